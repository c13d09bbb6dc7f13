import * as v from 'valibot';
import { ApiTokenInputSchema, ApiTokenSchema, CreatedApiTokenSchema } from '../schemas/api-tokens';
import { PathIdSchema } from '../schemas/common';
import {
  InvitationInputSchema,
  InvitationSchema,
  MyInvitationSchema,
  PermissionSetInputSchema,
  PermissionSetSchema,
  PlatformStaffSchema,
  RestaurantTeamSchema,
  TeamMemberInputSchema,
  TeamMemberSchema,
  TeamMemberUpdateSchema,
} from '../schemas/team';
import { OWNED_SHOWN, UserAccessSchema } from '../schemas/user-access';
import { ANY_ROLE, STAFF } from './access';
import { MAX_API_TOKENS } from './api-tokens';
import { endpoint, type EndpointDefinition } from './endpoint';

/*
 * Teams, the platform's staff, invitations and people's API tokens (docs/api.md#team,
 * #api-tokens): their own part of the endpoint table, which the app loads only on the pages that
 * call it (contract/load.ts); contract.ts joins it to the rest for the server, the mocks and the
 * OpenAPI document.
 */

const idParams = v.object({ id: PathIdSchema('id') });
const memberParams = v.object({ id: PathIdSchema('id'), memberId: PathIdSchema('memberId') });
const invitationParams = v.object({ id: PathIdSchema('id'), invitationId: PathIdSchema('invitationId') });
const staffMemberParams = v.object({ memberId: PathIdSchema('memberId') });
const staffInvitationParams = v.object({ invitationId: PathIdSchema('invitationId') });
const userTokenParams = v.object({ id: PathIdSchema('id'), tokenId: PathIdSchema('tokenId') });

export const teamEndpoints = {
  team: {
    permissionSets: endpoint({
      method: 'GET',
      path: '/api/permission-sets',
      summary: "The permission sets, by name: the built-in ones and the admins' own",
      access: STAFF,
      response: { status: 200, schema: v.array(PermissionSetSchema) },
    }),
    createPermissionSet: endpoint({
      method: 'POST',
      path: '/api/permission-sets',
      summary: 'Add a permission set of permissions the caller holds platform-wide',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      body: PermissionSetInputSchema,
      response: { status: 201, schema: PermissionSetSchema },
      errors: [409],
    }),
    updatePermissionSet: endpoint({
      versioned: true,
      method: 'PUT',
      path: '/api/permission-sets/{id}',
      summary:
        "Change an admin's own set: the caller holds its permissions before and after, platform-wide; " +
        'who holds it has the new permissions at their next request',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: idParams,
      body: PermissionSetInputSchema,
      response: { status: 200, schema: PermissionSetSchema },
      errors: [404, 409],
    }),
    removePermissionSet: endpoint({
      versioned: true,
      method: 'DELETE',
      path: '/api/permission-sets/{id}',
      summary: "Delete an admin's own set that nobody holds or is invited with",
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: idParams,
      response: { status: 204 },
      errors: [404, 409],
    }),
    members: endpoint({
      method: 'GET',
      path: '/api/restaurants/{id}/members',
      summary: "A restaurant's owner and its members with their sets (who holds staff.manage on it)",
      access: STAFF,
      permission: { name: 'staff.manage', on: 'restaurant' },
      params: idParams,
      response: { status: 200, schema: RestaurantTeamSchema },
      errors: [404],
    }),
    addMember: endpoint({
      method: 'POST',
      path: '/api/restaurants/{id}/members',
      summary:
        'Give a restaurant account a permission set on the restaurant: only a set whose permissions ' +
        'the caller holds there, never to themselves',
      access: STAFF,
      permission: { name: 'staff.manage', on: 'restaurant' },
      params: idParams,
      body: TeamMemberInputSchema,
      response: { status: 201, schema: TeamMemberSchema },
      errors: [404, 409],
    }),
    changeMember: endpoint({
      method: 'PUT',
      path: '/api/restaurants/{id}/members/{memberId}',
      summary:
        "Change a member's set: the caller holds both sets' permissions there; the restaurant keeps " +
        'someone who manages its team',
      access: STAFF,
      permission: { name: 'staff.manage', on: 'restaurant' },
      params: memberParams,
      body: TeamMemberUpdateSchema,
      response: { status: 200, schema: TeamMemberSchema },
      errors: [404, 409],
    }),
    removeMember: endpoint({
      method: 'DELETE',
      path: '/api/restaurants/{id}/members/{memberId}',
      summary:
        "Take a member off the team: the caller holds their set's permissions there; the restaurant " +
        'keeps someone who manages its team',
      access: STAFF,
      permission: { name: 'staff.manage', on: 'restaurant' },
      params: memberParams,
      response: { status: 204 },
      errors: [404, 409],
    }),
  },
  invitations: {
    list: endpoint({
      method: 'GET',
      path: '/api/restaurants/{id}/invitations',
      summary: "A restaurant's open and expired invitations, newest first (who holds staff.manage on it)",
      access: STAFF,
      permission: { name: 'staff.manage', on: 'restaurant' },
      params: idParams,
      response: { status: 200, schema: v.array(InvitationSchema) },
      errors: [404],
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/restaurants/{id}/invitations',
      summary:
        'Invite an email to the team with a set the caller holds there; open for INVITATION_DAYS; a ' +
        'new invitation of the same email replaces the open one',
      access: STAFF,
      permission: { name: 'staff.manage', on: 'restaurant' },
      params: idParams,
      body: InvitationInputSchema,
      response: { status: 201, schema: InvitationSchema },
      errors: [404, 409],
    }),
    revoke: endpoint({
      method: 'DELETE',
      path: '/api/restaurants/{id}/invitations/{invitationId}',
      summary: 'Revoke an open invitation',
      access: STAFF,
      permission: { name: 'staff.manage', on: 'restaurant' },
      params: invitationParams,
      response: { status: 204 },
      errors: [404, 409],
    }),
    mine: endpoint({
      method: 'GET',
      path: '/api/invitations',
      summary: "The open invitations to the caller's email, once the identity provider has verified it",
      access: 'token',
      response: { status: 200, schema: v.array(MyInvitationSchema) },
    }),
    accept: endpoint({
      method: 'POST',
      path: '/api/invitations/{id}/accept',
      summary:
        "Join the team: the caller's verified email is the invitation's; a customer account becomes a " +
        'restaurant account',
      access: ANY_ROLE,
      params: idParams,
      response: { status: 200, schema: TeamMemberSchema },
      errors: [404, 409],
    }),
  },
  staff: {
    access: endpoint({
      method: 'GET',
      path: '/admin/users/{id}/access',
      summary:
        `What one person can do: their role, the restaurants they own (the first ${OWNED_SHOWN}, and ` +
        'how many) and their memberships with each set and its permissions; 404 for an id that is no account',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: idParams,
      response: { status: 200, schema: UserAccessSchema },
      errors: [404],
    }),
    list: endpoint({
      method: 'GET',
      path: '/api/staff',
      summary:
        "The platform's staff: its administrators (by their role) and the people holding a set " +
        'platform-wide, with their sets',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      response: { status: 200, schema: PlatformStaffSchema },
    }),
    add: endpoint({
      method: 'POST',
      path: '/api/staff',
      summary:
        'Give a restaurant account a permission set platform-wide: only a set whose permissions the ' +
        'caller holds platform-wide, never to themselves',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      body: TeamMemberInputSchema,
      response: { status: 201, schema: TeamMemberSchema },
      errors: [409],
    }),
    change: endpoint({
      method: 'PUT',
      path: '/api/staff/{memberId}',
      summary: "Change a platform member's set: the caller holds both sets' permissions platform-wide",
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: staffMemberParams,
      body: TeamMemberUpdateSchema,
      response: { status: 200, schema: TeamMemberSchema },
      errors: [404, 409],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/staff/{memberId}',
      summary: "Take a platform member's set away: the caller holds its permissions platform-wide",
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: staffMemberParams,
      response: { status: 204 },
      errors: [404, 409],
    }),
    invitations: endpoint({
      method: 'GET',
      path: '/api/staff/invitations',
      summary: "The platform's open and expired invitations, newest first",
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      response: { status: 200, schema: v.array(InvitationSchema) },
    }),
    invite: endpoint({
      method: 'POST',
      path: '/api/staff/invitations',
      summary:
        'Invite an email to the platform staff with a set the caller holds platform-wide; open for ' +
        'INVITATION_DAYS; a new invitation of the same email replaces the open one',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      body: InvitationInputSchema,
      response: { status: 201, schema: InvitationSchema },
      errors: [409],
    }),
    revokeInvitation: endpoint({
      method: 'DELETE',
      path: '/api/staff/invitations/{invitationId}',
      summary: 'Revoke an open invitation to the platform staff',
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: staffInvitationParams,
      response: { status: 204 },
      errors: [404],
    }),
  },
  apiTokens: {
    mine: endpoint({
      method: 'GET',
      path: '/api/tokens',
      summary:
        "The caller's own API tokens, newest first, live, expired and revoked alike (never their secrets)",
      access: STAFF,
      response: { status: 200, schema: v.array(ApiTokenSchema) },
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/tokens',
      summary:
        'Make an API token of permissions the caller holds somewhere; its secret is in this answer only. ' +
        `At most ${MAX_API_TOKENS} live tokens per person; a signed-in person only (not a token)`,
      access: STAFF,
      body: ApiTokenInputSchema,
      response: { status: 201, schema: CreatedApiTokenSchema },
      errors: [409],
    }),
    revoke: endpoint({
      method: 'DELETE',
      path: '/api/tokens/{id}',
      summary:
        "Revoke one of the caller's own tokens: refused from the next request on; 404 for anyone else's",
      access: STAFF,
      params: idParams,
      response: { status: 204 },
      errors: [404],
    }),
    ofUser: endpoint({
      method: 'GET',
      path: '/admin/users/{id}/tokens',
      summary:
        "One person's API tokens, newest first (never their secrets); 404 for an id that is no account",
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: idParams,
      response: { status: 200, schema: v.array(ApiTokenSchema) },
      errors: [404],
    }),
    revokeOfUser: endpoint({
      method: 'DELETE',
      path: '/admin/users/{id}/tokens/{tokenId}',
      summary: "Revoke one person's API token; 404 unless the token is theirs",
      access: STAFF,
      permission: { name: 'users.manage', on: 'platform' },
      params: userTokenParams,
      response: { status: 204 },
      errors: [404],
    }),
  },
} as const satisfies Record<string, Record<string, EndpointDefinition>>;
