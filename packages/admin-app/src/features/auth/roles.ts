import type { Role } from '@food-admin/api-client';

/** Everything under /admin: ADMIN, and RESTAURANT accounts for their own catalogue (the server checks ownership). */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'RESTAURANT'];
/** Dashboard, users, orders and reviews. */
export const ADMIN_ROLES: readonly Role[] = ['ADMIN'];
