import type { Role } from '@food-admin/api-client';
import type { AuthState } from './auth-context';

/**
 * Whether the signed-in profile has one of `roles` (the contract's STAFF, ADMIN_ONLY, ...). The
 * route gates show or hide screens with it, and loaders read only for the screens that will show.
 */
export function hasRole(auth: Pick<AuthState, 'profile'>, roles: readonly Role[]): boolean {
  const role = auth.profile?.role ?? null;
  return role !== null && roles.includes(role);
}
