import { dishListQueries } from '@food-admin/api-client';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { listSource, type ListSource } from '../../db/lists';
import type { DishRow, RestaurantRow } from '../../db/rows';
import { dishes, menus, restaurants } from '../../db/schema';
import { moveToTrash } from '../trash/trash';

export type DishColumns = Omit<typeof dishes.$inferInsert, 'id' | 'createdAt'>;

/** A menu's dishes (dishListQueries, docs/api.md#lists). */
export function dishesSource(db: Database, menuId: number): ListSource {
  return listSource(dishListQueries, {
    select: (fields) => (fields ? db.select(fields) : db.select()).from(dishes).$dynamic(),
    id: dishes.id,
    scope: [{ name: 'menu', condition: (menu) => eq(dishes.menuId, menu), value: menuId }],
    fields: {
      menuId: dishes.menuId,
      name: dishes.name,
      price: dishes.price,
      isAvailable: dishes.isAvailable,
      category: dishes.category,
      description: dishes.description,
      imageUrl: dishes.imageUrl,
    },
  });
}

export async function findDish(db: Executor, id: number): Promise<DishRow | undefined> {
  const [row] = await db.select().from(dishes).where(eq(dishes.id, id)).limit(1);
  return row;
}

/** The dish with the restaurant its menu belongs to (whose owner may edit it). */
/** With `lock`, the dish row stays locked until the transaction ends (a versioned write). */
export async function findDishWithRestaurant(
  db: Executor,
  id: number,
  lock = false,
): Promise<{ dish: DishRow; restaurant: RestaurantRow } | undefined> {
  const query = db
    .select({ dish: dishes, restaurant: restaurants })
    .from(dishes)
    .innerJoin(menus, eq(dishes.menuId, menus.id))
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(eq(dishes.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: dishes }) : await query;
  return row;
}

export async function insertDish(db: Executor, values: DishColumns): Promise<DishRow> {
  const [row] = await db.insert(dishes).values(values).returning();
  if (row === undefined) throw new Error('dish insert returned no row');
  return row;
}

export async function updateDish(
  db: Executor,
  id: number,
  values: DishColumns,
): Promise<DishRow | undefined> {
  const [row] = await db.update(dishes).set(values).where(eq(dishes.id, id)).returning();
  return row;
}

/** Moves the dish to the trash (modules/trash). */
export async function deleteDish(db: Executor, id: number, actorId: number): Promise<void> {
  await moveToTrash(db, 'dish', [id], actorId);
}

/**
 * The dishes of `ids` (those that exist, in any menu) with the restaurant each belongs to, the
 * dishes locked until the transaction ends, in id order.
 */
export function lockDishesWithRestaurant(
  tx: Executor,
  ids: readonly number[],
): Promise<{ dish: DishRow; restaurant: RestaurantRow }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ dish: dishes, restaurant: restaurants })
    .from(dishes)
    .innerJoin(menus, eq(dishes.menuId, menus.id))
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(inArray(dishes.id, [...ids]))
    .orderBy(asc(dishes.id))
    .for('update', { of: dishes });
}

export async function setDishesAvailable(
  db: Executor,
  ids: readonly number[],
  isAvailable: boolean,
): Promise<DishRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(dishes)
    .set({ isAvailable })
    .where(inArray(dishes.id, [...ids]))
    .returning();
}

/** Moves the dishes to the trash; answers the rows it moved. */
export async function deleteDishes(
  db: Executor,
  ids: readonly number[],
  actorId: number,
): Promise<DishRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(dishes)
    .where(inArray(dishes.id, [...ids]));
  const moved = new Set(await moveToTrash(db, 'dish', ids, actorId));
  return rows.filter((row) => moved.has(row.id));
}
