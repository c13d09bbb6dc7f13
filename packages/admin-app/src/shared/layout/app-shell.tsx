import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  AppFrame,
  AppHeader,
  Footer,
  type HeaderDestination,
  type RenderHeaderLink,
  type RenderNavLink,
} from '@food-admin/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { messages } from '@/i18n/compiled/en/layout';
import { useT } from '@/i18n/locale-provider';
import type { Reaches } from './navigation';
import { readSidebarCollapsed, storeSidebarCollapsed } from './sidebar-storage';

// Signed-in only: loaded once a user with a role is known, never by the sign-in page.
const chrome = () => import('./signed-in-chrome');
const SidebarChrome = lazy(() => chrome().then((module) => ({ default: module.SidebarChrome })));
const NavSheetChrome = lazy(() => chrome().then((module) => ({ default: module.NavSheetChrome })));
const Toaster = lazy(() => chrome().then((module) => ({ default: module.Toaster })));

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
  /** Links of the sidebar and the phone's navigation sheet. */
  renderNavLink: RenderNavLink;
  /** The current path, to highlight its section. */
  pathname: string;
  /** Main is still loading (the session is being restored). */
  busy?: boolean;
  /** What the signed-in person reaches, for their navigation; their role's own when absent. */
  reaches?: Reaches;
  children: ReactNode;
};

/**
 * The frame of every page (docs/requirements.md#req-layout, #req-navigation): for a user with a
 * role, the sidebar with their sections (a sheet behind a menu button on phones); the header; the
 * page; the footer; and the toasts. Both the routed app and the auth-loading screen render this
 * same frame, so restoring the session swaps only what is inside main.
 */
export function AppShell({
  renderLink,
  renderNavLink,
  pathname,
  busy = false,
  reaches,
  children,
}: AppShellProps) {
  const { profile, isLoggedIn, authLoading, logout } = useAuth();
  const t = useT(messages);
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  // While the session is restored, the profile stored by the last sign-in stands in, so a
  // returning user's header does not flash Login/Register before their account menu.
  const account = isLoggedIn || authLoading ? profile : null;
  const role = account?.role ?? null;

  return (
    <AppFrame
      sidebar={
        role ? (
          // Until its chunk arrives, an empty sidebar of the same width holds the page in place.
          <Suspense
            fallback={<div className={collapsed ? 'fa-sidebar fa-sidebar--collapsed' : 'fa-sidebar'} />}
          >
            <SidebarChrome
              role={role}
              reaches={reaches}
              pathname={pathname}
              renderNavLink={renderNavLink}
              collapsed={collapsed}
              onCollapsedChange={(next) => {
                setCollapsed(next);
                storeSidebarCollapsed(next);
              }}
            />
          </Suspense>
        ) : undefined
      }
      skipLink={
        <a className="skip-link" href="#main">
          {t('layout.skipToContent')}
        </a>
      }
      header={
        <>
          <AppHeader
            account={account}
            renderLink={renderLink}
            onLogout={() => void logout()}
            start={
              role ? (
                <Suspense fallback={<span className="fa-nav-sheet__placeholder" />}>
                  <NavSheetChrome
                    role={role}
                    reaches={reaches}
                    pathname={pathname}
                    renderNavLink={renderNavLink}
                  />
                </Suspense>
              ) : undefined
            }
          />
        </>
      }
      footer={
        <>
          <Footer />
          {role ? (
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          ) : null}
        </>
      }
    >
      <main id="main" className="app-main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
    </AppFrame>
  );
}
