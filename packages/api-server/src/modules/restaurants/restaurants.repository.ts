import type { Page } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { listPage, type ListRequest } from '../../db/list-page';
import type { RestaurantRow } from '../../db/rows';
import { restaurants } from '../../db/schema';

export type RestaurantColumns = Omit<typeof restaurants.$inferInsert, 'id' | 'createdAt'>;

/** The unpaged list: every restaurant in id order, at most `cap`. */
export function allRestaurants(db: Executor, cap: number): Promise<RestaurantRow[]> {
  return db.select().from(restaurants).orderBy(restaurants.id).limit(cap);
}

/** Restaurants in id order; search matches the name. */
export function restaurantsPage(db: Database, request: ListRequest): Promise<Page<RestaurantRow>> {
  return listPage(db, request, {
    from: () => db.select().from(restaurants).$dynamic(),
    searchIn: [restaurants.name],
    orderBy: [restaurants.id],
  });
}

/** With `lock`, the row stays locked until the transaction ends (an edit reads then writes). */
export async function findRestaurant(
  db: Executor,
  id: number,
  lock = false,
): Promise<RestaurantRow | undefined> {
  const query = db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function restaurantExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, id))
    .limit(1);
  return row !== undefined;
}

export async function insertRestaurant(db: Executor, values: RestaurantColumns): Promise<RestaurantRow> {
  const [row] = await db.insert(restaurants).values(values).returning();
  if (row === undefined) throw new Error('restaurant insert returned no row');
  return row;
}

export async function updateRestaurant(
  db: Executor,
  id: number,
  values: RestaurantColumns,
): Promise<RestaurantRow | undefined> {
  const [row] = await db.update(restaurants).set(values).where(eq(restaurants.id, id)).returning();
  return row;
}

export async function deleteRestaurant(db: Executor, id: number): Promise<void> {
  await db.delete(restaurants).where(eq(restaurants.id, id));
}
