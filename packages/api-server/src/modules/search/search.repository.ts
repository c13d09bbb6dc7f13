import { SEARCH_HITS_PER_KIND } from '@food-admin/api-client';
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { dishes, menus, restaurants, users } from '../../db/schema';
import { escapeLike, likeLower, searchCondition } from '../../db/search';

/*
 * The palette's search (docs/api.md#search): the same case-insensitive substring match as the
 * lists' `search` (db/search.ts), so PostgreSQL answers it from the `lower(...) gin_trgm_ops`
 * indexes on users' email and name, and on restaurant, menu and dish names. Each kind is one
 * query of at most SEARCH_HITS_PER_KIND rows: names that start with the text first, then by name.
 */

/** The users list's name expression, exactly as the `users_name_trgm` index is built. */
const userFullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** 0 when one of `columns` starts with the text, else 1: prefix matches sort first. */
function prefixRank(text: string, columns: readonly SQLWrapper[]): SQL {
  const prefix = `${escapeLike(text)}%`;
  return sql`(case when ${or(...columns.map((column) => likeLower(column, prefix)))} then 0 else 1 end)`;
}

export function searchUsers(db: Database, text: string): Promise<UserRow[]> {
  const columns = [users.email, userFullName];
  return db
    .select()
    .from(users)
    .where(searchCondition(text, columns))
    .orderBy(prefixRank(text, columns), sql`lower(${userFullName})`, users.id)
    .limit(SEARCH_HITS_PER_KIND);
}

/** Restaurants by name, within `scope` (a condition on restaurants.id; none for every one). */
export function searchRestaurants(db: Database, text: string, scope: SQL | undefined) {
  return db
    .select({ id: restaurants.id, name: restaurants.name, address: restaurants.address })
    .from(restaurants)
    .where(and(searchCondition(text, [restaurants.name]), scope))
    .orderBy(prefixRank(text, [restaurants.name]), sql`lower(${restaurants.name})`, restaurants.id)
    .limit(SEARCH_HITS_PER_KIND);
}

/** Menus by name, with their restaurant's name, within `scope` (on restaurants.id). */
export function searchMenus(db: Database, text: string, scope: SQL | undefined) {
  return db
    .select({
      id: menus.id,
      name: menus.name,
      restaurantId: menus.restaurantId,
      restaurantName: restaurants.name,
    })
    .from(menus)
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(and(searchCondition(text, [menus.name]), scope))
    .orderBy(prefixRank(text, [menus.name]), sql`lower(${menus.name})`, menus.id)
    .limit(SEARCH_HITS_PER_KIND);
}

/** Dishes by name, with their menu and restaurant, within `scope` (on restaurants.id). */
export function searchDishes(db: Database, text: string, scope: SQL | undefined) {
  return db
    .select({
      id: dishes.id,
      name: dishes.name,
      menuId: dishes.menuId,
      menuName: menus.name,
      restaurantId: menus.restaurantId,
      restaurantName: restaurants.name,
    })
    .from(dishes)
    .innerJoin(menus, eq(dishes.menuId, menus.id))
    .innerJoin(restaurants, eq(menus.restaurantId, restaurants.id))
    .where(and(searchCondition(text, [dishes.name]), scope))
    .orderBy(prefixRank(text, [dishes.name]), sql`lower(${dishes.name})`, dishes.id)
    .limit(SEARCH_HITS_PER_KIND);
}
