import { Link, Outlet } from '@tanstack/react-router';
import { AppHeader, Footer, type HeaderDestination } from '@food-admin/ui';
import { useAuth } from '../auth/auth-context';

/** Where the kit's header destinations live in this app. */
const HEADER_ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  admin: '/admin',
  'my-restaurants': '/admin/restaurants',
  profile: '/profile',
  settings: '/settings',
} as const satisfies Record<HeaderDestination, string>;

/** SPEC section 2: the header on every page, then the page, then the footer. */
export function RootLayout() {
  const { profile, isLoggedIn, logout } = useAuth();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader
        account={isLoggedIn ? profile : null}
        renderLink={({ to, className, children, ...rest }) => (
          <Link to={HEADER_ROUTES[to]} className={className} {...rest}>
            {children}
          </Link>
        )}
        onLogout={() => void logout()}
      />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
