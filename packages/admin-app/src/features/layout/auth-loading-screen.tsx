import { Spinner, type RenderHeaderLink } from '@food-admin/ui';
import { AppShell, HEADER_ROUTES } from './app-shell';

// The router is not mounted yet: header links are plain links (a click this early reloads the page).
const plainLink: RenderHeaderLink = ({ to, className, children, ...rest }) => (
  <a href={HEADER_ROUTES[to]} className={className} {...rest}>
    {children}
  </a>
);

/** Shown until the identity provider says who is signed in: the app's frame, a spinner inside main. */
export function AuthLoadingScreen() {
  return (
    <AppShell renderLink={plainLink} busy>
      <div className="app-loading">
        <Spinner size="lg" label="Loading" />
      </div>
    </AppShell>
  );
}
