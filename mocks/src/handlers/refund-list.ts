import { contract, refundListQueries, type RefundListItem } from '@food-admin/api-client';
import { mockDb } from '../db/mock-db';
import { facetCounts, listPage, listRows, mockList, noFacets } from '../db/paging';
import { csvExport, emptyPage } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { mover } from './mover';

/*
 * The refunds list (refundListQueries, docs/api.md#refunds-list), as the server's
 * modules/refunds/refunds-list.ts answers it: every refund of the store with its order's restaurant
 * and customer, an admin's all of them, an owner's those of their restaurants' orders.
 */

const refundList = mockList<RefundListItem>()(refundListQueries, {});

/** The refunds the acting user may see, as the list answers them. */
function visibleRefunds(): RefundListItem[] {
  const who = mover();
  if (who.role !== 'ADMIN' && who.role !== 'RESTAURANT') return [];
  return mockDb.refunds.all().flatMap((refund): RefundListItem[] => {
    const order = mockDb.orders.find(refund.orderId);
    if (order === undefined) return [];
    const restaurant = mockDb.restaurants.find(order.restaurantId);
    if (who.role === 'RESTAURANT' && (restaurant?.ownerId ?? null) !== who.id) return [];
    return [
      {
        ...refund,
        restaurantId: order.restaurantId,
        restaurantName: order.restaurantName ?? restaurant?.name ?? '',
        customerName: order.customerName ?? null,
      },
    ];
  });
}

export const refundListEndpoints = {
  refunds: mockEndpoint(
    contract.admin.refunds,
    ({ query }) => listPage(visibleRefunds(), query, refundList),
    emptyPage,
  ),
  refundFacets: mockEndpoint(
    contract.admin.refundFacets,
    ({ query }) => facetCounts(visibleRefunds(), query, refundList),
    () => noFacets(refundList),
  ),
  refundsExport: mockEndpoint(
    contract.admin.refundsExport,
    ({ query }) =>
      csvExport(contract.admin.refundsExport, refundList, listRows(visibleRefunds(), query, refundList)),
    () => csvExport(contract.admin.refundsExport, refundList, []),
  ),
};
