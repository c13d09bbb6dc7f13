// The menu reads, shared by the screens and their routes' loaders (same options, same cache entry).
import { menuListQueries, type ApiClient } from '@food-admin/api-client';
import { apiInfiniteQuery, apiQuery } from '@food-admin/api-client/query';
import type { CatalogueScope } from '@/lib/auth/access';
import type { SearchOnly } from '@/lib/search-params';
import {
  exportRequest,
  filtersOf,
  listExportQuery,
  listPageQuery,
  type ListSearch,
} from '@/shared/lists/list-search';

/** One menu: the edit form, the dishes page's title, the dish form's title. */
export const menuQuery = (api: ApiClient, id: number) => apiQuery(api, 'menus.get', { params: { id } });

/** Every menu of a restaurant as one array (its menu page shows the first). */
export const restaurantMenusQuery = (api: ApiClient, restaurantId: number) =>
  apiQuery(api, 'menus.allByRestaurant', { params: { restaurantId } });

// Every menu list read takes the role's scope (catalogueScope: the menus of an owner's own
// restaurants), so the rows, their counts and the export are always the same menus.

/** The menus grid for the URL's search, 10 per page. */
export const menuGridQuery = (api: ApiClient, { search }: SearchOnly, scope: CatalogueScope) =>
  apiInfiniteQuery(api, 'menus.list', { query: { search, ...scope } });

/** The menus table's page for the URL's view (`?layout=table`). */
export const menuPageQuery = (api: ApiClient, search: ListSearch, scope: CatalogueScope) =>
  apiQuery(api, 'menus.list', { query: { ...listPageQuery(search, menuListQueries), ...scope } });

/** Menus per active flag under the search. */
export const menuFacetsQuery = (api: ApiClient, search: ListSearch, scope: CatalogueScope) =>
  apiQuery(api, 'menus.facets', {
    query: { search: search.search, ...filtersOf(search, menuListQueries), ...scope },
  });

/** Every matching menu as CSV, in the table's order. */
export const exportMenus = (search: ListSearch, scope: CatalogueScope) =>
  exportRequest(
    'menus.export',
    {
      query: { ...listExportQuery(search, menuListQueries), ...scope },
    },
    'menus',
  );
