import { refundListQueries, type ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import {
  exportRequest,
  filtersOf,
  listExportQuery,
  listPageQuery,
  type ListSearch,
} from '@/shared/lists/list-search';

/** The refunds table's page for the URL's view (the screen and the route's loader share it). */
export const refundPageQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.refunds', { query: listPageQuery(search, refundListQueries) });

/** Refunds per status, reason and bearer under the search and the other filters. */
export const refundFacetsQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.refundFacets', {
    query: { search: search.search, ...filtersOf(search, refundListQueries) },
  });

/** Every matching refund as CSV, in the table's order. */
export const exportRefunds = (search: ListSearch) =>
  exportRequest('admin.refundsExport', { query: listExportQuery(search, refundListQueries) }, 'refunds');
