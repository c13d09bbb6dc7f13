import type { AnyRouter } from '@tanstack/react-router';

/** The search params each path was last shown with (a list's search, filters, sort and page). */
const lastSearch = new Map<string, Record<string, unknown>>();

/**
 * Remember where each page was left, so a form's Cancel and Save return to its list with the
 * search, filters and page the user had (docs/requirements.md#req-forms-keep-work).
 */
export function trackLastSearches(router: AnyRouter): () => void {
  return router.subscribe('onResolved', ({ toLocation }) => {
    lastSearch.set(toLocation.pathname, toLocation.search as Record<string, unknown>);
  });
}

/** The search `pathname` was last shown with, or none. */
export function lastSearchOf(pathname: string): Record<string, unknown> {
  return lastSearch.get(pathname) ?? {};
}
