/**
 * Where sign-in leads (docs/requirements.md#req-routes-public): the page a signed-out visitor
 * asked for, kept in the sign-in page's `redirect` parameter by the guard that sent them there, or
 * /welcome. Only a path of this app is followed: `//host`, `https://…` or `\\…` would leave it (an
 * open redirect), so they lead to /welcome too.
 */
export const AFTER_SIGN_IN = '/welcome';

export function returnTarget(redirect: unknown): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.length > 2000)
    return AFTER_SIGN_IN;
  if (redirect.startsWith('//') || redirect.includes('\\')) return AFTER_SIGN_IN;
  // The sign-in pages themselves would loop.
  const path = redirect.split(/[?#]/)[0] ?? '';
  return path === '/' || path === '/login' || path === '/register' ? AFTER_SIGN_IN : redirect;
}

/** The sign-in page's search: `{ redirect }` when there is somewhere to return to. */
export function validateReturnSearch(search: Record<string, unknown>): { redirect?: string } {
  const target = returnTarget(search.redirect);
  return target === AFTER_SIGN_IN ? {} : { redirect: target };
}
