import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/*
 * The tables under the live views (drizzle/0013_soft_delete.sql): `restaurants` is a view of
 * `restaurant_rows` where deleted_at is null, and so on. Read and written where deleted rows count:
 * the trash (modules/trash), the upload sweep (a deleted row's image must still be there for its
 * restore) and the history (a deleted actor still has a name), with just the columns they need.
 * Kept out of schema.ts on purpose: drizzle-kit describes the views there as the tables the rest
 * of the code uses.
 */

const trashColumns = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  deletedBy: integer('deleted_by'),
});

export const userRows = pgTable('user_rows', {
  id: integer('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  uid: varchar('uid', { length: 128 }).notNull(),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  ...trashColumns(),
});

export const restaurantRows = pgTable('restaurant_rows', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  ownerId: integer('owner_id'),
  logoUrl: varchar('logo_url', { length: 2048 }),
  ...trashColumns(),
});

export const menuRows = pgTable('menu_rows', {
  id: integer('id').primaryKey(),
  restaurantId: integer('restaurant_id').notNull(),
  ...trashColumns(),
});

export const dishRows = pgTable('dish_rows', {
  id: integer('id').primaryKey(),
  menuId: integer('menu_id').notNull(),
  imageUrl: varchar('image_url', { length: 2048 }),
  ...trashColumns(),
});

export const reviewRows = pgTable('review_rows', {
  id: integer('id').primaryKey(),
  restaurantId: integer('restaurant_id').notNull(),
  ...trashColumns(),
});
