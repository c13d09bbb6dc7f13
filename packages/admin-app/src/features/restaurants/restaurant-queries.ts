// The restaurant reads, shared by the screens and their routes' loaders (same options, same cache entry).
import { exportFileName, restaurantListQueries, type ApiClient } from '@food-admin/api-client';
import { apiInfiniteQuery, apiQuery } from '@food-admin/api-client/query';
import type { SearchOnly } from '@/lib/search-params';
import { filtersOf, listExportQuery, listPageQuery, type ListSearch } from '@/shared/lists/list-search';
import type { BulkTarget, ListBulkAction } from '@/shared/lists/use-list-view';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/restaurants';

/** One restaurant: the edit form, the title of its menu page. */
export const restaurantQuery = (api: ApiClient, id: number) =>
  apiQuery(api, 'restaurants.get', { params: { id } });

/** Every restaurant as one array: the menu form's select, the restaurant names on menu cards. */
export const allRestaurantsQuery = (api: ApiClient) => apiQuery(api, 'restaurants.all');

/** The restaurants grid for the URL's search, 10 per page. */
export const restaurantGridQuery = (api: ApiClient, { search }: SearchOnly) =>
  apiInfiniteQuery(api, 'restaurants.list', { query: { search } });

/** The restaurants table's page for the URL's view (the screen and the route's loader share it). */
export const restaurantPageQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'restaurants.list', { query: listPageQuery(search, restaurantListQueries) });

/** Restaurants per active flag under the search and the other filters. */
export const restaurantFacetsQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'restaurants.facets', {
    query: { search: search.search, ...filtersOf(search, restaurantListQueries) },
  });

/** Every matching restaurant as CSV, in the table's order. */
export const exportRestaurants = async (api: ApiClient, search: ListSearch) => ({
  text: await api.restaurants.export({ query: listExportQuery(search, restaurantListQueries) }),
  fileName: exportFileName('restaurants'),
});

/**
 * Activate, deactivate or delete the selected restaurants. The server refuses rows one by one
 * (another owner's restaurant; a delete of a restaurant that has orders).
 */
export const restaurantBulkActions = (
  api: ApiClient,
  t: Translate<keyof typeof messages>,
): ListBulkAction[] => [
  {
    id: 'activate',
    label: t('restaurants.bulk.activate'),
    confirm: (count) => t('restaurants.bulk.activateConfirm', { count }),
    run: (target: BulkTarget) => api.restaurants.bulk({ body: { action: 'activate', ...target } }),
  },
  {
    id: 'deactivate',
    label: t('restaurants.bulk.deactivate'),
    confirm: (count) => t('restaurants.bulk.deactivateConfirm', { count }),
    run: (target: BulkTarget) => api.restaurants.bulk({ body: { action: 'deactivate', ...target } }),
  },
  {
    id: 'delete',
    label: t('restaurants.bulk.delete'),
    tone: 'danger',
    confirm: (count) => t('restaurants.bulk.deleteConfirm', { count }),
    run: (target: BulkTarget) => api.restaurants.bulk({ body: { action: 'delete', ...target } }),
  },
];
