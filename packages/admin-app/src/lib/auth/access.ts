import { ME, type Role } from '@food-admin/api-client';
import { useAuth, type AuthState } from './auth-context';

/**
 * Whether the signed-in profile has one of `roles` (the contract's STAFF, ADMIN_ONLY, ...). The
 * route gates show or hide screens with it, and loaders read only for the screens that will show.
 */
export function hasRole(auth: Pick<AuthState, 'profile'>, roles: readonly Role[]): boolean {
  const role = auth.profile?.role ?? null;
  return role !== null && roles.includes(role);
}

/** The filter the catalogue lists add for a role: none, or `owner=me`. */
export type CatalogueScope = { owner?: typeof ME };

/**
 * Which restaurants and menus the catalogue lists show the signed-in role
 * (docs/requirements.md#req-roles-client): a restaurant owner's are their own (`owner=me`, every
 * read of the list: page, counts, export, a bulk action on all matching rows), an admin's every
 * one. It is the role's, not the view's: the URL does not carry it, and no switch turns it off.
 */
export function catalogueScope(auth: Pick<AuthState, 'profile'>): CatalogueScope {
  return auth.profile?.role === 'RESTAURANT' ? { owner: ME } : {};
}

/** The signed-in role's catalogueScope, for a screen (a loader reads catalogueScope(context.auth)). */
export const useCatalogueScope = (): CatalogueScope => catalogueScope(useAuth());
