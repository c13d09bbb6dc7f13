import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once the page's first data have come and the browser is idle: a query has fetched and
 * none is fetching any more at an idle moment (after React has rendered the data and the browser
 * painted them), or `idleWaitMs` after the last query ended if the browser is never idle. Work
 * that can wait for the page (the identity provider's code, docs/performance.md#provider-later)
 * starts there.
 */
export function whenFirstDataShown(queryClient: QueryClient, idleWaitMs = 1_000): Promise<void> {
  return new Promise((resolve) => {
    let fetched = false;
    let waiting = false;
    const idle = (then: () => void) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: idleWaitMs });
      else setTimeout(then, 0);
    };
    const settle = () => {
      if (queryClient.isFetching() > 0) {
        fetched = true;
        return;
      }
      if (!fetched || waiting) return;
      waiting = true;
      idle(() => {
        waiting = false;
        // A query that started meanwhile (the next part of the page) is waited for too.
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(settle);
  });
}
