import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '@/router';
import { returnTarget } from './return-to';

type GuardArgs = { context: RouterContext; search?: unknown };

/**
 * Logged-in users visiting login or register go on: to the page they were sent to sign in from
 * (the `redirect` parameter, return-to.ts), else /welcome (docs/requirements.md#req-routes-public).
 */
export function redirectLoggedInToWelcome({ context, search }: GuardArgs): void {
  if (!context.auth.isLoggedIn) return;
  throw redirect({
    href: returnTarget((search as { redirect?: unknown } | undefined)?.redirect),
    replace: true,
  });
}

/**
 * The authenticated area sends logged-out visitors to /login (docs/requirements.md#req-routes-guards),
 * keeping the page they asked for, so signing in leads back to it.
 */
export function requireLoggedIn({ context, location }: GuardArgs & { location: ParsedLocation }): void {
  if (context.auth.isLoggedIn) return;
  throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
}
