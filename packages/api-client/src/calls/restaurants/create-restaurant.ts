import type { Http } from '../../http/http';
import { RestaurantSchema, type Restaurant, type RestaurantInput } from '../../schemas/restaurant';
import { withoutId } from '../without-id';

/** POST /api/restaurants: 201 with the created restaurant. */
export function createRestaurant(http: Http, params: { input: RestaurantInput }): Promise<Restaurant> {
  return http.json(
    { method: 'POST', path: '/api/restaurants', body: withoutId(params.input) },
    RestaurantSchema,
  );
}
