import {
  permits,
  reachOf,
  type Grants,
  type Permission,
  type Refusal,
  type RestaurantOfCheck,
  type RestaurantReach,
} from '@food-admin/api-client';
import { and, arrayContains, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { arrayLiteral, boundWhere, type ShapePart } from '../db/lists';
import type { UserRow } from '../db/rows';
import { memberships, permissionSets, restaurants } from '../db/schema';
import { HttpError } from '../http/errors';

/*
 * The one check of what a caller may do (docs/requirements.md#req-permissions): every handler that
 * decides on a restaurant's record asks `can` with the permission the contract's catalogue names,
 * and every list scoped to restaurants reads `restaurantScope`. The grants are the contract's
 * (grantsOf): the role's (ADMIN everything, a RESTAURANT user the Owner set on the restaurants they
 * own) and the person's memberships, read with the caller's profile in its one query
 * (auth/caller.ts), so a change applies to the next request with no cache to invalidate.
 */

/**
 * Who a check is about: a caller, or a live stream's account, with what they hold, and the
 * restaurants they own when read with them (absent for an owner of more than OWNED_IDS_READ, or a
 * person read without them: a subquery finds them).
 */
export type Person = { id: number; grants: Grants; ownedRestaurantIds?: readonly number[] | undefined };

/** Owned restaurants read with the caller, at most. */
export const OWNED_IDS_READ = 100;

/** The caller of an authenticated request: their profile and their grants. */
export type SignedInUser = UserRow & Person;

/** Whether `person` may do `permission`, on `restaurant` when it is about one. */
export function can(person: Person, permission: Permission, restaurant?: RestaurantOfCheck): boolean {
  return permits(person.grants, person.id, permission, restaurant);
}

/** Which restaurants `person` holds `permission` on. */
export function reach(person: Person, permission: Permission): RestaurantReach {
  return reachOf(person.grants, permission);
}

/** Throws `refusal` (a 403 of the contract's) unless can(person, permission, restaurant). */
export function assertCan(
  person: Person,
  permission: Permission,
  restaurant: RestaurantOfCheck | undefined,
  refusal: Refusal,
): void {
  if (!can(person, permission, restaurant)) throw HttpError.of(refusal);
}

/**
 * The rows of a list `viewer` may see by `permission`, as its scope: every row, or the rows of the
 * restaurants they own and those their memberships give them `permission` on (`restaurantId`: the
 * row's restaurant; subqueries on the viewer's id, or the ids of the restaurants a member's grants
 * name, so counts need no join and the prepared statement is the same for every viewer of a kind),
 * or none.
 */
export function restaurantScope(
  db: Executor,
  viewer: Person,
  permission: Permission,
  restaurantId: PgColumn | SQLWrapper,
): ShapePart[] {
  const reached = reach(viewer, permission);
  if (reached.all) return [];
  const owned = (person: SQLWrapper) =>
    inArray(
      restaurantId,
      db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, person)),
    );
  const member = (person: SQLWrapper) =>
    inArray(
      restaurantId,
      db
        .select({ id: memberships.restaurantId })
        .from(memberships)
        .innerJoin(permissionSets, eq(permissionSets.id, memberships.permissionSetId))
        .where(and(eq(memberships.userId, person), arrayContains(permissionSets.permissions, [permission]))),
    );
  const held = reached.memberOf.length > 0;
  // The restaurants are known (those owned, read with the caller, and those the memberships name):
  // one array. A subquery here made the database walk a list's order (newest orders first) until
  // enough rows of those restaurants came up: 89 ms against 8 for a kitchen member of five
  // restaurants (docs/performance.md#permission-check).
  const ownedIds = reached.owned ? viewer.ownedRestaurantIds : [];
  if (ownedIds !== undefined) {
    const ids = [...new Set([...ownedIds, ...reached.memberOf])];
    if (ids.length === 0) return [{ name: 'nobody', condition: () => sql`false`, value: null }];
    return [
      {
        name: 'restaurantsOf',
        condition: (list) => sql`${restaurantId} = any(${list}::text::int[])`,
        value: arrayLiteral(ids),
      },
    ];
  }
  // An owner of more restaurants than are read with them: subqueries on their id. The part's name
  // says which condition it is (and for members, of which permission): one prepared statement per name.
  if (held)
    return [
      {
        name: `ownerOrMember:${permission}`,
        condition: (person) => or(owned(person), member(person)),
        value: viewer.id,
      },
    ];
  return [{ name: 'owner', condition: owned, value: viewer.id }];
}

/** The scope of `restaurantScope` as one condition, for a query built per request. */
export function restaurantCondition(
  db: Executor,
  viewer: Person,
  permission: Permission,
  restaurantId: PgColumn | SQLWrapper,
): SQL | undefined {
  return boundWhere(restaurantScope(db, viewer, permission, restaurantId));
}
