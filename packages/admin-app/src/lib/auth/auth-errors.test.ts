import { describe, expect, it } from 'vitest';
import { ApiError } from '@food-admin/api-client';
import {
  backendLoginErrorMessage,
  firebaseErrorCode,
  firebaseErrorMessage,
  loginErrorMessage,
  registrationErrorMessage,
} from './auth-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('firebaseErrorMessage (identity-provider errors)', () => {
  // docs/requirements.md#req-errors-auth
  it.each([
    ['auth/user-not-found', 'Login failed. Please check your credentials.'],
    ['auth/wrong-password', 'Login failed. Please check your credentials.'],
    ['auth/invalid-credential', 'Login failed. Please check your credentials.'],
    ['auth/invalid-email', 'Email address is invalid'],
    ['auth/email-already-exists', 'Email already exists'],
    ['auth/email-already-in-use', 'Email already exists'],
    ['auth/too-many-requests', 'Something went wrong. Please try again.'],
    ['auth/network-request-failed', 'Something went wrong. Please try again.'],
  ])('%s -> %s', (code, message) => {
    expect(firebaseErrorMessage(code)).toBe(message);
  });
});

describe('backendLoginErrorMessage (backend login errors)', () => {
  // docs/requirements.md#req-errors-login
  it.each([
    ['INVALID_PASSWORD', 'Incorrect password. Please try again.'],
    ['EMAIL_NOT_FOUND', 'No account found with this email.'],
    ['USER_DISABLED', 'This account has been disabled.'],
    ['User not found', 'Login failed. Please check your credentials.'],
    ['', 'Login failed. Please check your credentials.'],
  ])('%j -> %s', (message, expected) => {
    expect(backendLoginErrorMessage(message)).toBe(expected);
  });
});

describe('loginErrorMessage', () => {
  it('maps Firebase errors by code', () => {
    expect(loginErrorMessage(firebaseError('auth/wrong-password'))).toBe(
      'Login failed. Please check your credentials.',
    );
    expect(loginErrorMessage(firebaseError('auth/invalid-email'))).toBe('Email address is invalid');
  });

  it('maps backend errors by message', () => {
    expect(loginErrorMessage(new ApiError({ status: 401, message: 'INVALID_PASSWORD' }))).toBe(
      'Incorrect password. Please try again.',
    );
    expect(loginErrorMessage(new ApiError({ status: 404, message: 'EMAIL_NOT_FOUND' }))).toBe(
      'No account found with this email.',
    );
    expect(loginErrorMessage(new ApiError({ status: 403, message: 'USER_DISABLED' }))).toBe(
      'This account has been disabled.',
    );
    expect(loginErrorMessage(new ApiError({ status: 404, message: 'User not found' }))).toBe(
      'Login failed. Please check your credentials.',
    );
  });

  it('treats unreadable failures as unexpected', () => {
    expect(loginErrorMessage(ApiError.network(new TypeError('fetch failed')))).toBe(
      'Login failed due to an unexpected error.',
    );
    expect(loginErrorMessage(new ApiError({ status: 200, message: 'bad shape', isSchemaError: true }))).toBe(
      'Login failed due to an unexpected error.',
    );
    expect(loginErrorMessage(new SyntaxError('Unexpected token < in JSON'))).toBe(
      'Login failed due to an unexpected error.',
    );
  });

  it('falls back to "Login failed" for anything that is not an error', () => {
    expect(loginErrorMessage('nope')).toBe('Login failed');
    expect(loginErrorMessage(undefined)).toBe('Login failed');
  });
});

describe('registrationErrorMessage', () => {
  it('shows the backend message', () => {
    expect(
      registrationErrorMessage(
        new ApiError({ status: 409, message: 'A user with this email already exists' }),
      ),
    ).toBe('A user with this email already exists');
  });

  it('maps identity-provider codes', () => {
    expect(registrationErrorMessage(firebaseError('auth/email-already-in-use'))).toBe('Email already exists');
  });

  it("falls back to 'Registration failed' without a message", () => {
    expect(registrationErrorMessage(new Error(''))).toBe('Registration failed');
    expect(registrationErrorMessage(null)).toBe('Registration failed');
  });
});

describe('a spent auth budget (429)', () => {
  const tooMany = (retryAfterSeconds?: number) =>
    new ApiError({
      status: 429,
      message: 'Too many requests, please try again in 42 seconds',
      retryAfterSeconds,
    });

  it('says when to try again on sign-in and sign-up, never that the credentials failed', () => {
    expect(loginErrorMessage(tooMany(42))).toBe('Too many attempts, try again in 42 s');
    expect(registrationErrorMessage(tooMany(42))).toBe('Too many attempts, try again in 42 s');
    expect(loginErrorMessage(tooMany(0))).toBe('Too many attempts, try again in 1 s');
  });

  it('still says something useful without Retry-After', () => {
    expect(loginErrorMessage(tooMany())).toBe('Too many attempts, try again in a minute');
  });
});

describe('firebaseErrorCode', () => {
  it('reads auth/ codes only', () => {
    expect(firebaseErrorCode(firebaseError('auth/invalid-email'))).toBe('auth/invalid-email');
    expect(firebaseErrorCode({ code: 'ECONNRESET' })).toBeNull();
    expect(firebaseErrorCode(null)).toBeNull();
  });
});
