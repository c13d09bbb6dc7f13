import { createApiClient, type ApiClient } from '@food-admin/api-client';
import type { AuthBackend } from '@/features/auth/auth-backend';
import { bootAwareFetch } from './boot-requests';
import { env } from './env';

/**
 * The app's API client: our host (same origin by default), the signed-in user's ID token, and the
 * answers boot.js fetched for the page's first requests (boot-requests.ts).
 */
export function createAppApi(authBackend: AuthBackend): ApiClient {
  const { url, key } = env.imageUpload;
  return createApiClient({
    baseURL: env.apiUrl,
    getIdToken: (forceRefresh) => authBackend.getIdToken(forceRefresh),
    fetch: bootAwareFetch,
    ...(url && key ? { imageUpload: { url, key } } : {}),
  });
}
