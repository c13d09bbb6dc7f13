import { ACTIVITY_CATEGORIES, ACTIVITY_LEVELS, ORDER_STATUSES, ROLES } from '@food-admin/api-client';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * Delete rules (documented in docs/api.md):
 * - user deleted: their restaurants lose the owner (SET NULL), their orders and reviews keep the
 *   rows with no customer (SET NULL), activity entries keep the username text.
 * - restaurant deleted: its menus and dishes go with it (CASCADE) and so do its reviews;
 *   a restaurant with orders cannot be deleted (RESTRICT, answered as 409) because orders are
 *   financial records. Deactivate it instead.
 * - menu deleted: its dishes go with it (CASCADE).
 */

/**
 * `('A', 'B', ...)` for a check constraint, from one of the contract's lists (roles, statuses, ...):
 * the database accepts exactly the values the API does, spelled once in @food-admin/api-client.
 */
const inList = (values: readonly string[]): SQL =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The identity provider's uid (Firebase). */
    uid: varchar('uid', { length: 128 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    role: varchar('role', { length: 20, enum: ROLES }).notNull().default('CUSTOMER'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_uid_key').on(t.uid),
    // Google accounts may have no email: only non-empty emails must be unique.
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index('users_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_name_trgm').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ${inList(ROLES)}`),
  ],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    address: varchar('address', { length: 300 }).notNull(),
    logoUrl: varchar('logo_url', { length: 2048 }),
    isActive: boolean('is_active').notNull().default(true),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('restaurants_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('restaurants_owner_id_idx').on(t.ownerId),
  ],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('menus_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('menus_restaurant_id_idx').on(t.restaurantId, t.id),
  ],
);

export const dishes = pgTable(
  'dishes',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    imageUrl: varchar('image_url', { length: 2048 }),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('dishes_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('dishes_menu_id_idx').on(t.menuId, t.id),
    check('dishes_price_check', sql`${t.price} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20, enum: ORDER_STATUSES }).notNull(),
    total: numeric('total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_restaurant_id_idx').on(t.restaurantId),
    index('orders_customer_id_idx').on(t.customerId),
    index('orders_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    check('orders_status_check', sql`${t.status} in ${inList(ORDER_STATUSES)}`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_restaurant_id_idx').on(t.restaurantId),
    index('reviews_user_id_idx').on(t.userId),
    index('reviews_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reviews_text_trgm').using('gin', sql`lower(${t.text}) gin_trgm_ops`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    category: varchar('category', { length: 20, enum: ACTIVITY_CATEGORIES }).notNull(),
    level: varchar('level', { length: 10, enum: ACTIVITY_LEVELS }).notNull().default('INFO'),
    actionType: varchar('action_type', { length: 50 }).notNull(),
    action: varchar('action', { length: 500 }).notNull(),
    username: varchar('username', { length: 254 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The row the entry is about (a dish id for DISH entries). Set only by the server's own writes, so
     * POST /api/activity-log can answer the entry a dish save logged instead of recording it twice.
     * No foreign key: the entry outlives the row (a deleted dish keeps its history).
     */
    entityId: integer('entity_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('activity_log_category_created_at_idx').on(t.category, t.createdAt.desc()),
    index('activity_log_level_created_at_idx').on(t.level, t.createdAt.desc()),
    index('activity_log_user_id_idx').on(t.userId),
    index('activity_log_action_trgm').using('gin', sql`lower(${t.action}) gin_trgm_ops`),
    index('activity_log_username_trgm').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('activity_log_entity_id_idx')
      .on(t.entityId)
      .where(sql`${t.entityId} is not null`),
    check('activity_log_category_check', sql`${t.category} in ${inList(ACTIVITY_CATEGORIES)}`),
    check('activity_log_level_check', sql`${t.level} in ${inList(ACTIVITY_LEVELS)}`),
  ],
);
