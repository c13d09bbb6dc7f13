// The menu reads, shared by the screens and their routes' loaders (same options, same cache entry).
import type { ApiClient } from '@food-admin/api-client';
import { apiInfiniteQuery, apiQuery } from '@food-admin/api-client/query';
import type { SearchOnly } from '@/lib/search-params';

/** One menu: the edit form, the dishes page's title, the dish form's title. */
export const menuQuery = (api: ApiClient, id: number) => apiQuery(api, 'menus.get', { params: { id } });

/** Every menu of a restaurant as one array (its menu page shows the first). */
export const restaurantMenusQuery = (api: ApiClient, restaurantId: number) =>
  apiQuery(api, 'menus.allByRestaurant', { params: { restaurantId } });

/** The menus grid for the URL's search, 10 per page. */
export const menuGridQuery = (api: ApiClient, { search }: SearchOnly) =>
  apiInfiniteQuery(api, 'menus.list', { query: { search } });
