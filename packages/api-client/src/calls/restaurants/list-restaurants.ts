import type { Http } from '../../http/http';
import { PageSchema, type ListParams, type Page } from '../../schemas/common';
import { RestaurantSchema, type Restaurant } from '../../schemas/restaurant';
import { listQuery } from '../list-query';

/** GET /api/restaurants?search&page&size: one page. */
export function listRestaurants(http: Http, params?: ListParams): Promise<Page<Restaurant>> {
  return http.json(
    { method: 'GET', path: '/api/restaurants', query: listQuery(params) },
    PageSchema(RestaurantSchema),
  );
}
