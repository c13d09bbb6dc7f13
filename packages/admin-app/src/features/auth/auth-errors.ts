// Every auth error message, exactly (docs/requirements.md#req-errors). Pure functions so they are unit-tested alone.
import { isApiError } from '@food-admin/api-client';

export const AUTH_MESSAGES = {
  credentials: 'Login failed. Please check your credentials.',
  invalidEmail: 'Email address is invalid',
  emailExists: 'Email already exists',
  generic: 'Something went wrong. Please try again.',
  incorrectPassword: 'Incorrect password. Please try again.',
  emailNotFound: 'No account found with this email.',
  userDisabled: 'This account has been disabled.',
  unexpected: 'Login failed due to an unexpected error.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
} as const;

/**
 * The server's 429 (its auth budget is spent, docs/requirements.md#req-rate-limits) says when to
 * try again; telling the user their credentials failed would send them retrying into the wall.
 */
export function tooManyAttemptsMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  return seconds === undefined
    ? 'Too many attempts, try again in a minute'
    : `Too many attempts, try again in ${Math.max(1, seconds)} s`;
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
export function firebaseErrorMessage(code: string): string {
  if (CREDENTIAL_CODES.has(code)) return AUTH_MESSAGES.credentials;
  if (code === 'auth/invalid-email') return AUTH_MESSAGES.invalidEmail;
  if (EMAIL_EXISTS_CODES.has(code)) return AUTH_MESSAGES.emailExists;
  return AUTH_MESSAGES.generic;
}

/** Backend login error `message` -> user message. */
export function backendLoginErrorMessage(message: string): string {
  switch (message) {
    case 'INVALID_PASSWORD':
      return AUTH_MESSAGES.incorrectPassword;
    case 'EMAIL_NOT_FOUND':
      return AUTH_MESSAGES.emailNotFound;
    case 'USER_DISABLED':
      return AUTH_MESSAGES.userDisabled;
    default:
      return AUTH_MESSAGES.credentials;
  }
}

/** Any failure of a sign-in (email or Google) -> the message shown above the form. */
export function loginErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  if (code) return firebaseErrorMessage(code);
  const tooMany = tooManyAttemptsMessage(error);
  if (tooMany) return tooMany;
  if (isApiError(error)) {
    // No usable answer from the backend (unreachable, or a reply we cannot read).
    if (error.isNetworkError || error.isSchemaError) return AUTH_MESSAGES.unexpected;
    return backendLoginErrorMessage(error.message);
  }
  if (error instanceof Error) return AUTH_MESSAGES.unexpected;
  return AUTH_MESSAGES.loginFailed;
}

/** Any failure of a sign-up -> the message shown above the form. */
export function registrationErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  if (code) return firebaseErrorMessage(code);
  const tooMany = tooManyAttemptsMessage(error);
  if (tooMany) return tooMany;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return AUTH_MESSAGES.registrationFailed;
}
