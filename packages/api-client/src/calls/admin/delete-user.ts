import type { Http } from '../../http/http';
import { segment } from '../list-query';

/** DELETE /admin/users/{id}: answers 204. */
export function deleteUser(http: Http, params: { id: number }): Promise<void> {
  return http.send({ method: 'DELETE', path: `/admin/users/${segment(params.id)}` });
}
