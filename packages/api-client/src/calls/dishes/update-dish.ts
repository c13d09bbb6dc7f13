import type { Http } from '../../http/http';
import { DishSchema, type Dish, type DishInput } from '../../schemas/dish';
import { segment } from '../list-query';

/** PUT /api/dishes/{id}. */
export function updateDish(http: Http, params: { id: number; input: DishInput }): Promise<Dish> {
  return http.json(
    { method: 'PUT', path: `/api/dishes/${segment(params.id)}`, body: params.input },
    DishSchema,
  );
}
