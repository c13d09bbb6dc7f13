import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '@food-admin/api-client';
import { FIRST_PAGE } from '@food-admin/api-client/query';
import { useApiTexts } from '@/i18n/api-texts';
import { blankToUndefined, type PagedSearch } from '@/lib/search-params';

type PagedListOptions<TItem, TKey extends QueryKey, TSearch extends PagedSearch> = {
  /** The route's validated `?search=&page=` (and, for lists with views, sort, filters, columns). */
  search: TSearch;
  onSearchChange: (next: TSearch) => void;
  /** The page's query, built from `search` (the route's loader prefetches the same one). */
  query: UseQueryOptions<Page<TItem>, Error, Page<TItem>, TKey>;
};

/**
 * A paged table whose search and page live in the URL: the query, the props of the SearchInput
 * (a new search goes back to the first page) and of the DataTable (loading, refetching, error,
 * paging). A page past the end, e.g. after deleting the only row of the last page, steps back to
 * the new last page.
 */
export function usePagedList<TItem, TKey extends QueryKey, TSearch extends PagedSearch>({
  search,
  onSearchChange,
  query: options,
}: PagedListOptions<TItem, TKey, TSearch>) {
  const query = useQuery(options);
  const texts = useApiTexts();
  const page = search.page ?? FIRST_PAGE;
  const text = search.search ?? '';

  const totalPages = query.data?.totalPages;
  const settled = !query.isPlaceholderData;
  useEffect(() => {
    if (totalPages !== undefined && page > FIRST_PAGE && page >= totalPages && settled) {
      onSearchChange({ ...search, page: Math.max(FIRST_PAGE, totalPages - 1) || undefined });
    }
  }, [totalPages, page, search, onSearchChange, settled]);

  return {
    query,
    /** The current search text ('' when none), e.g. for the empty-state message. */
    text,
    searchInput: {
      value: text,
      // A new search resets to page 0 (docs/requirements.md#req-states-lists).
      // Sort, filters and columns stay as they are.
      onSearch: (next: string) =>
        onSearchChange({ ...search, search: blankToUndefined(next), page: undefined }),
    },
    table: {
      data: query.data?.content ?? [],
      loading: query.isPending,
      fetching: query.isFetching && !query.isPending,
      error: query.isError ? texts.error(query.error) : null,
      onRetry: () => void query.refetch(),
      pageIndex: page,
      totalPages: totalPages ?? 0,
      totalItems: query.data?.totalElements,
      onPageChange: (next: number) =>
        onSearchChange({ ...search, page: next > FIRST_PAGE ? next : undefined }),
    },
  };
}
