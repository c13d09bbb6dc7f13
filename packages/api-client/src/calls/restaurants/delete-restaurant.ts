import type { Http } from '../../http/http';
import { segment } from '../list-query';

/** DELETE /api/restaurants/{id}: answers 204. */
export function deleteRestaurant(http: Http, params: { id: number }): Promise<void> {
  return http.send({ method: 'DELETE', path: `/api/restaurants/${segment(params.id)}` });
}
