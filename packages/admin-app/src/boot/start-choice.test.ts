import { afterEach, describe, expect, it } from 'vitest';
import { PROFILE_STORAGE_KEY } from '@/features/auth/profile-storage';
import { hasStoredSession, startChoice, startsOnSignIn } from './start-choice';

afterEach(() => localStorage.clear());

describe('startsOnSignIn', () => {
  it('starts the sign-in page alone at / and /login for a visitor with no stored session', () => {
    expect(startsOnSignIn('/', false)).toBe(true);
    expect(startsOnSignIn('/login', false)).toBe(true);
    expect(startsOnSignIn('/login/', false)).toBe(true);
  });

  it('starts the routed app for a stored session (on to /welcome) and on every other page', () => {
    expect(startsOnSignIn('/login', true)).toBe(false);
    expect(startsOnSignIn('/', true)).toBe(false);
    expect(startsOnSignIn('/register', false)).toBe(false);
    expect(startsOnSignIn('/admin', false)).toBe(false);
    expect(startsOnSignIn('/loginx', false)).toBe(false);
  });

  it('reads the path under the app base URL', () => {
    expect(startsOnSignIn('/food/login', false, '/food/')).toBe(true);
    expect(startsOnSignIn('/food/', false, '/food/')).toBe(true);
    expect(startsOnSignIn('/login', false, '/food/')).toBe(false);
  });
});

describe('startChoice', () => {
  it('counts any profile the app stored as a session, and nothing else', () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(PROFILE_STORAGE_KEY, '');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(PROFILE_STORAGE_KEY, '{"stored":"by an earlier sign-in"}');
    expect(hasStoredSession()).toBe(true);
  });

  it('says which root renders, from the stored session and the page', () => {
    expect(startChoice('/login')).toEqual({ session: false, root: 'sign-in' });
    expect(startChoice('/admin')).toEqual({ session: false, root: 'app' });
    localStorage.setItem(PROFILE_STORAGE_KEY, '{}');
    expect(startChoice('/login')).toEqual({ session: true, root: 'app' });
    expect(startChoice('/food/login', '/food/')).toEqual({ session: true, root: 'app' });
  });
});
