import type { Http } from '../../http/http';
import { MenuSchema, type Menu } from '../../schemas/menu';
import { segment } from '../list-query';

/** GET /api/menus/{id}. */
export function getMenu(http: Http, params: { id: number }): Promise<Menu> {
  return http.json({ method: 'GET', path: `/api/menus/${segment(params.id)}` }, MenuSchema);
}
