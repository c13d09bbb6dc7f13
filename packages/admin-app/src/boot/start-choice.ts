// How a visit starts, decided from the same facts by the page's first script (boot-script.ts,
// before the first paint: the session's marks and what to preload) and by the app (start.tsx:
// which root renders). One module, so the two cannot disagree (docs/performance.md#sign-in-entry).
// boot.js is built from it: it imports nothing but a storage key.
import { PROFILE_STORAGE_KEY } from '@/features/auth/profile-storage';

/**
 * The pages a visit may start on without the router: the sign-in form at `/` and `/login`, for a
 * visitor with no stored session (someone signed in there goes on to /welcome, which the router
 * does).
 */
export const SIGN_IN_PATHS = ['/', '/login'] as const;

/** Is `path` (under the base URL, no trailing slash) one of the sign-in page's addresses? */
export const isSignInPath = (path: string): boolean => (SIGN_IN_PATHS as readonly string[]).includes(path);

/**
 * Was someone signed in in this browser? The app stores the profile at sign-in and removes it at
 * sign-out (features/auth/profile-storage.ts); its presence is the mark, read before any code that
 * could check it has loaded. Firebase's own record decides later (persisted-session.ts).
 */
export function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem(PROFILE_STORAGE_KEY));
  } catch {
    // Storage disabled: no one can have been kept signed in.
    return false;
  }
}

/** Does a visit to `pathname` start on the sign-in page alone? `base` is the app's base URL. */
export function startsOnSignIn(pathname: string, hasStoredSession: boolean, base = '/'): boolean {
  if (hasStoredSession || !pathname.startsWith(base)) return false;
  return isSignInPath(`/${pathname.slice(base.length)}`.replace(/(.)\/$/, '$1'));
}

/** How this visit starts: with a stored session or not, and which root renders. */
export type StartChoice = {
  /** Someone was signed in here (hasStoredSession). */
  session: boolean;
  /** The sign-in page alone (sign-in-app.tsx) or the routed app (start-app.tsx). */
  root: 'sign-in' | 'app';
};

/** The start of a visit to `pathname` (the page's address by default) under the app's base URL. */
export function startChoice(
  pathname: string = location.pathname,
  base: string = import.meta.env.BASE_URL,
): StartChoice {
  const session = hasStoredSession();
  return { session, root: startsOnSignIn(pathname, session, base) ? 'sign-in' : 'app' };
}
