import { ROLES, type Role } from '../schemas/user';

/**
 * The role sets the product uses, defined once: the contract's `access`, the server's edge and the
 * app's route gates all read these (docs/requirements.md#req-roles).
 */
export const ADMIN_ONLY = ['ADMIN'] as const satisfies readonly Role[];
/** Catalogue staff: ADMIN, or RESTAURANT for their own restaurants (ownership is checked by the handler). */
export const STAFF = ['ADMIN', 'RESTAURANT'] as const satisfies readonly Role[];
/** Anyone with a profile. */
export const ANY_ROLE = ROLES;
