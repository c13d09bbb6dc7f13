import { queryOptions } from '@tanstack/react-query';
import { orderListQueries, type ApiClient, type OrderDetail } from '@food-admin/api-client';
import { apiKey, apiQuery } from '@food-admin/api-client/query';
import {
  exportRequest,
  filtersOf,
  listExportQuery,
  listPageQuery,
  type ListSearch,
} from '@/shared/lists/list-search';

/** The orders table's page for the URL's view (the screen and the route's loader share it). */
export const orderPageQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.orders', { query: listPageQuery(search, orderListQueries) });

/** Orders per status under the search and the other filters. */
export const orderFacetsQuery = (api: ApiClient, search: ListSearch) =>
  apiQuery(api, 'admin.orderFacets', {
    query: { search: search.search, ...filtersOf(search, orderListQueries) },
  });

/** Every matching order as CSV, in the table's order. */
export const exportOrders = (search: ListSearch) =>
  exportRequest('admin.ordersExport', { query: listExportQuery(search, orderListQueries) }, 'orders');

/** One order with items, history, notes and the moves the caller may make (the order page). */
export const orderQuery = (api: ApiClient, id: number) => apiQuery(api, 'admin.order', { params: { id } });

/** The couriers an admin may assign (the courier picker): every COURIER account, by name. */
export const courierChoicesQuery = (api: ApiClient) =>
  apiQuery(api, 'admin.users', {
    query: { role: ['COURIER'], sort: ['firstName,asc', 'lastName,asc'], size: 100, page: 0 },
  });

/**
 * An order's refunds and limits (the payments card). The key ends with the order's refund sums, so
 * the list is read again when a refund's step changes them, and not when the order only moves on.
 */
export function orderRefundsQuery(
  api: ApiClient,
  order: Pick<OrderDetail, 'id' | 'refundedMinor' | 'refundPendingMinor'>,
) {
  return queryOptions({
    queryKey: [
      ...apiKey('admin.orderRefunds', { params: { id: order.id } }),
      order.refundedMinor,
      order.refundPendingMinor,
    ],
    queryFn: ({ signal }) => api.admin.orderRefunds({ params: { id: order.id }, signal }),
  });
}
