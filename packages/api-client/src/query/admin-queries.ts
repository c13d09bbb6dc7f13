import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { ActivityParams } from '../schemas/activity';
import { DEFAULT_PAGE_SIZE, type ListParams } from '../schemas/common';
import { queryKeys, type ActivityFilters } from './keys';
import { FIRST_PAGE, nextPageParam } from './paging';

export const dashboardQueries = {
  stats: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.dashboard.stats(), queryFn: () => api.admin.dashboardStats() }),
};

export const activityQueries = {
  list: (api: ApiClient, params: ActivityParams = {}) =>
    queryOptions({
      queryKey: queryKeys.activity.list(params),
      queryFn: () => api.admin.recentActivity(params),
      placeholderData: keepPreviousData,
    }),
  /** The dashboard feed with its Load more button. */
  infinite: (api: ApiClient, filters: ActivityFilters = {}) =>
    infiniteQueryOptions({
      queryKey: queryKeys.activity.infinite(filters),
      queryFn: ({ pageParam }) =>
        api.admin.recentActivity({ ...filters, page: pageParam, size: DEFAULT_PAGE_SIZE }),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
    }),
};

export const userQueries = {
  list: (api: ApiClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: queryKeys.users.list(params),
      queryFn: () => api.admin.users(params),
      placeholderData: keepPreviousData,
    }),
};

export const orderQueries = {
  list: (api: ApiClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: queryKeys.orders.list(params),
      queryFn: () => api.admin.orders(params),
      placeholderData: keepPreviousData,
    }),
};

export const reviewQueries = {
  list: (api: ApiClient, params: ListParams = {}) =>
    queryOptions({
      queryKey: queryKeys.reviews.list(params),
      queryFn: () => api.admin.reviews(params),
      placeholderData: keepPreviousData,
    }),
};
