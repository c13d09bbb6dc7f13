import { grantsOfRole, permits, type Permission, type Role } from '@food-admin/api-client';

/**
 * The server's one check (api-server/src/auth/permissions.ts#can) for the mocks: whether `who`
 * holds `permission`, on `restaurant` (its owner's id) when it is about one, from the contract's
 * grants of their role.
 */
export const can = (
  who: { id: number; role: Role },
  permission: Permission,
  restaurant?: { ownerId: number | null },
): boolean => permits(grantsOfRole(who.role), who.id, permission, restaurant);
