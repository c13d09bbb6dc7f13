import { createApiClient, type ApiClient } from '@food-admin/api-client';
import type { AuthBackend } from '@/lib/auth/auth-backend';
import { env } from './env';

/** The app's API client: our host (same origin by default), the signed-in user's ID token. */
export function createAppApi(authBackend: AuthBackend): ApiClient {
  const { url, key } = env.imageUpload;
  return createApiClient({
    baseURL: env.apiUrl,
    getIdToken: (forceRefresh) => authBackend.getIdToken(forceRefresh),
    ...(url && key ? { imageUpload: { url, key } } : {}),
  });
}
