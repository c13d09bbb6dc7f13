// The messages of the password screens: Change password (profile) and Forgot password? (/login).
// Kept apart from auth-errors.ts, which the sign-in page loads up front; both screens load lazily,
// and so do their texts (the `password` namespace). Each function takes the screen's `t` and speaks
// English without one.
import { createI18n, ENGLISH, translator, type Translate } from '@/i18n/catalog';
import { messages } from '@/i18n/compiled/en/password';
import { firebaseErrorCode } from './auth-errors';

export type PasswordTranslate = Translate<keyof typeof messages>;

const english: PasswordTranslate = translator(createI18n(ENGLISH), messages);

const WRONG_PASSWORD_CODES = new Set([
  'auth/wrong-password',
  // With email enumeration protection (the default since 2023) Firebase reports a wrong password as these.
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** Failures any password call can meet: throttled, or no connection to the provider. */
function transportMessage(code: string | null, t: PasswordTranslate): string | null {
  if (code === 'auth/too-many-requests') return t('password.tooMany');
  if (code === 'auth/network-request-failed') return t('password.offline');
  return null;
}

/** A failed Change password -> the message shown above its button. */
export function changePasswordErrorMessage(error: unknown, t: PasswordTranslate = english): string {
  const code = firebaseErrorCode(error);
  if (code && WRONG_PASSWORD_CODES.has(code)) return t('password.wrongCurrent');
  if (code === 'auth/weak-password') return t('password.weak');
  if (code === 'auth/password-does-not-meet-requirements') return t('password.notAllowed');
  if (code === 'auth/requires-recent-login' || code === 'auth/user-token-expired') {
    return t('password.signInAgain');
  }
  return transportMessage(code, t) ?? t('password.generic');
}

/**
 * A failed reset request -> the message to show, or null when the screen must say "sent" anyway.
 * Only failures the user can act on are shown (offline, throttled, a malformed address); anything
 * else, an unknown account above all, reads as sent, so the form never reveals who has an account.
 */
export function resetRequestErrorMessage(error: unknown, t: PasswordTranslate = english): string | null {
  const code = firebaseErrorCode(error);
  // No provider code: loading the password code itself failed (import() rejects with a TypeError offline).
  if (code === null) return error instanceof TypeError ? t('password.offline') : null;
  if (code === 'auth/invalid-email') return t('password.invalidEmail');
  return transportMessage(code, t);
}
