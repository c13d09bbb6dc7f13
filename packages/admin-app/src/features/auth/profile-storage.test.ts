import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearProfileSynced,
  clearStoredProfile,
  isProfileFresh,
  markProfileSynced,
  readStoredProfile,
  storeProfile,
} from './profile-storage';

const profile = {
  uid: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'ADMIN' as const,
};

describe('profile storage (localStorage key "profile")', () => {
  // docs/requirements.md#req-constants-storage
  beforeEach(() => localStorage.clear());

  it('stores under the key profile and reads it back', () => {
    storeProfile(profile);
    expect(JSON.parse(localStorage.getItem('profile') ?? 'null')).toMatchObject(profile);
    expect(readStoredProfile()).toMatchObject(profile);
  });

  it('ignores corrupt or foreign data', () => {
    localStorage.setItem('profile', '{not json');
    expect(readStoredProfile()).toBeNull();
    localStorage.setItem('profile', JSON.stringify({ uid: 1 }));
    expect(readStoredProfile()).toBeNull();
  });

  it('clears', () => {
    storeProfile(profile);
    clearStoredProfile();
    expect(localStorage.getItem('profile')).toBeNull();
  });
});

describe('profile sync age (5 minutes)', () => {
  // docs/requirements.md#req-constants-timing
  beforeEach(() => sessionStorage.clear());

  it('is fresh for 5 minutes after a sync, then stale', () => {
    expect(isProfileFresh()).toBe(false);
    markProfileSynced(1_000_000);
    expect(isProfileFresh(1_000_000 + 4 * 60_000)).toBe(true);
    expect(isProfileFresh(1_000_000 + 5 * 60_000)).toBe(false);
    clearProfileSynced();
    expect(isProfileFresh(1_000_001)).toBe(false);
  });
});
