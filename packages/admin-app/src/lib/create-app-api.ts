import { createApiClient, type ApiClient, type ApiClientOptions } from '@food-admin/api-client';
import type { AuthBackend } from '@/lib/auth/auth-backend';
import { env } from './env';

/**
 * How the API client speaks for the signed-in user: their ID token, and when the API refuses the
 * session even with a refreshed token (revoked, disabled), a sign-out, so the guards send the user
 * to sign in again and back to the page (docs/requirements.md#req-states-session-ended).
 */
export function sessionOptions(
  authBackend: AuthBackend,
): Pick<ApiClientOptions, 'getIdToken' | 'onSessionRefused'> {
  return {
    getIdToken: (forceRefresh) => authBackend.getIdToken(forceRefresh),
    onSessionRefused: () => void authBackend.signOut().catch(() => undefined),
  };
}

/** The app's API client: our host (same origin by default), the signed-in user's ID token. */
export function createAppApi(authBackend: AuthBackend): ApiClient {
  const { url, key } = env.imageUpload;
  return createApiClient({
    baseURL: env.apiUrl,
    ...sessionOptions(authBackend),
    ...(url && key ? { imageUpload: { url, key } } : {}),
  });
}
