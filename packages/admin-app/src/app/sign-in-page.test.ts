import { describe, expect, it } from 'vitest';
import { startsOnSignIn } from './sign-in-page';

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
