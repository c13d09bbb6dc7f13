import { ROLES, type Role } from '../schemas/user';

/**
 * The role sets the product uses, defined once: the contract's `access`, the server's edge and the
 * app's route gates all read these (docs/requirements.md#req-roles).
 */
export const ADMIN_ONLY = ['ADMIN'] as const satisfies readonly Role[];
/** Catalogue staff: ADMIN, or RESTAURANT for their own restaurants (ownership is checked by the handler). */
export const STAFF = ['ADMIN', 'RESTAURANT'] as const satisfies readonly Role[];
/**
 * Everyone who works orders: ADMIN, RESTAURANT for their own restaurants' orders, COURIER for the
 * orders ready for pick-up and their own deliveries (the handler scopes and checks each order).
 */
export const ORDER_STAFF = ['ADMIN', 'RESTAURANT', 'COURIER'] as const satisfies readonly Role[];
/** Customers: the people who order and write reviews. */
export const CUSTOMER_ONLY = ['CUSTOMER'] as const satisfies readonly Role[];
/** Anyone with a profile. */
export const ANY_ROLE = ROLES;
