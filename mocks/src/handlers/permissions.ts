import {
  BUILT_IN_PERMISSION_SETS,
  grantsOf,
  permits,
  type Permission,
  type PermissionSet,
  type Role,
} from '@food-admin/api-client';
import { mockDb } from '../db/mock-db';

/** The permission sets: the contract's built-in ones, numbered in their order (no custom sets here). */
export const MOCK_PERMISSION_SETS: readonly PermissionSet[] = Object.entries(BUILT_IN_PERMISSION_SETS).map(
  ([name, permissions], index) => ({ id: index + 1, name, permissions: [...permissions], builtIn: true }),
);

/**
 * The server's one check (api-server/src/auth/permissions.ts#can) for the mocks: whether `who`
 * holds `permission`, on the restaurant `restaurantId` when it is about one, from the contract's
 * grants of their role and their memberships in the store.
 */
export const can = (
  who: { id: number; role: Role },
  permission: Permission,
  restaurantId?: number,
): boolean =>
  permits(
    grantsOf(
      who.role,
      mockDb.memberships
        .all()
        .filter((membership) => membership.userId === who.id)
        .map((membership) => ({
          restaurantId: membership.restaurantId,
          permissions:
            MOCK_PERMISSION_SETS.find((set) => set.id === membership.permissionSetId)?.permissions ?? [],
        })),
    ),
    who.id,
    permission,
    restaurantId === undefined
      ? undefined
      : { id: restaurantId, ownerId: mockDb.restaurants.find(restaurantId)?.ownerId ?? null },
  );
