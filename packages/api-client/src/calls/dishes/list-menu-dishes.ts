import type { Http } from '../../http/http';
import { PageSchema, type ListParams, type Page } from '../../schemas/common';
import { DishSchema, type Dish } from '../../schemas/dish';
import { listQuery, segment } from '../list-query';

/** GET /api/menus/{menuId}/dishes?search&page&size. */
export function listMenuDishes(http: Http, params: { menuId: number } & ListParams): Promise<Page<Dish>> {
  const { menuId, ...list } = params;
  return http.json(
    { method: 'GET', path: `/api/menus/${segment(menuId)}/dishes`, query: listQuery(list) },
    PageSchema(DishSchema),
  );
}
