import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@food-admin/api-client';
import type { ListSearch } from '@/features/lists/list-search';

/*
 * The orders screen's status tabs (docs/requirements.md#req-orders-screens): All first (what
 * /admin/orders opens, no parameter), then one tab per status in the order an order lives them,
 * the final ones last. A tab is the URL's `status` filter with one value; any other mix (a saved
 * view or a hand-edited URL) shows All with the status filter kept, so no rows are hidden silently.
 */

export type OrderTab = OrderStatus | 'ALL';

const TAB_ORDER: readonly OrderStatus[] = [
  'PENDING',
  'ACCEPTED',
  'PREPARING',
  'READY',
  'PICKED_UP',
  'DELIVERED',
  'CANCELLED',
  'REJECTED',
];

export const ORDER_TABS: readonly { value: OrderTab; label: string }[] = [
  { value: 'ALL', label: 'All' },
  ...TAB_ORDER.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

const statusesOf = (search: ListSearch) => search.status as OrderStatus[] | undefined;

/** The tab a URL shows. */
export function orderTabOf(search: ListSearch): OrderTab {
  const statuses = statusesOf(search);
  const only = statuses?.length === 1 ? statuses[0] : undefined;
  return only !== undefined && ORDER_STATUSES.includes(only) ? only : 'ALL';
}

/** The URL's `status` for a tab. */
export const statusOfTab = (tab: OrderTab): OrderStatus[] | undefined => (tab === 'ALL' ? undefined : [tab]);

/** A tab's count from the status facet: its status, or every status for All. */
export function tabCount(
  tab: OrderTab,
  counts: readonly { value: string; count?: number | undefined }[] | undefined,
): number | undefined {
  if (counts === undefined || counts.some((option) => option.count === undefined)) return undefined;
  return counts
    .filter((option) => tab === 'ALL' || option.value === tab)
    .reduce((sum, option) => sum + (option.count ?? 0), 0);
}

/** What an empty tab says. */
export const EMPTY_ORDER_TAB: Readonly<Record<OrderTab, string>> = {
  ALL: 'No orders yet.',
  PENDING: 'No orders are waiting to be accepted.',
  ACCEPTED: 'No accepted orders.',
  PREPARING: 'No orders are being prepared.',
  READY: 'No orders are ready for pick-up.',
  PICKED_UP: 'No orders are on their way.',
  DELIVERED: 'No delivered orders yet.',
  CANCELLED: 'No cancelled orders.',
  REJECTED: 'No rejected orders.',
};
