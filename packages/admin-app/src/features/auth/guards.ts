import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router';

type GuardArgs = { context: RouterContext };

/** SPEC section 2: logged-in users visiting login or register go to /welcome. */
export function redirectLoggedInToWelcome({ context }: GuardArgs): void {
  if (context.auth.isLoggedIn) throw redirect({ to: '/welcome', replace: true });
}

/** SPEC section 2: the authenticated area sends logged-out visitors to /login. */
export function requireLoggedIn({ context }: GuardArgs): void {
  if (!context.auth.isLoggedIn) throw redirect({ to: '/login', replace: true });
}
