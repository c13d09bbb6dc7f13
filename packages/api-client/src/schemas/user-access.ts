import * as v from 'valibot';
import { PERMISSIONS } from '../contract/permissions';
import { RoleSchema } from './user';

// In a module of its own: only the team part of the endpoint table reads it (contract/load.ts), so
// the core's chunk, which every signed-in page loads, stays without it.
/**
 * What one person can do (GET /admin/users/{id}/access, the Users page's "What they can do"): their
 * role, the restaurants they own (the Owner set by ownership; the first OWNED_SHOWN of them and how
 * many), and each membership's place (a restaurant, or null: platform-wide) with its set and the
 * set's permissions. With the role, grantsOf gives the same grants the server decides with.
 */
export const UserAccessSchema = v.object({
  role: RoleSchema,
  owned: v.object({
    count: v.number(),
    restaurants: v.array(v.object({ id: v.number(), name: v.string() })),
  }),
  memberships: v.array(
    v.object({
      restaurant: v.nullable(v.object({ id: v.number(), name: v.string() })),
      permissionSet: v.object({ id: v.number(), name: v.string() }),
      permissions: v.array(v.picklist(PERMISSIONS)),
    }),
  ),
});
export type UserAccess = v.InferOutput<typeof UserAccessSchema>;

/** How many of the restaurants a person owns the access answer names (it counts them all). */
export const OWNED_SHOWN = 20;
