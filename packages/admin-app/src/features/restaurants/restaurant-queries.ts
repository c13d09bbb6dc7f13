// The restaurant reads, shared by the screens and their routes' loaders (same options, same cache entry).
import type { ApiClient } from '@food-admin/api-client';
import { apiInfiniteQuery, apiQuery } from '@food-admin/api-client/query';
import type { SearchOnly } from '@/lib/search-params';

/** One restaurant: the edit form, the title of its menu page. */
export const restaurantQuery = (api: ApiClient, id: number) =>
  apiQuery(api, 'restaurants.get', { params: { id } });

/** Every restaurant as one array: the menu form's select, the restaurant names on menu cards. */
export const allRestaurantsQuery = (api: ApiClient) => apiQuery(api, 'restaurants.all');

/** The restaurants grid for the URL's search, 10 per page. */
export const restaurantGridQuery = (api: ApiClient, { search }: SearchOnly) =>
  apiInfiniteQuery(api, 'restaurants.list', { query: { search } });
