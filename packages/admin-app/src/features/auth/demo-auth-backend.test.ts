import { describe, expect, it } from 'vitest';
import { createDemoAuthBackend } from './demo-auth-backend';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('the demo identity provider (VITE_USE_MOCKS=1)', () => {
  it('has password accounts', async () => {
    const backend = createDemoAuthBackend();
    const user = await new Promise((resolve) => backend.onUserChanged(resolve));
    expect(user).toMatchObject({ uid: 'demo-admin', hasPassword: true });
  });

  it('changes the password only with the current one, and only to one of 6 characters or more', async () => {
    const backend = createDemoAuthBackend();
    expect(await codeOf(backend.changePassword('wrong', 'new-secret'))).toBe('auth/wrong-password');
    expect(await codeOf(backend.changePassword('admin123', '123'))).toBe('auth/weak-password');
    await backend.changePassword('admin123', 'new-secret');

    await backend.signOut();
    expect(await codeOf(backend.signInWithEmail('admin@demo.food', 'admin123', false))).toBe(
      'auth/wrong-password',
    );
    await expect(backend.signInWithEmail('admin@demo.food', 'new-secret', false)).resolves.toMatchObject({
      uid: 'demo-admin',
    });
    // Another backend (a reload) starts from the documented passwords again.
    const fresh = createDemoAuthBackend(null);
    await expect(fresh.signInWithEmail('admin@demo.food', 'admin123', false)).resolves.toBeTruthy();
  });

  it('accepts a reset request for any address without telling which exist', async () => {
    const backend = createDemoAuthBackend(null);
    await expect(backend.sendPasswordReset('admin@demo.food')).resolves.toBeUndefined();
    await expect(backend.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
  });

  it('refuses a password change when nobody is signed in', async () => {
    const backend = createDemoAuthBackend(null);
    expect(await codeOf(backend.changePassword('admin123', 'new-secret'))).toBe('auth/no-current-user');
  });
});
