import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { DEFAULT_PAGE_SIZE, type ListParams } from '../schemas/common';
import { queryKeys, type SearchFilter } from './keys';
import { FIRST_PAGE, nextPageParam } from './paging';

export const dishQueries = {
  list: (api: ApiClient, menuId: number, params: ListParams = {}) =>
    queryOptions({
      queryKey: queryKeys.dishes.byMenu(menuId, params),
      queryFn: () => api.dishes.byMenu(menuId, params),
      placeholderData: keepPreviousData,
    }),
  infinite: (api: ApiClient, menuId: number, filters: SearchFilter = {}) =>
    infiniteQueryOptions({
      queryKey: queryKeys.dishes.infinite(menuId, filters),
      queryFn: ({ pageParam }) =>
        api.dishes.byMenu(menuId, { ...filters, page: pageParam, size: DEFAULT_PAGE_SIZE }),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({ queryKey: queryKeys.dishes.detail(id), queryFn: () => api.dishes.get(id) }),
};
