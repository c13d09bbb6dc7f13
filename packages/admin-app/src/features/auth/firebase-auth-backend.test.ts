import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { fakeAuth } from '@/test/fake-firebase-auth';
import type { IdentityUser } from '@/lib/auth/auth-backend';
import { createFirebaseAuthBackend, PROVIDER_AT_LATEST_MS } from './firebase-auth-backend';
import { createFirebaseProvider } from './firebase-provider';
import { persistedUserKey } from '@/boot/persisted-session';

const HOUR = 3_600_000;
const account = { uid: 'uid-ada', email: 'ada@example.com', displayName: 'Ada Lovelace' };

/** Firebase's stored record of a signed-in user (UserImpl's JSON), token valid for `validFor` ms. */
const record = (validFor = HOUR) => ({
  ...account,
  providerData: [{ providerId: 'password', uid: account.email }],
  stsTokenManager: {
    refreshToken: 'refresh',
    accessToken: 'stored-token',
    expirationTime: Date.now() + validFor,
  },
  apiKey: env.firebase.apiKey,
  appName: '[DEFAULT]',
});

/** Holds Firebase's restore (its question to the provider) until `release()`. */
function holdRestore() {
  let release!: () => void;
  fakeAuth.restoring = new Promise<void>((resolve) => (release = resolve));
  return () => {
    fakeAuth.restoring = null;
    release();
  };
}

/** Firebase's code, already here (the app's loader imports it on demand). */
const firebaseNow = async () => createFirebaseProvider();

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fakeAuth.reset();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  fakeAuth.reset();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the Firebase backend while Firebase restores the session', () => {
  const store = (validFor = HOUR) =>
    sessionStorage.setItem(persistedUserKey(env.firebase.apiKey), JSON.stringify(record(validFor)));

  /**
   * A backend restoring a session whose Firebase is loaded (as once the page's data show) but
   * whose restore is held back, and the users it has reported so far.
   */
  function startHeld() {
    const release = holdRestore();
    const backend = createFirebaseAuthBackend({ restoring: true, loadProvider: firebaseNow });
    const told: (IdentityUser | null)[] = [];
    const stop = backend.onUserChanged((user) => told.push(user));
    backend.loadProvider?.();
    return { backend, told, release, stop };
  }

  it('reports the stored user and lends the stored token before Firebase answers; Firebase then takes over', async () => {
    store();
    fakeAuth.signInAs(account);
    const { backend, told, release, stop } = startHeld();
    await settle();
    expect(told).toEqual([{ ...account, hasPassword: true }]);
    expect(await backend.getIdToken()).toBe('stored-token');

    release();
    await settle();
    // The same user: nothing new to report. Tokens are Firebase's from now on.
    expect(told).toHaveLength(1);
    expect(await backend.getIdToken()).toBe(`token-${account.uid}`);
    stop();
  });

  it('reports the end of the session when Firebase finds the account gone', async () => {
    store();
    const { backend, told, release, stop } = startHeld();
    await settle();
    release();
    await settle();
    expect(told.map((user) => user?.uid ?? null)).toEqual([account.uid, null]);
    expect(await backend.getIdToken()).toBeNull();
    stop();
  });

  it('waits for Firebase for a token near its end, and for a forced refresh', async () => {
    store(30_000);
    fakeAuth.signInAs(account);
    const { backend, release, stop } = startHeld();
    let token: string | null | undefined;
    void backend.getIdToken().then((value) => (token = value));
    let forced: string | null | undefined;
    void backend.getIdToken(true).then((value) => (forced = value));
    await settle();
    expect([token, forced]).toEqual([undefined, undefined]);
    release();
    await settle();
    expect([token, forced]).toEqual([`token-${account.uid}`, `token-${account.uid}`]);
    stop();
  });

  it('reports only Firebase when there is no stored record', async () => {
    fakeAuth.signInAs(account);
    const { told, release, stop } = startHeld();
    await settle();
    expect(told).toEqual([]);
    release();
    await settle();
    expect(told.map((user) => user?.uid)).toEqual([account.uid]);
    stop();
  });
});

describe('Firebase’s code for a restored session', () => {
  const store = () => sessionStorage.setItem(persistedUserKey(env.firebase.apiKey), JSON.stringify(record()));

  /** A backend whose Firebase is the fake one, loaded through a counted loader. */
  function startCounting(restoring: boolean) {
    let loads = 0;
    const backend = createFirebaseAuthBackend({
      restoring,
      loadProvider: () => {
        loads += 1;
        return firebaseNow();
      },
    });
    return { backend, loads: () => loads };
  }

  it('is not loaded while the stored record stands in: the page asks for it, or it comes 5 s later', async () => {
    vi.useFakeTimers();
    try {
      store();
      fakeAuth.signInAs(account);
      const { backend, loads } = startCounting(true);
      const told: (IdentityUser | null)[] = [];
      const stop = backend.onUserChanged((user) => told.push(user));
      await vi.advanceTimersByTimeAsync(0);
      expect(told.map((user) => user?.uid)).toEqual([account.uid]);
      expect(await backend.getIdToken()).toBe('stored-token');
      expect(loads()).toBe(0);
      await vi.advanceTimersByTimeAsync(PROVIDER_AT_LATEST_MS - 1);
      expect(loads()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(loads()).toBe(1);
      // Firebase, once loaded, restores the same user: nothing new is reported.
      await vi.advanceTimersByTimeAsync(0);
      expect(told).toHaveLength(1);
      backend.loadProvider?.();
      expect(loads()).toBe(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is loaded when the page asks for it, and by any action that needs Firebase', async () => {
    store();
    fakeAuth.signInAs(account);
    const asked = startCounting(true);
    await settle();
    expect(asked.loads()).toBe(0);
    asked.backend.loadProvider?.();
    expect(asked.loads()).toBe(1);

    const signingOut = startCounting(true);
    await settle();
    expect(signingOut.loads()).toBe(0);
    await signingOut.backend.signOut();
    expect(signingOut.loads()).toBe(1);
    expect(fakeAuth.currentUser).toBeNull();
  });

  it('is loaded at once for a visitor, and for a session with no stored record to stand in', async () => {
    expect(startCounting(false).loads()).toBe(1);
    const unrecorded = startCounting(true);
    await settle();
    expect(unrecorded.loads()).toBe(1);
  });

  it('lets a password change made before Firebase has restored its user wait for it', async () => {
    store();
    fakeAuth.addAccount({ ...account, password: 'old-secret' });
    fakeAuth.signInAs(account);
    const release = holdRestore();
    const { backend } = startCounting(true);
    await settle();
    let changed = false;
    const change = backend.changePassword('old-secret', 'new-secret').then(() => (changed = true));
    await settle();
    expect(changed).toBe(false);
    release();
    await change;
    expect(fakeAuth.accounts.get(account.email)?.password).toBe('new-secret');
  });

  it('is asked for again after a failed load (offline)', async () => {
    let attempts = 0;
    const backend = createFirebaseAuthBackend({
      restoring: false,
      loadProvider: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
        return firebaseNow();
      },
    });
    await settle();
    fakeAuth.signInAs(account);
    expect(await backend.getIdToken()).toBe(`token-${account.uid}`);
    expect(attempts).toBe(2);
  });
});
