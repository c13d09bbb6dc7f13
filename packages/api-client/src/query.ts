// @food-admin/api-client/query: TanStack Query options and keys, derived from the contract for every
// read. A subpath of its own so the core client stays free of React.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callOf, type ApiClient } from './client';
import { loadedEndpoint } from './contract/load';
import type { EndpointId, EndpointOf, GroupName } from './contract/contract';
import type { CallInput, CallOutput } from './contract/endpoint';
import { DEFAULT_PAGE_SIZE, type Page } from './schemas/common';

export const FIRST_PAGE = 0;

/** Which page an infinite list loads: its index, and where it starts when the server said so. */
export type PageParam = { page: number; after?: string | undefined };

/**
 * The next page of an infinite list, none after the last: by position (`after` = the last page's
 * `nextCursor`) where the list offers it, else by index.
 */
export function nextPageParam(last: Page<unknown>): PageParam | undefined {
  return last.last ? undefined : { page: last.number + 1, after: last.nextCursor };
}

/** What identifies a read in the cache: its params and query, never its abort signal. */
type KeyInput<TId extends EndpointId> = Omit<CallInput<EndpointOf<TId>>, 'signal'>;

/**
 * Hierarchical keys: `[group]`, `[group, name]`, `[group, name, input]`, and the infinite variant
 * `[group, name, input, 'infinite']`. TanStack Query matches keys by prefix and objects by subset,
 * so `apiKey('menus')` invalidates every menu read, and
 * `apiKey('dishes.byMenu', { params: { menuId: 3 } })` every page and search of menu 3's dishes.
 */
export function apiKey(group: GroupName): readonly [GroupName];
export function apiKey<TId extends EndpointId>(
  id: TId,
  input?: Partial<KeyInput<TId>>,
): readonly [string, string, ...unknown[]];
export function apiKey(id: string, input?: object): readonly unknown[] {
  const [group, name] = id.split('.');
  if (name === undefined) return [group] as const;
  return input === undefined ? [group, name] : [group, name, withoutSignal(input)];
}

function withoutSignal(input: object): object {
  const { signal: _signal, ...rest } = input as { signal?: unknown };
  return rest;
}

/** Whether the endpoint answers pages (so a new search keeps showing the previous page while loading). */
type PagedId = {
  [TId in EndpointId]: CallOutput<EndpointOf<TId>> extends Page<unknown> ? TId : never;
}[EndpointId];

/** `queryOptions` for any read in the contract: `useQuery(apiQuery(api, 'restaurants.get', { params: { id } }))`. */
export function apiQuery<TId extends EndpointId>(api: ApiClient, id: TId, input?: KeyInput<TId>) {
  const call = callOf(api, id);
  return queryOptions({
    queryKey: apiKey(id, input ?? {}),
    queryFn: ({ signal }) => call({ ...input, signal } as CallInput<EndpointOf<TId>>),
    // A paged list keeps the page shown while the next one loads. Asked when the key changes, so
    // after a call, which has loaded the endpoint table.
    placeholderData: <T>(previous: T | undefined) => (isPaged(id) ? keepPreviousData(previous) : undefined),
  });
}

/** The paged list's query without the page: the infinite query walks pages itself. */
type InfiniteInput<TId extends PagedId> = Omit<KeyInput<TId>, 'query'> & {
  query?: KeyInput<TId> extends { query?: infer TQuery }
    ? Omit<NonNullable<TQuery>, 'page' | 'size' | 'after'>
    : never;
};

/** `infiniteQueryOptions` for a paged list: pages of DEFAULT_PAGE_SIZE, next page until `last`. */
export function apiInfiniteQuery<TId extends PagedId>(api: ApiClient, id: TId, input?: InfiniteInput<TId>) {
  const call = callOf(api, id) as (input: object) => Promise<Page<ItemOf<TId>>>;
  const base = input ?? {};
  return infiniteQueryOptions({
    queryKey: [...apiKey(id, base as Partial<KeyInput<TId>>), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) =>
      call({
        ...base,
        query: {
          ...(base as { query?: object }).query,
          page: pageParam.page,
          after: pageParam.after,
          size: DEFAULT_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: { page: FIRST_PAGE } as PageParam,
    getNextPageParam: nextPageParam,
  });
}

type ItemOf<TId extends EndpointId> = CallOutput<EndpointOf<TId>> extends Page<infer TItem> ? TItem : never;

/** A paged list declares `page` in its query schema. */
function isPaged(id: EndpointId): boolean {
  const query = loadedEndpoint(id)?.query as { entries?: Record<string, unknown> } | undefined;
  return query?.entries?.page !== undefined;
}
