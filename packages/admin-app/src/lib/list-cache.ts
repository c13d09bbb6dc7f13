import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';

type WithId = { id: number };
type CachedList = WithId[] | Page<WithId> | InfiniteData<Page<WithId>>;

function isPage(value: unknown): value is Page<WithId> {
  return typeof value === 'object' && value !== null && Array.isArray((value as Page<WithId>).content);
}

function isInfinite(value: unknown): value is InfiniteData<Page<WithId>> {
  return typeof value === 'object' && value !== null && Array.isArray((value as InfiniteData<unknown>).pages);
}

function withoutItem(data: unknown, id: number): unknown {
  if (Array.isArray(data)) return (data as WithId[]).filter((item) => item.id !== id);
  if (isInfinite(data)) {
    return { ...data, pages: data.pages.map((page) => (isPage(page) ? withoutItem(page, id) : page)) };
  }
  if (isPage(data)) {
    const content = data.content.filter((item) => item.id !== id);
    const removed = data.content.length - content.length;
    return { ...data, content, totalElements: Math.max(0, data.totalElements - removed) };
  }
  return data;
}

/**
 * A deleted item disappears from every cached list under `prefix` at once (arrays, pages and
 * infinite pages alike); the caller then invalidates so counts and paging catch up from the server.
 */
export function removeFromCachedLists(queryClient: QueryClient, prefix: QueryKey, id: number): void {
  queryClient.setQueriesData<CachedList>({ queryKey: prefix }, (data) =>
    data === undefined ? data : (withoutItem(data, id) as CachedList),
  );
}

/** The catalogue groups whose entities have a detail read (`<group>.get`). */
type CatalogueGroup = 'restaurants' | 'menus' | 'dishes';

/** A saved entity is its own detail read at once (an edit form opened next shows it without a load). */
export function cacheSavedEntity(queryClient: QueryClient, group: CatalogueGroup, saved: WithId): void {
  queryClient.setQueryData(apiKey(`${group}.get`, { params: { id: saved.id } }), saved);
}

/** A deleted entity leaves every cached list of its group at once, and its detail read is dropped. */
export function dropDeletedEntity(queryClient: QueryClient, group: CatalogueGroup, id: number): void {
  removeFromCachedLists(queryClient, apiKey(group), id);
  queryClient.removeQueries({ queryKey: apiKey(`${group}.get`, { params: { id } }), exact: true });
}
