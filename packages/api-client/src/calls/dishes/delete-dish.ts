import type { Http } from '../../http/http';
import { segment } from '../list-query';

/** DELETE /api/dishes/{id}: answers 204. */
export function deleteDish(http: Http, params: { id: number }): Promise<void> {
  return http.send({ method: 'DELETE', path: `/api/dishes/${segment(params.id)}` });
}
