import type { Http } from '../../http/http';
import { MenuSchema, type Menu } from '../../schemas/menu';
import { ArrayOrPageSchema } from '../array-or-page';
import { segment } from '../list-query';

/** GET /api/restaurants/{restaurantId}/menus without paging: all the restaurant's menus, normalised to an array. */
export function listAllRestaurantMenus(http: Http, params: { restaurantId: number }): Promise<Menu[]> {
  return http.json(
    { method: 'GET', path: `/api/restaurants/${segment(params.restaurantId)}/menus` },
    ArrayOrPageSchema(MenuSchema),
  );
}
