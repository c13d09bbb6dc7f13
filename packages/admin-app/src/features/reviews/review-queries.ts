import { exportFileName, reviewListQueries, type ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { filtersOf, listExportQuery, listPageQuery, type ListSearch } from '@/features/lists/list-search';

/** The reviews table's page for the URL's view (the screen and the route's loader share it). */
export const reviewPageQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.reviews', { query: listPageQuery(search, reviewListQueries) });

/** Reviews per rating under the search and the other filters. */
export const reviewFacetsQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.reviewFacets', {
    query: { search: search.search, ...filtersOf(search, reviewListQueries) },
  });

/** Every matching review as CSV, in the table's order. */
export const exportReviews = async (api: ApiClient, search: ListSearch) => ({
  text: await api.admin.reviewsExport({ query: listExportQuery(search, reviewListQueries) }),
  fileName: exportFileName('reviews'),
});

/** The rating filter's menu. */
export const reviewFacetLabels = {
  rating: {
    title: 'Rating',
    options: [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} ★` })),
  },
};
