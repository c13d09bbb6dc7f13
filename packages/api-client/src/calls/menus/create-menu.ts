import type { Http } from '../../http/http';
import { MenuSchema, type Menu, type MenuInput } from '../../schemas/menu';
import { segment } from '../list-query';
import { withoutId } from '../without-id';

/** POST /api/restaurants/{restaurantId}/menus: 201 with the created menu. */
export function createMenu(http: Http, params: { restaurantId: number; input: MenuInput }): Promise<Menu> {
  return http.json(
    {
      method: 'POST',
      path: `/api/restaurants/${segment(params.restaurantId)}/menus`,
      body: withoutId(params.input),
    },
    MenuSchema,
  );
}
