import type { Http } from '../../http/http';
import { segment } from '../list-query';

/** DELETE /api/menus/{id}: answers 204. */
export function deleteMenu(http: Http, params: { id: number }): Promise<void> {
  return http.send({ method: 'DELETE', path: `/api/menus/${segment(params.id)}` });
}
