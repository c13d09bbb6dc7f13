// The dashboard reads, shared by the screen and its route's loader (same options, same cache entry).
import type { ActivityFeedFilters, ApiClient } from '@food-admin/api-client';
import { apiInfiniteQuery, apiQuery } from '@food-admin/api-client/query';
import type { SeriesQuery } from './trends-period';

/** The four counts. */
export const dashboardStatsQuery = (api: ApiClient) => apiQuery(api, 'admin.dashboardStats');

/**
 * The Recent Activity feed, 10 per page with Load more. The filters go to the server as they are
 * (absent = all): the category filter really filters by category (docs/requirements.md#req-activity-category).
 */
export const activityFeedQuery = (api: ApiClient, filters: ActivityFeedFilters) =>
  apiInfiniteQuery(api, 'admin.recentActivity', { query: filters });

/** The trends of a range or of custom dates (the period cards and the charts). */
export const dashboardSeriesQuery = (api: ApiClient, query: SeriesQuery) =>
  apiQuery(api, 'admin.dashboardSeries', { query });

/** What needs attention now. */
export const dashboardAttentionQuery = (api: ApiClient) => apiQuery(api, 'admin.dashboardAttention');
