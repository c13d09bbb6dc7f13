import { Link, Outlet, useLocation } from '@tanstack/react-router';
import type { RenderHeaderLink, RenderNavLink } from '@food-admin/ui';
import { CommandPaletteLauncher } from '@/features/palette';
import { AppShell, HEADER_ROUTES } from './app-shell';

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

/** The routed app: the shell around the current page. */
export function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <AppShell renderLink={routerLink} renderNavLink={routerNavLink} pathname={pathname}>
      <Outlet />
      <CommandPaletteLauncher />
    </AppShell>
  );
}
