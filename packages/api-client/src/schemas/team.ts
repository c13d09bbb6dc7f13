import * as v from 'valibot';
import { PERMISSIONS } from '../contract/permissions';
import { IdSchema, NameSchema, VersionSchema } from './common';
import { RestaurantOwnerSchema } from './restaurant';

/*
 * A restaurant's team (docs/api.md#team): its owner, who holds the Owner set by owning it, and its
 * members, each holding one permission set there (contract/permissions.ts).
 */

/** A permission set as the team's pickers and the Permission sets page show it. */
export const PermissionSetSchema = v.object({
  id: v.number(),
  version: VersionSchema,
  name: v.string(),
  permissions: v.array(v.picklist(PERMISSIONS)),
  /** Declared by the contract (read-only); the others are an admin's own. */
  builtIn: v.boolean(),
});
export type PermissionSet = v.InferOutput<typeof PermissionSetSchema>;

export const MAX_PERMISSION_SET_NAME_LENGTH = 60;

/**
 * Permissions chosen from the catalogue (a set's, an API token's scopes): at least one, kept once
 * each in the catalogue's order, so the same choice reads the same wherever it is shown.
 */
export const PermissionChoiceSchema = v.pipe(
  v.array(v.picklist(PERMISSIONS, 'Unknown permission')),
  v.minLength(1, 'Choose at least one permission'),
  v.transform((chosen) => PERMISSIONS.filter((permission) => chosen.includes(permission))),
);

/** An admin's own set: a name no other set has (whatever the case) and at least one permission. */
export const PermissionSetInputSchema = v.object({
  name: NameSchema(MAX_PERMISSION_SET_NAME_LENGTH),
  permissions: PermissionChoiceSchema,
});
export type PermissionSetInput = v.InferOutput<typeof PermissionSetInputSchema>;

/**
 * What the signed-in person holds beyond their role (GET /api/me/permissions): the restaurants they
 * own (where a RESTAURANT account holds the Owner set) and their memberships, each a set's
 * permissions on one restaurant or platform-wide (`restaurantId` null). With the role, `grantsOf`
 * gives what they may do, the same function the server decides with.
 */
export const MyPermissionsSchema = v.object({
  ownedRestaurantIds: v.array(v.number()),
  memberships: v.array(
    v.object({ restaurantId: v.nullable(v.number()), permissions: v.array(v.picklist(PERMISSIONS)) }),
  ),
});
export type MyPermissions = v.InferOutput<typeof MyPermissionsSchema>;

/** When a person last used the API (noted every few minutes); null if never since it was noted. */
const LastSeenSchema = v.nullable(v.string());

/** Who holds everything at a place without a set (a restaurant's owner, an administrator). */
export const TeamLeaderSchema = v.object({ ...RestaurantOwnerSchema.entries, lastSeenAt: LastSeenSchema });
export type TeamLeader = v.InferOutput<typeof TeamLeaderSchema>;

export const TeamMemberSchema = v.object({
  /** The membership's id. */
  id: v.number(),
  user: RestaurantOwnerSchema,
  permissionSet: v.object({ id: v.number(), name: v.string() }),
  createdAt: v.string(),
  lastSeenAt: LastSeenSchema,
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

export const RestaurantTeamSchema = v.object({
  owner: v.nullable(TeamLeaderSchema),
  members: v.array(TeamMemberSchema),
});
export type RestaurantTeam = v.InferOutput<typeof RestaurantTeamSchema>;

/**
 * The platform's staff (GET /api/staff): its administrators, who hold every permission by their role
 * (changed on the Users page), and the people holding a set platform-wide.
 */
export const PlatformStaffSchema = v.object({
  administrators: v.array(TeamLeaderSchema),
  members: v.array(TeamMemberSchema),
});
export type PlatformStaff = v.InferOutput<typeof PlatformStaffSchema>;

/** Adding someone who has an account: the person and the set they hold here. */
export const TeamMemberInputSchema = v.object({
  userId: IdSchema,
  permissionSetId: IdSchema,
});
export type TeamMemberInput = v.InferOutput<typeof TeamMemberInputSchema>;

export const TeamMemberUpdateSchema = v.object({ permissionSetId: IdSchema });
export type TeamMemberUpdate = v.InferOutput<typeof TeamMemberUpdateSchema>;

/** Days an invitation stays open (docs/api.md#invitations). */
export const INVITATION_DAYS = 7;

/**
 * An invitation to a restaurant's team or to the platform's staff: accepted by whoever signs in with a verified account of
 * that email, within INVITATION_DAYS, unless revoked. `status` is PENDING until then, EXPIRED after.
 */
export const InvitationSchema = v.object({
  id: v.number(),
  email: v.string(),
  permissionSet: v.object({ id: v.number(), name: v.string() }),
  invitedBy: v.nullable(v.object({ id: v.number(), name: v.string() })),
  createdAt: v.string(),
  expiresAt: v.string(),
  status: v.picklist(['PENDING', 'EXPIRED']),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

export const InvitationInputSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, 'Invalid email'),
    v.email('Invalid email'),
  ),
  permissionSetId: IdSchema,
});
export type InvitationInput = v.InferOutput<typeof InvitationInputSchema>;

/**
 * An open invitation as its invitee sees it: to which restaurant (null: the platform's staff), as
 * what, until when.
 */
export const MyInvitationSchema = v.object({
  id: v.number(),
  restaurant: v.nullable(v.object({ id: v.number(), name: v.string() })),
  permissionSet: v.object({ id: v.number(), name: v.string() }),
  invitedBy: v.nullable(v.object({ id: v.number(), name: v.string() })),
  expiresAt: v.string(),
});
export type MyInvitation = v.InferOutput<typeof MyInvitationSchema>;
