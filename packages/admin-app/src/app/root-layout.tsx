import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import type { RenderHeaderLink, RenderNavLink } from '@food-admin/ui';
import { CommandPaletteLauncher } from '@/features/palette';
import { useReaches } from '@/lib/auth/grants';
import { AppShell, HEADER_ROUTES } from '@/shared/layout/app-shell';
import { useHeadingFocusOnNavigation } from '@/shared/layout/heading-focus';
import { PageLinkProvider } from '@/shared/layout/page-links';
import { NotFoundNotice } from '@/shared/layout/redirect-home';

const routerLink: RenderHeaderLink = ({ to, className, children, ...rest }) => (
  <Link to={HEADER_ROUTES[to]} className={className} {...rest}>
    {children}
  </Link>
);

const routerNavLink: RenderNavLink = ({ to, children, ...rest }) => (
  <Link to={to} {...rest}>
    {children}
  </Link>
);

/** The shell with the router's links and current path around `children` (the app's page, or a story's). */
export function RoutedShell({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const reaches = useReaches();
  return (
    <PageLinkProvider value={routerLink}>
      <AppShell renderLink={routerLink} renderNavLink={routerNavLink} pathname={pathname} reaches={reaches}>
        {children}
      </AppShell>
    </PageLinkProvider>
  );
}

/** The routed app: the shell around the current page; an in-app move focuses the new page's heading. */
export function RootLayout() {
  useHeadingFocusOnNavigation();
  return (
    <RoutedShell>
      <NotFoundNotice />
      <Outlet />
      <CommandPaletteLauncher />
    </RoutedShell>
  );
}
