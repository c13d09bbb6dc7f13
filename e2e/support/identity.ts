// Talks to the Auth Emulator's REST API directly: ID tokens for API calls made by the tests
// themselves (arranging data, reading the truth to compare the screens with).
import { AUTH_EMULATOR_URL, FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from './env';

type EmulatorSignIn = { idToken: string; localId: string };

async function identityToolkit(method: string, body: Record<string, unknown>): Promise<EmulatorSignIn> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${FIREBASE_API_KEY}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok)
    throw new Error(`emulator ${method} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as EmulatorSignIn;
}

export function signInWithPassword(email: string, password: string): Promise<EmulatorSignIn> {
  return identityToolkit('signInWithPassword', { email, password, returnSecureToken: true });
}

/**
 * A new account, signed in. The token comes from a sign-in after the sign-up: the emulator stamps
 * a sign-up's sign-in time before its revocation time (validSince), so when a second ends between
 * the two the sign-up's own token counts as revoked once the API looks the account up.
 */
export async function signUpWithPassword(email: string, password: string): Promise<EmulatorSignIn> {
  await identityToolkit('signUp', { email, password, returnSecureToken: true });
  return signInWithPassword(email, password);
}

/** A unique address per call, so tests never collide with each other or with a previous run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/**
 * Revokes every session of the account signed in before now, as the Firebase console's "revoke
 * refresh tokens" does (the emulator's admin call, `Bearer owner`). The API server notices within
 * ACCOUNT_LOOKUP_INTERVAL_MS + SESSION_CHECK_INTERVAL_MS (its session watch, docs/operations.md#revocation).
 */
export async function revokeSessions(localId: string): Promise<void> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, validSince: String(Math.floor(Date.now() / 1000)) }),
    },
  );
  if (!response.ok)
    throw new Error(`emulator revocation answered ${response.status}: ${await response.text()}`);
}

/**
 * Marks the account's email as verified, as following the link of a verification email does (the
 * emulator's admin call, `Bearer owner`); tokens issued after it carry `email_verified`.
 */
export async function verifyEmail(localId: string): Promise<void> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  if (!response.ok)
    throw new Error(`emulator verification answered ${response.status}: ${await response.text()}`);
}
