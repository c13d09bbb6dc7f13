// The team pages' reads, shared by the screens and their routes' loaders (same options, same cache
// entry): a restaurant's team and the platform's staff (./team-scope.ts).
import type { QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import type { TeamScope } from './team-scope';

/** A restaurant's owner and its members with their permission sets (docs/api.md#team). */
export const teamQuery = (api: ApiClient, restaurantId: number) =>
  apiQuery(api, 'team.members', { params: { id: restaurantId } });

/** A restaurant's open invitations, newest first, each PENDING or EXPIRED (docs/api.md#invitations). */
export const invitationsQuery = (api: ApiClient, restaurantId: number) =>
  apiQuery(api, 'invitations.list', { params: { id: restaurantId } });

/** The platform's administrators and the people holding a set platform-wide (docs/api.md#staff). */
export const staffQuery = (api: ApiClient) => apiQuery(api, 'staff.list');

/** The platform's open invitations, newest first, each PENDING or EXPIRED. */
export const staffInvitationsQuery = (api: ApiClient) => apiQuery(api, 'staff.invitations');

/** Every permission set, by name: the pickers offer those the caller may give (./permission-sets.ts). */
export const permissionSetsQuery = (api: ApiClient) => apiQuery(api, 'team.permissionSets');

/** The open invitations of the scope's team. */
export const scopeInvitationsQuery = (api: ApiClient, scope: TeamScope) =>
  scope.kind === 'platform' ? staffInvitationsQuery(api) : invitationsQuery(api, scope.restaurant.id);

/** The cache entry of the scope's members (a team or the staff: both carry `members`). */
export const scopeMembersKey = (api: ApiClient, scope: TeamScope): QueryKey =>
  scope.kind === 'platform' ? staffQuery(api).queryKey : teamQuery(api, scope.restaurant.id).queryKey;
