// The messages of the password screens: Change password (profile) and Forgot password? (/login).
// Kept apart from auth-errors.ts, which the sign-in page loads up front; both screens load lazily.
import { AUTH_MESSAGES, firebaseErrorCode } from './auth-errors';

export const PASSWORD_MESSAGES = {
  /** Said after every reset request that reached the provider: it never tells whether the account exists. */
  resetSent: 'If an account exists for that email, we sent a link to reset the password.',
  passwordChanged: 'Password changed',
  wrongCurrent: 'The current password is incorrect.',
  weak: 'Password must be at least 6 characters',
  notAllowed: 'The new password does not meet the password rules of this site.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  offline: 'Could not reach the sign-in service. Check your connection and try again.',
  signInAgain: 'For your security, sign out and sign in again, then change your password.',
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  generic: AUTH_MESSAGES.generic,
} as const;

const WRONG_PASSWORD_CODES = new Set([
  'auth/wrong-password',
  // With email enumeration protection (the default since 2023) Firebase reports a wrong password as these.
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** Failures any password call can meet: throttled, or no connection to the provider. */
function transportMessage(code: string | null): string | null {
  if (code === 'auth/too-many-requests') return PASSWORD_MESSAGES.tooMany;
  if (code === 'auth/network-request-failed') return PASSWORD_MESSAGES.offline;
  return null;
}

/** A failed Change password -> the message shown above its button. */
export function changePasswordErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  if (code && WRONG_PASSWORD_CODES.has(code)) return PASSWORD_MESSAGES.wrongCurrent;
  if (code === 'auth/weak-password') return PASSWORD_MESSAGES.weak;
  if (code === 'auth/password-does-not-meet-requirements') return PASSWORD_MESSAGES.notAllowed;
  if (code === 'auth/requires-recent-login' || code === 'auth/user-token-expired') {
    return PASSWORD_MESSAGES.signInAgain;
  }
  return transportMessage(code) ?? PASSWORD_MESSAGES.generic;
}

/**
 * A failed reset request -> the message to show, or null when the screen must say "sent" anyway.
 * Only failures the user can act on are shown (offline, throttled, a malformed address); anything
 * else, an unknown account above all, reads as sent, so the form never reveals who has an account.
 */
export function resetRequestErrorMessage(error: unknown): string | null {
  const code = firebaseErrorCode(error);
  // No provider code: loading the password code itself failed (import() rejects with a TypeError offline).
  if (code === null) return error instanceof TypeError ? PASSWORD_MESSAGES.offline : null;
  if (code === 'auth/invalid-email') return PASSWORD_MESSAGES.invalidEmail;
  return transportMessage(code);
}
