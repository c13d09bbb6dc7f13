// The dish reads, shared by the screens and their routes' loaders (same options, same cache entry).
import { dishListQueries, type ApiClient } from '@food-admin/api-client';
import { apiInfiniteQuery, apiQuery } from '@food-admin/api-client/query';
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
import type { DishesT } from './dish-columns';

/** One dish: the edit form. */
export const dishQuery = (api: ApiClient, id: number) => apiQuery(api, 'dishes.get', { params: { id } });

/** A menu's dishes grid for the URL's search, 10 per page. */
export const menuDishGridQuery = (api: ApiClient, menuId: number, { search }: SearchOnly) =>
  apiInfiniteQuery(api, 'dishes.byMenu', { params: { menuId }, query: { search } });

/** A menu's dishes table: the page for the URL's view (the screen and the route's loader share it). */
export const menuDishPageQuery = (api: ApiClient, menuId: number, search: ListSearch) =>
  apiQuery(api, 'dishes.byMenu', { params: { menuId }, query: listPageQuery(search, dishListQueries) });

/** A menu's dishes per availability under the search and the other filters. */
export const menuDishFacetsQuery = (api: ApiClient, menuId: number, search: ListSearch) =>
  apiQuery(api, 'dishes.byMenuFacets', {
    params: { menuId },
    query: { search: search.search, ...filtersOf(search, dishListQueries) },
  });

/** Every matching dish of the menu as CSV, in the table's order. */
export const exportMenuDishes = (menuId: number, search: ListSearch) =>
  exportRequest(
    'dishes.byMenuExport',
    {
      params: { menuId },
      query: listExportQuery(search, dishListQueries),
    },
    'dishes',
  );

/** Make the selected dishes of the menu available or unavailable, or delete them. */
export const menuDishBulkActions = (api: ApiClient, menuId: number, t: DishesT): ListBulkAction[] => [
  {
    id: 'available',
    label: t('dishes.bulk.makeAvailable'),
    confirm: (count) => t('dishes.bulk.makeAvailableConfirm', { count }),
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.dishes.byMenuBulk({
        params: { menuId },
        body: { action: 'setAvailability', available: true, ...target },
        ...progress,
      }),
  },
  {
    id: 'unavailable',
    label: t('dishes.bulk.makeUnavailable'),
    confirm: (count) => t('dishes.bulk.makeUnavailableConfirm', { count }),
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.dishes.byMenuBulk({
        params: { menuId },
        body: { action: 'setAvailability', available: false, ...target },
        ...progress,
      }),
  },
  {
    id: 'delete',
    label: t('dishes.bulk.delete'),
    tone: 'danger',
    confirm: (count) => t('dishes.bulk.deleteConfirm', bulkDeleteMessageValues(count)),
    run: (target: BulkTarget, progress: BulkProgressOptions) =>
      api.dishes.byMenuBulk({ params: { menuId }, body: { action: 'delete', ...target }, ...progress }),
  },
];
