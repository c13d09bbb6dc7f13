import type { Http } from '../../http/http';
import { PageSchema, type ListParams, type Page } from '../../schemas/common';
import { ReviewSchema, type Review } from '../../schemas/orders';
import { listQuery } from '../list-query';

/** GET /admin/reviews: read-only list behind the dashboard's reviews card. */
export function listReviews(http: Http, params?: ListParams): Promise<Page<Review>> {
  return http.json(
    { method: 'GET', path: '/admin/reviews', query: listQuery(params) },
    PageSchema(ReviewSchema),
  );
}
