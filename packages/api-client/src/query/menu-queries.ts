import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { DEFAULT_PAGE_SIZE, type ListParams } from '../schemas/common';
import { queryKeys, type SearchFilter } from './keys';
import { FIRST_PAGE, nextPageParam } from './paging';

export const menuQueries = {
  list: (api: ApiClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: queryKeys.menus.list(params),
      queryFn: () => api.menus.list(params),
      placeholderData: keepPreviousData,
    }),
  infinite: (api: ApiClient, filters: SearchFilter = {}) =>
    infiniteQueryOptions({
      queryKey: queryKeys.menus.infinite(filters),
      queryFn: ({ pageParam }) => api.menus.list({ ...filters, page: pageParam, size: DEFAULT_PAGE_SIZE }),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({ queryKey: queryKeys.menus.detail(id), queryFn: () => api.menus.get(id) }),
  byRestaurant: (api: ApiClient, restaurantId: number, params: ListParams = {}) =>
    queryOptions({
      queryKey: queryKeys.menus.byRestaurant(restaurantId, params),
      queryFn: () => api.menus.byRestaurant(restaurantId, params),
      placeholderData: keepPreviousData,
    }),
  allByRestaurant: (api: ApiClient, restaurantId: number) =>
    queryOptions({
      queryKey: queryKeys.menus.allByRestaurant(restaurantId),
      queryFn: () => api.menus.allByRestaurant(restaurantId),
    }),
};
