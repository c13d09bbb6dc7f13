// Every auth error message, exactly (docs/requirements.md#req-errors). Pure functions so they are
// unit-tested alone: each takes the screen's `t` and speaks English without one.
import { isApiError } from '@food-admin/api-client';
import { createI18n, ENGLISH, translator, type Translate } from '@/i18n/catalog';
import { messages } from '@/i18n/compiled/en/auth';

export type AuthTranslate = Translate<keyof typeof messages>;

const english: AuthTranslate = translator(createI18n(ENGLISH), messages);

/**
 * The server's 429 (its auth budget is spent, docs/requirements.md#req-rate-limits) says when to
 * try again; telling the user their credentials failed would send them retrying into the wall.
 */
export function tooManyAttemptsMessage(error: unknown, t: AuthTranslate = english): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  return seconds === undefined
    ? t('auth.error.tooManySoon')
    : t('auth.error.tooManyIn', { seconds: Math.max(1, seconds) });
}

/** The `code` of a Firebase Auth error (`auth/...`), or null for anything else. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

const CREDENTIAL_CODES = new Set([
  'auth/user-not-found',
  'auth/wrong-password',
  // With email enumeration protection (the default since 2023) Firebase reports both cases as these.
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** 'auth/email-already-in-use' is the web SDK's name for email-already-exists (docs/requirements.md#req-errors-auth). */
const EMAIL_EXISTS_CODES = new Set(['auth/email-already-exists', 'auth/email-already-in-use']);

/** Identity-provider error code -> user message. */
export function firebaseErrorMessage(code: string, t: AuthTranslate = english): string {
  if (CREDENTIAL_CODES.has(code)) return t('auth.error.credentials');
  if (code === 'auth/invalid-email') return t('auth.error.invalidEmail');
  if (EMAIL_EXISTS_CODES.has(code)) return t('auth.error.emailExists');
  return t('auth.error.generic');
}

/** Backend login error `message` -> user message. */
export function backendLoginErrorMessage(message: string, t: AuthTranslate = english): string {
  switch (message) {
    case 'INVALID_PASSWORD':
      return t('auth.error.incorrectPassword');
    case 'EMAIL_NOT_FOUND':
      return t('auth.error.emailNotFound');
    case 'USER_DISABLED':
      return t('auth.error.userDisabled');
    default:
      return t('auth.error.credentials');
  }
}

/** Any failure of a sign-in (email or Google) -> the message shown above the form. */
export function loginErrorMessage(error: unknown, t: AuthTranslate = english): string {
  const code = firebaseErrorCode(error);
  if (code) return firebaseErrorMessage(code, t);
  const tooMany = tooManyAttemptsMessage(error, t);
  if (tooMany) return tooMany;
  if (isApiError(error)) {
    // No usable answer from the backend (unreachable, or a reply we cannot read).
    if (error.isNetworkError || error.isSchemaError) return t('auth.error.unexpected');
    return backendLoginErrorMessage(error.message, t);
  }
  if (error instanceof Error) return t('auth.error.unexpected');
  return t('auth.error.loginFailed');
}

/** Any failure of a sign-up -> the message shown above the form. */
export function registrationErrorMessage(error: unknown, t: AuthTranslate = english): string {
  const code = firebaseErrorCode(error);
  if (code) return firebaseErrorMessage(code, t);
  const tooMany = tooManyAttemptsMessage(error, t);
  if (tooMany) return tooMany;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return t('auth.error.registrationFailed');
}
