import { Link, Outlet } from '@tanstack/react-router';
import type { RenderHeaderLink } from '@food-admin/ui';
import { AppShell, HEADER_ROUTES } from './app-shell';

const routerLink: RenderHeaderLink = ({ to, className, children, ...rest }) => (
  <Link to={HEADER_ROUTES[to]} className={className} {...rest}>
    {children}
  </Link>
);

/** The routed app: the shell around the current page. */
export function RootLayout() {
  return (
    <AppShell renderLink={routerLink}>
      <Outlet />
    </AppShell>
  );
}
