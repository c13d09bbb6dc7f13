import { restaurantListQueries, type ListAvailability } from '@food-admin/api-client';
import { and, asc, eq, getTableColumns, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database';
import { listSource, type ListSource } from '../../db/lists';
import type { RestaurantRow, UserRow } from '../../db/rows';
import { memberships, restaurants, reviews } from '../../db/schema';
import { moveToTrash } from '../trash/trash';

export type RestaurantColumns = Omit<typeof restaurants.$inferInsert, 'id' | 'createdAt'>;

/**
 * What every read answers beside the row: what its approved reviews add up to
 * (docs/api.md#reviews), and whether it takes orders now (availabilityNow).
 */
export type RestaurantRating = {
  averageRating: number | null;
  reviewCount: number;
  availability: ListAvailability;
};
export type RatedRestaurantRow = RestaurantRow & RestaurantRating;

/**
 * The contract's listAvailabilityOf in SQL, for lists and the dashboard, from the restaurant's own
 * row (0027): switched off or without an active menu, closed; a pause on, paused (one whose end has
 * passed is over, to the second, before the pause-end job clears it); else open while now is in
 * one of the rule's spans (docs/architecture.md#availability).
 */
export const availabilityNow = sql<ListAvailability>`case
  when not ${restaurants.isActive} or not ${restaurants.hasActiveMenu} then 'closed'
  when ${restaurants.pausedUntil} > now() then 'paused'
  when "restaurants"."accepting_spans" @> now() then 'open'
  else 'closed' end`;

/**
 * A restaurant's average rating (2 decimals, null without reviews) and count over its APPROVED
 * reviews only. Correlated subqueries read the partial index reviews_approved_restaurant_rating_idx
 * alone, and only for the rows a page answers: PostgreSQL evaluates them after the sort and limit,
 * and drops them from a list's count (no N+1 queries, no aggregate over every review).
 */
const approvedOfRestaurant = and(eq(reviews.restaurantId, restaurants.id), eq(reviews.status, 'APPROVED'));
const ratingFields = {
  averageRating: sql<
    number | null
  >`(select round(avg(${reviews.rating}), 2)::float8 from ${reviews} where ${approvedOfRestaurant})`,
  reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${approvedOfRestaurant})`,
  availability: availabilityNow,
};
const ratedColumns = { ...getTableColumns(restaurants), ...ratingFields };

/** The unpaged list: every restaurant in id order, at most `cap`. */
export function allRestaurants(db: Executor, cap: number): Promise<RatedRestaurantRow[]> {
  return db.select(ratedColumns).from(restaurants).orderBy(restaurants.id).limit(cap);
}

/** The rating of one restaurant (an update's answer). */
export async function ratingOf(db: Executor, id: number): Promise<RestaurantRating> {
  const [row] = await db.select(ratingFields).from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row ?? { averageRating: null, reviewCount: 0, availability: 'closed' };
}

/** One restaurant with its rating, as GET /api/restaurants/{id} shows it. */
export async function findRatedRestaurant(db: Executor, id: number): Promise<RatedRestaurantRow | undefined> {
  const [row] = await db.select(ratedColumns).from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row;
}

/**
 * The restaurants list, with their ratings (restaurantListQueries, docs/api.md#lists). Everyone
 * reads every restaurant; `owner=me` keeps `viewer`'s own (restaurants_owner_id_idx).
 */
/**
 * Whether `restaurantId` is one of the restaurants `person` owns or is on the team of (`owner=me`):
 * two subqueries on the person (restaurants_owner_id_idx, the memberships' unique index led by it).
 */
export function onTeamOf(db: Executor, restaurantId: PgColumn, person: SQLWrapper): SQL {
  // `or` of two conditions is never undefined.
  return or(
    inArray(
      restaurantId,
      db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, person)),
    ),
    inArray(
      restaurantId,
      db.select({ id: memberships.restaurantId }).from(memberships).where(eq(memberships.userId, person)),
    ),
  ) as SQL;
}

export function restaurantsSource(db: Database, viewer: Pick<UserRow, 'id'>): ListSource {
  return listSource(restaurantListQueries, {
    select: (fields) =>
      db
        .select(fields ?? ratedColumns)
        .from(restaurants)
        .$dynamic(),
    id: restaurants.id,
    viewer: viewer.id,
    fields: {
      name: restaurants.name,
      address: restaurants.address,
      isActive: restaurants.isActive,
      ownerId: restaurants.ownerId,
      team: { equalTo: (person) => onTeamOf(db, restaurants.id, person) },
      description: restaurants.description,
      logoUrl: restaurants.logoUrl,
      // Kept on the row by the menus' trigger (0027); the dashboard counts by it too.
      hasActiveMenu: restaurants.hasActiveMenu,
      availability: { expr: availabilityNow, sqlType: 'text' },
      // When its pause began (restaurant_rows_paused_at_idx): the dashboard's long pauses.
      pausedAt: restaurants.pausedAt,
    },
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

/** Moves the restaurant to the trash, with its menus, dishes and reviews (modules/trash). */
export async function deleteRestaurant(db: Executor, id: number, actorId: number): Promise<void> {
  await moveToTrash(db, 'restaurant', [id], actorId);
}

/** The rows of `ids` (those that exist), locked until the transaction ends, in id order. */
export function lockRestaurants(tx: Executor, ids: readonly number[]): Promise<RestaurantRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(restaurants)
    .where(inArray(restaurants.id, [...ids]))
    .orderBy(asc(restaurants.id))
    .for('update');
}

export async function setRestaurantsActive(
  db: Executor,
  ids: readonly number[],
  isActive: boolean,
): Promise<RestaurantRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(restaurants)
    .set({ isActive })
    .where(inArray(restaurants.id, [...ids]))
    .returning();
}

/** Moves the restaurants to the trash (with what belongs to them); answers the rows it moved. */
export async function deleteRestaurants(
  db: Executor,
  ids: readonly number[],
  actorId: number,
): Promise<RestaurantRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(restaurants)
    .where(inArray(restaurants.id, [...ids]));
  const moved = new Set(await moveToTrash(db, 'restaurant', ids, actorId));
  return rows.filter((row) => moved.has(row.id));
}
