import type { Http } from '../../http/http';
import { MenuSchema, type Menu, type MenuInput } from '../../schemas/menu';
import { segment } from '../list-query';

/** PUT /api/menus/{id}. */
export function updateMenu(http: Http, params: { id: number; input: MenuInput }): Promise<Menu> {
  return http.json(
    { method: 'PUT', path: `/api/menus/${segment(params.id)}`, body: params.input },
    MenuSchema,
  );
}
