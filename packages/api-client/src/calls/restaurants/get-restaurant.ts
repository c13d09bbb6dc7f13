import type { Http } from '../../http/http';
import { RestaurantSchema, type Restaurant } from '../../schemas/restaurant';
import { segment } from '../list-query';

/** GET /api/restaurants/{id}. */
export function getRestaurant(http: Http, params: { id: number }): Promise<Restaurant> {
  return http.json({ method: 'GET', path: `/api/restaurants/${segment(params.id)}` }, RestaurantSchema);
}
