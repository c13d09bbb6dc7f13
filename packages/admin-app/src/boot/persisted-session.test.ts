import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { persistedUserKey, readPersistedSession, sessionFromRecord } from './persisted-session';

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

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('Firebase’s stored session', () => {
  it('reads the user and a token with time left from the record, and nothing from anything else', () => {
    expect(sessionFromRecord(record())).toEqual({
      user: { ...account, hasPassword: true },
      idToken: 'stored-token',
    });
    // A token within a minute of its end is left to Firebase to refresh; the user still counts.
    expect(sessionFromRecord(record(30_000))?.idToken).toBeNull();
    expect(sessionFromRecord(record(-HOUR))?.idToken).toBeNull();
    for (const junk of [null, 'text', {}, { uid: '' }, { uid: 3 }])
      expect(sessionFromRecord(junk)).toBeNull();
  });

  it('is found where Firebase keeps it: localStorage, or sessionStorage for a tab-only session', async () => {
    const key = persistedUserKey(env.firebase.apiKey);
    expect(await readPersistedSession(env.firebase.apiKey)).toBeNull();
    sessionStorage.setItem(key, JSON.stringify(record()));
    expect((await readPersistedSession(env.firebase.apiKey))?.user.uid).toBe(account.uid);
    sessionStorage.clear();
    localStorage.setItem(key, JSON.stringify(record()));
    expect((await readPersistedSession(env.firebase.apiKey))?.idToken).toBe('stored-token');
    // Another project's key is not this app's session.
    expect(await readPersistedSession('another-key')).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(await readPersistedSession(env.firebase.apiKey)).toBeNull();
  });
});
