import { describe, expect, it } from 'vitest';
import { changePasswordErrorMessage, resetRequestErrorMessage } from './password-errors';

const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('changePasswordErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'The current password is incorrect.'],
    ['auth/invalid-credential', 'The current password is incorrect.'],
    ['auth/invalid-login-credentials', 'The current password is incorrect.'],
    ['auth/weak-password', 'Password must be at least 6 characters'],
    [
      'auth/password-does-not-meet-requirements',
      'The new password does not meet the password rules of this site.',
    ],
    [
      'auth/requires-recent-login',
      'For your security, sign out and sign in again, then change your password.',
    ],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    [
      'auth/network-request-failed',
      'Could not reach the sign-in service. Check your connection and try again.',
    ],
    ['auth/internal-error', 'Something went wrong. Please try again.'],
  ])('%s -> %s', (code, message) => {
    expect(changePasswordErrorMessage(providerError(code))).toBe(message);
  });

  it('falls back to the generic message for anything else', () => {
    expect(changePasswordErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
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
      'Could not reach the sign-in service. Check your connection and try again.',
    );
    expect(resetRequestErrorMessage(providerError('auth/too-many-requests'))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(resetRequestErrorMessage(providerError('auth/invalid-email'))).toBe('Email address is invalid');
    // import() of the reset code failed: offline.
    expect(resetRequestErrorMessage(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      'Could not reach the sign-in service. Check your connection and try again.',
    );
    expect(resetRequestErrorMessage(new Error('anything else'))).toBeNull();
  });
});
