import { Spinner } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/layout';
import { useT } from '@/i18n/locale-provider';
import { AppShell } from './app-shell';
import { plainLink, plainNavLink } from './page-links';

/** Shown until the identity provider says who is signed in: the app's frame, a spinner inside main. */
export function AuthLoadingScreen() {
  const t = useT(messages);
  // The router is not mounted yet: header links are plain links (a click this early reloads the page).
  return (
    <AppShell renderLink={plainLink} renderNavLink={plainNavLink} pathname={window.location.pathname} busy>
      <div className="app-loading">
        <Spinner size="lg" label={t('layout.loading')} />
      </div>
    </AppShell>
  );
}
