/**
 * The pages a visit may start on without the router: the sign-in form at `/` and `/login`, for a
 * visitor with no stored session (someone signed in there goes on to /welcome, which the router
 * does). public/boot.js makes the same choice from the same facts (the build hands it these paths)
 * to preload the app's code only where it is needed (docs/performance.md#sign-in-entry).
 */
export const SIGN_IN_PATHS = ['/', '/login'] as const;

/** Is `path` (under the base URL, no trailing slash) one of the sign-in page's addresses? */
export const isSignInPath = (path: string): boolean => (SIGN_IN_PATHS as readonly string[]).includes(path);

/** Does a visit to `pathname` start on the sign-in page alone? `base` is the app's base URL. */
export function startsOnSignIn(pathname: string, hasStoredSession: boolean, base = '/'): boolean {
  if (hasStoredSession || !pathname.startsWith(base)) return false;
  return isSignInPath(`/${pathname.slice(base.length)}`.replace(/(.)\/$/, '$1'));
}
