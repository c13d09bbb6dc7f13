import { describe, expect, it } from 'vitest';
import { changePasswordErrorMessage, PASSWORD_MESSAGES, resetRequestErrorMessage } from './password-errors';

const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('changePasswordErrorMessage', () => {
  it.each([
    ['auth/wrong-password', PASSWORD_MESSAGES.wrongCurrent],
    ['auth/invalid-credential', PASSWORD_MESSAGES.wrongCurrent],
    ['auth/invalid-login-credentials', PASSWORD_MESSAGES.wrongCurrent],
    ['auth/weak-password', 'Password must be at least 6 characters'],
    ['auth/password-does-not-meet-requirements', PASSWORD_MESSAGES.notAllowed],
    ['auth/requires-recent-login', PASSWORD_MESSAGES.signInAgain],
    ['auth/too-many-requests', PASSWORD_MESSAGES.tooMany],
    ['auth/network-request-failed', PASSWORD_MESSAGES.offline],
    ['auth/internal-error', 'Something went wrong. Please try again.'],
  ])('%s -> %s', (code, message) => {
    expect(changePasswordErrorMessage(providerError(code))).toBe(message);
  });

  it('falls back to the generic message for anything else', () => {
    expect(changePasswordErrorMessage(new Error('boom'))).toBe(PASSWORD_MESSAGES.generic);
  });
});

describe('resetRequestErrorMessage', () => {
  it.each(['auth/user-not-found', 'auth/missing-email', 'auth/internal-error', 'auth/user-disabled'])(
    '%s reads as sent (null): the screen never tells whether the account exists',
    (code) => {
      expect(resetRequestErrorMessage(providerError(code))).toBeNull();
    },
  );

  it('shows only what the user can act on', () => {
    expect(resetRequestErrorMessage(providerError('auth/network-request-failed'))).toBe(
      PASSWORD_MESSAGES.offline,
    );
    expect(resetRequestErrorMessage(providerError('auth/too-many-requests'))).toBe(PASSWORD_MESSAGES.tooMany);
    expect(resetRequestErrorMessage(providerError('auth/invalid-email'))).toBe('Email address is invalid');
    // import() of the reset code failed: offline.
    expect(resetRequestErrorMessage(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      PASSWORD_MESSAGES.offline,
    );
    expect(resetRequestErrorMessage(new Error('anything else'))).toBeNull();
  });
});
