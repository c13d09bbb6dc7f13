import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@food-admin/api-client';
import type { AuthState } from './features/auth/auth-context';
import { routeTree } from './routeTree.gen';
import { trackLastSearches } from './lib/list-return';

/** What every route's beforeLoad and loader can read. `auth` is supplied live by <RouterProvider>. */
export type RouterContext = {
  auth: AuthState;
  queryClient: QueryClient;
  api: ApiClient;
};

type CreateAppRouterOptions = {
  queryClient: QueryClient;
  api: ApiClient;
  /** Tests pass a memory history; the browser app uses the default browser history. */
  history?: RouterHistory;
};

export function createAppRouter({ queryClient, api, history }: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    context: {
      queryClient,
      api,
      // Replaced on every render by <RouterProvider context={{ auth }}>, before any route loads.
      auth: undefined as unknown as AuthState,
    },
    defaultPreload: 'intent',
    // Screens read from the query cache; the router must not cache a second copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  trackLastSearches(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
