import type { Http } from '../../http/http';
import { DishSchema, type Dish, type DishInput } from '../../schemas/dish';
import { segment } from '../list-query';
import { withoutId } from '../without-id';

/** POST /api/menus/{menuId}/dishes: 201 with the created dish. */
export function createDish(http: Http, params: { menuId: number; input: DishInput }): Promise<Dish> {
  return http.json(
    { method: 'POST', path: `/api/menus/${segment(params.menuId)}/dishes`, body: withoutId(params.input) },
    DishSchema,
  );
}
