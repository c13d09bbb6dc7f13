import type { Http } from '../../http/http';
import { DishSchema, type Dish } from '../../schemas/dish';
import { segment } from '../list-query';

/** GET /api/dishes/{id}. */
export function getDish(http: Http, params: { id: number }): Promise<Dish> {
  return http.json({ method: 'GET', path: `/api/dishes/${segment(params.id)}` }, DishSchema);
}
