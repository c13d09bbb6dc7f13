import { useMemo } from 'react';
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import type { Page } from '@food-admin/api-client';
import type { PageParam } from '@food-admin/api-client/query';
import { useApiTexts } from '@/i18n/api-texts';

/**
 * An infinite list (card grids, the activity feed): the items of every loaded page and the props
 * the kit's CardGrid and ActivityFeed share (first load, next page in flight, more to load, error).
 */
export function useInfiniteGrid<TItem, TKey extends QueryKey>(
  options: UseInfiniteQueryOptions<Page<TItem>, Error, InfiniteData<Page<TItem>>, TKey, PageParam>,
) {
  const query = useInfiniteQuery(options);
  const texts = useApiTexts();
  const { data, fetchNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.content) ?? [], [data]);
  return {
    items,
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    onLoadMore: () => void fetchNextPage(),
    error: query.isError ? texts.error(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
