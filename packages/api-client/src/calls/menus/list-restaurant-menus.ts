import type { Http } from '../../http/http';
import { PageSchema, type ListParams, type Page } from '../../schemas/common';
import { MenuSchema, type Menu } from '../../schemas/menu';
import { listQuery, segment } from '../list-query';

/** GET /api/restaurants/{restaurantId}/menus?search&page&size: one page of the restaurant's menus. */
export function listRestaurantMenus(
  http: Http,
  params: { restaurantId: number } & ListParams,
): Promise<Page<Menu>> {
  const { restaurantId, ...list } = params;
  return http.json(
    { method: 'GET', path: `/api/restaurants/${segment(restaurantId)}/menus`, query: listQuery(list) },
    PageSchema(MenuSchema),
  );
}
