import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { ApiClient } from '@food-admin/api-client';
import { ApiProvider } from '@/lib/api-context';
import { AuthProvider } from '@/features/auth/auth-provider';
import { useAuth } from '@/features/auth/auth-context';
import type { AuthBackend } from '@/features/auth/auth-backend';
import { AuthLoadingScreen } from '@/features/layout/auth-loading-screen';
import { ThemeProvider } from '@/features/settings/theme';
import { createAppRouter, preloadRouteChunks } from '@/router';

export type AppProps = {
  authBackend: AuthBackend;
  api: ApiClient;
  queryClient: QueryClient;
  history?: RouterHistory;
};

/** The whole app: providers, then the router once the auth state is known. */
export function App({ authBackend, api, queryClient, history }: AppProps) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <AuthProvider backend={authBackend} api={api}>
            <AppRouter api={api} queryClient={queryClient} history={history} />
          </AuthProvider>
        </ApiProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function AppRouter({ api, queryClient, history }: Omit<AppProps, 'authBackend'>) {
  const auth = useAuth();
  const [router] = useState(() => {
    const created = createAppRouter({ api, queryClient, history });
    preloadRouteChunks(created);
    return created;
  });

  // Guards run in beforeLoad; re-run them when the user signs in or out or the role changes,
  // so e.g. /login moves on to /welcome and a protected page moves to /login.
  const { isLoggedIn } = auth;
  const role = auth.profile?.role;
  useEffect(() => {
    if (!auth.authLoading) void router.invalidate();
  }, [router, isLoggedIn, role, auth.authLoading]);

  if (auth.authLoading) return <AuthLoadingScreen />;
  return <RouterProvider router={router} context={{ auth }} />;
}
