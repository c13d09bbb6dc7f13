// The API tokens' reads (docs/api.md#api-tokens), shared by the screens and the route's loader (same
// options, same cache entry): the signed-in person's own tokens, and one person's for an admin.
import type { ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';

/** The signed-in person's tokens, newest first, live, expired and revoked alike (never their secrets). */
export const myApiTokensQuery = (api: ApiClient) => apiQuery(api, 'apiTokens.mine');

/** One person's tokens, newest first, for whoever holds users.manage platform-wide. */
export const userApiTokensQuery = (api: ApiClient, userId: number) =>
  apiQuery(api, 'apiTokens.ofUser', { params: { id: userId } });
