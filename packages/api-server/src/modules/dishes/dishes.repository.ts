import type { Page } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { listPage, type ListRequest } from '../../db/list-page';
import type { DishRow, RestaurantRow } from '../../db/rows';
import { dishes, menus, restaurants } from '../../db/schema';

export type DishColumns = Omit<typeof dishes.$inferInsert, 'id' | 'createdAt'>;

/** A menu's dishes in id order; search matches the name. */
export function dishesPage(db: Database, request: ListRequest, menuId: number): Promise<Page<DishRow>> {
  return listPage(db, request, {
    from: () => db.select().from(dishes).$dynamic(),
    searchIn: [dishes.name],
    filters: [eq(dishes.menuId, menuId)],
    orderBy: [dishes.id],
  });
}

export async function findDish(db: Executor, id: number): Promise<DishRow | undefined> {
  const [row] = await db.select().from(dishes).where(eq(dishes.id, id)).limit(1);
  return row;
}

/** The dish with the restaurant its menu belongs to (whose owner may edit it). */
export async function findDishWithRestaurant(
  db: Executor,
  id: number,
): Promise<{ dish: DishRow; restaurant: RestaurantRow } | undefined> {
  const [row] = await db
    .select({ dish: dishes, restaurant: restaurants })
    .from(dishes)
    .innerJoin(menus, eq(dishes.menuId, menus.id))
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(eq(dishes.id, id))
    .limit(1);
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

export async function deleteDish(db: Executor, id: number): Promise<void> {
  await db.delete(dishes).where(eq(dishes.id, id));
}
