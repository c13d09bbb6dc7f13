import {
  grantsOfRole,
  permits,
  reachOf,
  type Permission,
  type Refusal,
  type RestaurantReach,
} from '@food-admin/api-client';
import { eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import type { ShapePart } from '../db/lists';
import type { UserRow } from '../db/rows';
import { restaurants } from '../db/schema';
import { HttpError } from '../http/errors';

/*
 * The one check of what a caller may do (docs/requirements.md#req-permissions): every handler that
 * decides on a restaurant's record asks `can` with the permission the contract's catalogue names,
 * and every list scoped to restaurants reads `restaurantScope`. The grants come from the caller's
 * role today (the contract's grantsOfRole: ADMIN everything, a RESTAURANT user the Owner set on the
 * restaurants they own).
 */

/** Who a check is about: a caller, or a live stream's account. */
type Person = Pick<UserRow, 'id' | 'role'>;

/** Whether `user` may do `permission`, on `restaurant` (its owner's id) when it is about one. */
export function can(user: Person, permission: Permission, restaurant?: { ownerId: number | null }): boolean {
  return permits(grantsOfRole(user.role), user.id, permission, restaurant);
}

/** Which restaurants `user` holds `permission` on. */
export function reach(user: Person, permission: Permission): RestaurantReach {
  return reachOf(grantsOfRole(user.role), permission);
}

/** Throws `refusal` (a 403 of the contract's) unless can(user, permission, restaurant). */
export function assertCan(
  user: UserRow,
  permission: Permission,
  restaurant: { ownerId: number | null } | undefined,
  refusal: Refusal,
): void {
  if (!can(user, permission, restaurant)) throw HttpError.of(refusal);
}

/**
 * The rows of a list `viewer` may see by `permission`, as its scope: every row, the rows of the
 * restaurants they own (`restaurantId`: the row's restaurant; a subquery on the owner, so counts
 * need no join), or none.
 */
export function restaurantScope(
  db: Executor,
  viewer: UserRow,
  permission: Permission,
  restaurantId: PgColumn | SQLWrapper,
): ShapePart[] {
  switch (reach(viewer, permission)) {
    case 'all':
      return [];
    case 'owned': {
      const owned = (owner: SQLWrapper) =>
        db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, owner));
      return [{ name: 'owner', condition: (owner) => inArray(restaurantId, owned(owner)), value: viewer.id }];
    }
    case 'none':
      return [{ name: 'nobody', condition: () => sql`false`, value: null }];
  }
}
