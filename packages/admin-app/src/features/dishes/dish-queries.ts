// The dish reads, shared by the screens and their routes' loaders (same options, same cache entry).
import type { ApiClient } from '@food-admin/api-client';
import { apiInfiniteQuery, apiQuery } from '@food-admin/api-client/query';
import type { SearchOnly } from '@/lib/search-params';

/** One dish: the edit form. */
export const dishQuery = (api: ApiClient, id: number) => apiQuery(api, 'dishes.get', { params: { id } });

/** A menu's dishes grid for the URL's search, 10 per page. */
export const menuDishGridQuery = (api: ApiClient, menuId: number, { search }: SearchOnly) =>
  apiInfiniteQuery(api, 'dishes.byMenu', { params: { menuId }, query: { search } });
