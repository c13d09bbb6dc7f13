// The team page's reads, shared by the screen and its route's loader (same options, same cache entry).
import type { ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';

/** A restaurant's owner and its members with their permission sets (docs/api.md#team). */
export const teamQuery = (api: ApiClient, restaurantId: number) =>
  apiQuery(api, 'team.members', { params: { id: restaurantId } });

/** A restaurant's open invitations, newest first, each PENDING or EXPIRED (docs/api.md#invitations). */
export const invitationsQuery = (api: ApiClient, restaurantId: number) =>
  apiQuery(api, 'invitations.list', { params: { id: restaurantId } });

/** Every permission set, by name: the pickers offer those the caller may give (./givable-sets.ts). */
export const permissionSetsQuery = (api: ApiClient) => apiQuery(api, 'team.permissionSets');
