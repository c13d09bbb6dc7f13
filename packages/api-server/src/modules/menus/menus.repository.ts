import { menuListQueries } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { listSource, type ListSource } from '../../db/lists';
import type { MenuRow, RestaurantRow, UserRow } from '../../db/rows';
import { menus, restaurants } from '../../db/schema';
import { onTeamOf } from '../restaurants/restaurants.repository';
import { moveToTrash } from '../trash/trash';

export type MenuColumns = Omit<typeof menus.$inferInsert, 'id' | 'createdAt'>;

/** The unpaged list: a restaurant's menus in id order, at most `cap`. */
export function menusOfRestaurant(db: Executor, restaurantId: number, cap: number): Promise<MenuRow[]> {
  return db.select().from(menus).where(eq(menus.restaurantId, restaurantId)).orderBy(menus.id).limit(cap);
}

/**
 * The menus list, of one restaurant or of all (menuListQueries, docs/api.md#lists). `owner=me`
 * keeps the menus of `viewer`'s restaurants, owned or on their team: subqueries on the person
 * (restaurants_owner_id_idx, the memberships' unique index) whose ids menus_restaurant_id_idx
 * finds, with no join to count.
 */
export function menusSource(db: Database, viewer: Pick<UserRow, 'id'>, restaurantId?: number): ListSource {
  return listSource(menuListQueries, {
    select: (fields) => (fields ? db.select(fields) : db.select()).from(menus).$dynamic(),
    id: menus.id,
    viewer: viewer.id,
    scope:
      restaurantId === undefined
        ? []
        : [{ name: 'restaurant', condition: (id) => eq(menus.restaurantId, id), value: restaurantId }],
    fields: {
      restaurantId: menus.restaurantId,
      ownerId: { equalTo: (person) => onTeamOf(db, menus.restaurantId, person) },
      name: menus.name,
      isActive: menus.isActive,
      description: menus.description,
    },
  });
}

export async function findMenu(db: Executor, id: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  return row;
}

export async function menuExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, id)).limit(1);
  return row !== undefined;
}

/** The menu with the restaurant it belongs to (whose owner may edit it). */
/** With `lock`, the menu row stays locked until the transaction ends (a versioned write). */
export async function findMenuWithRestaurant(
  db: Executor,
  id: number,
  lock = false,
): Promise<{ menu: MenuRow; restaurant: RestaurantRow } | undefined> {
  const query = db
    .select({ menu: menus, restaurant: restaurants })
    .from(menus)
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(eq(menus.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: menus }) : await query;
  return row;
}

export async function insertMenu(db: Executor, values: MenuColumns): Promise<MenuRow> {
  const [row] = await db.insert(menus).values(values).returning();
  if (row === undefined) throw new Error('menu insert returned no row');
  return row;
}

export async function updateMenu(
  db: Executor,
  id: number,
  values: MenuColumns,
): Promise<MenuRow | undefined> {
  const [row] = await db.update(menus).set(values).where(eq(menus.id, id)).returning();
  return row;
}

/** Moves the menu to the trash, with its dishes (modules/trash). */
export async function deleteMenu(db: Executor, id: number, actorId: number): Promise<void> {
  await moveToTrash(db, 'menu', [id], actorId);
}
