import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@food-admin/api-client';
import type { AuthState } from './lib/auth/auth-context';
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

/**
 * Starts downloading the code of the routes that match the page's path, without running their
 * guards or loaders. At start-up the identity provider takes a round trip to say who is signed in
 * before the router may run; the page's chunks arrive meanwhile instead of after it
 * (docs/performance.md#start-up). A failed download is retried by the navigation itself.
 */
export function preloadRouteChunks(router: AppRouter, pathname = router.latestLocation.pathname) {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
