import {
  grantsOf,
  permits,
  type Grants,
  type MyPermissions,
  type Permission,
  type Role,
} from '@food-admin/api-client';
import { mockDb } from '../db/mock-db';
import { MOCK_PERMISSION_SETS } from '../fixtures/permission-sets';

export { MOCK_PERMISSION_SETS };

/** A person's memberships with their sets' permissions, as GET /api/me/permissions answers them. */
export const membershipsOf = (userId: number): MyPermissions['memberships'] =>
  mockDb.memberships
    .all()
    .filter((membership) => membership.userId === userId)
    .map((membership) => ({
      restaurantId: membership.restaurantId,
      permissions: [...(mockDb.permissionSets.find(membership.permissionSetId)?.permissions ?? [])],
    }));

/** What a person holds: their role's grants and their memberships' (the contract's grantsOf). */
export const grantsOfPerson = (who: { id: number; role: Role }): Grants =>
  grantsOf(who.role, membershipsOf(who.id));

/**
 * The server's one check (api-server/src/auth/permissions.ts#can) for the mocks: whether `who`
 * holds `permission`, on the restaurant `restaurantId` when it is about one.
 */
export const can = (
  who: { id: number; role: Role },
  permission: Permission,
  restaurantId?: number,
): boolean =>
  permits(
    grantsOfPerson(who),
    who.id,
    permission,
    restaurantId === undefined
      ? undefined
      : { id: restaurantId, ownerId: mockDb.restaurants.find(restaurantId)?.ownerId ?? null },
  );
