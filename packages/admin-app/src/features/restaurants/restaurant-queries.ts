// The restaurant reads, shared by the screens and their routes' loaders (same options, same cache entry).
import { restaurantListQueries, type ApiClient } from '@food-admin/api-client';
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
import type { BulkProgressOptions, BulkTarget, ListBulkAction } from '@/shared/lists/use-list-view';
import { bulkDeleteMessageValues } from '@/shared/lists/use-delete-confirm';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/restaurants';

/** One restaurant: its page, the edit form, the title of its menu page. */
export const restaurantQuery = (api: ApiClient, id: number) =>
  apiQuery(api, 'restaurants.get', { params: { id } });

/** How many of a restaurant's latest orders and reviews its page shows. */
export const RECENT_ON_PAGE = 5;

/** A restaurant's latest orders, newest first (its page; the server scopes them as the orders list does). */
export const restaurantRecentOrdersQuery = (api: ApiClient, restaurantId: number) =>
  apiQuery(api, 'admin.orders', {
    query: { restaurantId: [restaurantId], page: 0, size: RECENT_ON_PAGE },
  });

/** A restaurant's latest reviews, newest first, whatever their status (its page). */
export const restaurantRecentReviewsQuery = (api: ApiClient, restaurantId: number) =>
  apiQuery(api, 'admin.reviews', {
    query: { restaurantId: [restaurantId], page: 0, size: RECENT_ON_PAGE },
  });

/** How many accounts the owner picker lists for a text: the first ones by name. */
export const OWNER_CHOICES = 20;

/**
 * The owner picker's choices (admins): accounts with the RESTAURANT role whose name or email holds
 * `search`, by name (the users list's own role filter and search).
 */
export const ownerChoicesQuery = (api: ApiClient, search: string) =>
  apiQuery(api, 'admin.users', {
    query: {
      role: ['RESTAURANT'],
      search: search.trim() === '' ? undefined : search.trim(),
      sort: ['firstName,asc', 'lastName,asc'],
      page: 0,
      size: OWNER_CHOICES,
    },
  });

/** Every restaurant as one array: the menu form's select, the restaurant names on menu cards. */
export const allRestaurantsQuery = (api: ApiClient) => apiQuery(api, 'restaurants.all');

// Each list read takes the role's scope (catalogueScope: an owner's own restaurants), so the rows,
// their counts, the export and a bulk action on all matching rows are always the same restaurants.

/** The restaurants grid for the URL's search, 10 per page. */
export const restaurantGridQuery = (api: ApiClient, { search }: SearchOnly, scope: CatalogueScope) =>
  apiInfiniteQuery(api, 'restaurants.list', { query: { search, ...scope } });

/** The restaurants table's page for the URL's view (the screen and the route's loader share it). */
export const restaurantPageQuery = (api: ApiClient, search: ListSearch, scope: CatalogueScope) =>
  apiQuery(api, 'restaurants.list', {
    query: { ...listPageQuery(search, restaurantListQueries), ...scope },
  });

/** Restaurants per active flag under the search and the other filters. */
export const restaurantFacetsQuery = (api: ApiClient, search: ListSearch, scope: CatalogueScope) =>
  apiQuery(api, 'restaurants.facets', {
    query: { search: search.search, ...filtersOf(search, restaurantListQueries), ...scope },
  });

/** Every matching restaurant as CSV, in the table's order. */
export const exportRestaurants = (search: ListSearch, scope: CatalogueScope) =>
  exportRequest(
    'restaurants.export',
    {
      query: { ...listExportQuery(search, restaurantListQueries), ...scope },
    },
    'restaurants',
  );

/** A bulk action's rows within the scope: "all matching" means all matching of the scope's. */
const scoped = (target: BulkTarget, scope: CatalogueScope): BulkTarget =>
  'filter' in target ? { filter: { ...target.filter, ...scope } } : target;

/**
 * Activate, deactivate or delete the selected restaurants. The server refuses rows one by one
 * (another owner's restaurant; a delete of a restaurant that has orders).
 */
export const restaurantBulkActions = (
  api: ApiClient,
  t: Translate<keyof typeof messages>,
  scope: CatalogueScope,
): ListBulkAction[] => [
  {
    id: 'activate',
    label: t('restaurants.bulk.activate'),
    confirm: (count) => t('restaurants.bulk.activateConfirm', { count }),
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.restaurants.bulk({ body: { action: 'activate', ...scoped(target, scope) }, ...progress }),
  },
  {
    id: 'deactivate',
    label: t('restaurants.bulk.deactivate'),
    confirm: (count) => t('restaurants.bulk.deactivateConfirm', { count }),
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.restaurants.bulk({ body: { action: 'deactivate', ...scoped(target, scope) }, ...progress }),
  },
  {
    id: 'delete',
    label: t('restaurants.bulk.delete'),
    tone: 'danger',
    confirm: (count) => t('restaurants.bulk.deleteConfirm', bulkDeleteMessageValues(count)),
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.restaurants.bulk({ body: { action: 'delete', ...scoped(target, scope) }, ...progress }),
  },
];

/** A restaurant's operating rules and whether it takes orders now (its page's "Orders now"). */
export const restaurantOperationsQuery = (api: ApiClient, id: number) =>
  apiQuery(api, 'restaurants.operations', { params: { id } });
