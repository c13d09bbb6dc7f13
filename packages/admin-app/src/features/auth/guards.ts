import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/router';

type GuardArgs = { context: RouterContext };

/** Logged-in users visiting login or register go to /welcome (docs/requirements.md#req-routes-public). */
export function redirectLoggedInToWelcome({ context }: GuardArgs): void {
  if (context.auth.isLoggedIn) throw redirect({ to: '/welcome', replace: true });
}

/** The authenticated area sends logged-out visitors to /login (docs/requirements.md#req-routes-guards). */
export function requireLoggedIn({ context }: GuardArgs): void {
  if (!context.auth.isLoggedIn) throw redirect({ to: '/login', replace: true });
}
