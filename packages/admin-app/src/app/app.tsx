import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { ApiClient } from '@food-admin/api-client';
import { ThemeProvider } from '@food-admin/ui';
import { ApiProvider } from '@/lib/api-context';
import { AuthProvider } from '@/features/auth/auth-provider';
import { useAuth } from '@/lib/auth/auth-context';
import type { AuthBackend } from '@/lib/auth/auth-backend';
import { AuthLoadingScreen } from '@/shared/layout/auth-loading-screen';
import type { LoadedLocale } from '@/i18n/catalog';
import { LocaleProvider } from '@/i18n/locale-provider';
import { ProfileLocaleSync } from '@/i18n/profile-locale';
import { createAppRouter, preloadRouteChunks } from '@/router';
import { dropDrafts } from '@/shared/forms/form-drafts';
import { confirmLeavingForms, keepUnsavedDrafts } from '@/shared/forms/open-forms';

export type AppProps = {
  authBackend: AuthBackend;
  api: ApiClient;
  queryClient: QueryClient;
  history?: RouterHistory;
  /** The language to start in, already loaded (boot/start.tsx); English when absent. */
  locale?: LoadedLocale;
};

/**
 * A logout asks the forms with unsaved changes first, as leaving them by a link does; once the
 * user chose to leave, nothing they typed is kept (docs/requirements.md#req-forms-keep-work).
 */
async function confirmLogout(): Promise<boolean> {
  if (!(await confirmLeavingForms())) return false;
  dropDrafts();
  return true;
}

/** The whole app: providers, then the router once the auth state is known. */
export function App({ authBackend, api, queryClient, history, locale }: AppProps) {
  // Nothing cached for one account may show for the next.
  const clearCache = useCallback(() => queryClient.clear(), [queryClient]);
  return (
    <LocaleProvider initial={locale}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ApiProvider api={api}>
            <AuthProvider
              backend={authBackend}
              api={api}
              onSignedOut={clearCache}
              beforeLogout={confirmLogout}
              onSessionEnded={keepUnsavedDrafts}
              onSignedIn={dropDrafts}
            >
              <ProfileLocaleSync />
              <AppRouter api={api} queryClient={queryClient} history={history} />
            </AuthProvider>
          </ApiProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
}

function AppRouter({ api, queryClient, history }: Omit<AppProps, 'authBackend' | 'locale'>) {
  const auth = useAuth();
  const [router] = useState(() => {
    const created = createAppRouter({ api, queryClient, history });
    preloadRouteChunks(created);
    return created;
  });
  const [routerLoaded, setRouterLoaded] = useState(false);

  // The first load runs as soon as the session is known, before the page is rendered: its guards
  // and loaders send the page's data requests at once instead of after the first render of the
  // shell and the page (one long task on a phone), and that render then has its data and runs in a
  // transition React can slice (docs/performance.md#start-up). Later, guards run again when the
  // user signs in or out or the role changes, so e.g. /login moves on to /welcome and a protected
  // page moves to /login.
  const { isLoggedIn, authLoading } = auth;
  const role = auth.profile?.role;
  const loadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (authLoading) return;
    const key = `${String(isLoggedIn)}:${role ?? ''}`;
    if (loadedFor.current === key) return;
    const first = loadedFor.current === null;
    loadedFor.current = key;
    if (!first) {
      void router.invalidate();
      return;
    }
    router.update({ ...router.options, context: { ...router.options.context, auth } });
    void router
      .load()
      .catch(() => undefined)
      .finally(() => startTransition(() => setRouterLoaded(true)));
  }, [router, auth, isLoggedIn, role, authLoading]);

  if (!routerLoaded) return <AuthLoadingScreen />;
  return <RouterProvider router={router} context={{ auth }} />;
}
