import type { Http } from '../../http/http';
import { PageSchema, type ListParams, type Page } from '../../schemas/common';
import { OrderSchema, type Order } from '../../schemas/orders';
import { listQuery } from '../list-query';

/** GET /admin/orders: read-only list behind the dashboard's orders card. */
export function listOrders(http: Http, params?: ListParams): Promise<Page<Order>> {
  return http.json(
    { method: 'GET', path: '/admin/orders', query: listQuery(params) },
    PageSchema(OrderSchema),
  );
}
