import * as v from 'valibot';
import { PERMISSIONS } from '../contract/permissions';
import { IdSchema } from './common';
import { RestaurantOwnerSchema } from './restaurant';

/*
 * A restaurant's team (docs/api.md#team): its owner, who holds the Owner set by owning it, and its
 * members, each holding one permission set there (contract/permissions.ts).
 */

/** A permission set as the team's pickers show it. */
export const PermissionSetSchema = v.object({
  id: v.number(),
  name: v.string(),
  permissions: v.array(v.picklist(PERMISSIONS)),
  /** Declared by the contract (read-only); the others are an admin's own. */
  builtIn: v.boolean(),
});
export type PermissionSet = v.InferOutput<typeof PermissionSetSchema>;

export const TeamMemberSchema = v.object({
  /** The membership's id. */
  id: v.number(),
  user: RestaurantOwnerSchema,
  permissionSet: v.object({ id: v.number(), name: v.string() }),
  createdAt: v.string(),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

export const RestaurantTeamSchema = v.object({
  owner: v.nullable(RestaurantOwnerSchema),
  members: v.array(TeamMemberSchema),
});
export type RestaurantTeam = v.InferOutput<typeof RestaurantTeamSchema>;

/** Adding someone who has an account: the person and the set they hold here. */
export const TeamMemberInputSchema = v.object({
  userId: IdSchema,
  permissionSetId: IdSchema,
});
export type TeamMemberInput = v.InferOutput<typeof TeamMemberInputSchema>;

export const TeamMemberUpdateSchema = v.object({ permissionSetId: IdSchema });
export type TeamMemberUpdate = v.InferOutput<typeof TeamMemberUpdateSchema>;
