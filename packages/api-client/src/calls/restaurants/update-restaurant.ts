import type { Http } from '../../http/http';
import { RestaurantSchema, type Restaurant, type RestaurantInput } from '../../schemas/restaurant';
import { segment } from '../list-query';

/** PUT /api/restaurants/{id}. */
export function updateRestaurant(
  http: Http,
  params: { id: number; input: RestaurantInput },
): Promise<Restaurant> {
  return http.json(
    { method: 'PUT', path: `/api/restaurants/${segment(params.id)}`, body: params.input },
    RestaurantSchema,
  );
}
