import type { Http } from '../../http/http';
import { RestaurantSchema, type Restaurant } from '../../schemas/restaurant';
import { ArrayOrPageSchema } from '../array-or-page';

/** GET /api/restaurants without paging: every restaurant (server caps at 1000). Array or page, normalised to an array. */
export function listAllRestaurants(http: Http): Promise<Restaurant[]> {
  return http.json({ method: 'GET', path: '/api/restaurants' }, ArrayOrPageSchema(RestaurantSchema));
}
