import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { DEFAULT_PAGE_SIZE, type ListParams } from '../schemas/common';
import { queryKeys, type SearchFilter } from './keys';
import { FIRST_PAGE, nextPageParam } from './paging';

export const restaurantQueries = {
  all: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.restaurants.fullList(), queryFn: () => api.restaurants.all() }),
  list: (api: ApiClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: queryKeys.restaurants.list(params),
      queryFn: () => api.restaurants.list(params),
      placeholderData: keepPreviousData,
    }),
  infinite: (api: ApiClient, filters: SearchFilter = {}) =>
    infiniteQueryOptions({
      queryKey: queryKeys.restaurants.infinite(filters),
      queryFn: ({ pageParam }) =>
        api.restaurants.list({ ...filters, page: pageParam, size: DEFAULT_PAGE_SIZE }),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({ queryKey: queryKeys.restaurants.detail(id), queryFn: () => api.restaurants.get(id) }),
};
