import { Spinner, type RenderHeaderLink, type RenderNavLink } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/layout';
import { useT } from '@/i18n/locale-provider';
import { AppShell, HEADER_ROUTES } from './app-shell';

// The router is not mounted yet: header links are plain links (a click this early reloads the page).
export const plainLink: RenderHeaderLink = ({ to, className, children, ...rest }) => (
  <a href={HEADER_ROUTES[to]} className={className} {...rest}>
    {children}
  </a>
);

const plainNavLink: RenderNavLink = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

/** Shown until the identity provider says who is signed in: the app's frame, a spinner inside main. */
export function AuthLoadingScreen() {
  const t = useT(messages);
  return (
    <AppShell renderLink={plainLink} renderNavLink={plainNavLink} pathname={window.location.pathname} busy>
      <div className="app-loading">
        <Spinner size="lg" label={t('layout.loading')} />
      </div>
    </AppShell>
  );
}
