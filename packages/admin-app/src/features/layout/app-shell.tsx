import type { ReactNode } from 'react';
import { AppHeader, Footer, type HeaderDestination, type RenderHeaderLink } from '@food-admin/ui';
import { useAuth } from '@/features/auth/auth-context';

/** Where the kit's header destinations live in this app. */
export const HEADER_ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  admin: '/admin',
  'my-restaurants': '/admin/restaurants',
  profile: '/profile',
  settings: '/settings',
} as const satisfies Record<HeaderDestination, string>;

type AppShellProps = {
  renderLink: RenderHeaderLink;
  /** Main is still loading (the session is being restored). */
  busy?: boolean;
  children: ReactNode;
};

/**
 * The header on every page, then the page, then the footer (docs/requirements.md#req-layout). Both the routed app
 * and the auth-loading screen render this same frame, so restoring the session swaps only what
 * is inside main: the header and footer are already where they stay.
 */
export function AppShell({ renderLink, busy = false, children }: AppShellProps) {
  const { profile, isLoggedIn, authLoading, logout } = useAuth();
  // While the session is restored, the profile stored by the last sign-in stands in, so a
  // returning user's header does not flash Login/Register before their account menu.
  const account = isLoggedIn || authLoading ? profile : null;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader account={account} renderLink={renderLink} onLogout={() => void logout()} />
      <main id="main" className="app-main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
      <Footer />
    </>
  );
}
