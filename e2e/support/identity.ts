// Talks to the Auth Emulator's REST API directly: ID tokens for API calls made by the tests
// themselves (arranging data, reading the truth to compare the screens with).
import { AUTH_EMULATOR_URL, FIREBASE_API_KEY } from './env';

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

export function signUpWithPassword(email: string, password: string): Promise<EmulatorSignIn> {
  return identityToolkit('signUp', { email, password, returnSecureToken: true });
}

/** A unique address per call, so tests never collide with each other or with a previous run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}
