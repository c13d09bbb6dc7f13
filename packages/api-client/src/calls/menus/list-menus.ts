import type { Http } from '../../http/http';
import { PageSchema, type ListParams, type Page } from '../../schemas/common';
import { MenuSchema, type Menu } from '../../schemas/menu';
import { listQuery } from '../list-query';

/** GET /api/menus?search&page&size: menus of every restaurant (the /admin/menus screen). */
export function listMenus(http: Http, params?: ListParams): Promise<Page<Menu>> {
  return http.json({ method: 'GET', path: '/api/menus', query: listQuery(params) }, PageSchema(MenuSchema));
}
