import { exportFileName, userListQueries, type ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { filtersOf, listExportQuery, listPageQuery, type ListSearch } from '@/features/lists/list-search';

/** The users table's page for the URL's view (the screen and the route's loader share it). */
export const userPageQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.users', { query: listPageQuery(search, userListQueries) });

/** Users per role under the search and the other filters. */
export const userFacetsQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.userFacets', {
    query: { search: search.search, ...filtersOf(search, userListQueries) },
  });

/** Every matching user as CSV, in the table's order. */
export const exportUsers = async (api: ApiClient, search: ListSearch) => ({
  text: await api.admin.usersExport({ query: listExportQuery(search, userListQueries) }),
  fileName: exportFileName('users'),
});
