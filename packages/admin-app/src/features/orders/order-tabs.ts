import {
  ORDER_REFUND_STATES,
  ORDER_STATUSES,
  statusesMetBy,
  type OrderRefundState,
  type OrderStatus,
  type Role,
} from '@food-admin/api-client';
import type { OrderStatusName } from '@/i18n/order-status-names';
import type { ListSearch } from '@/shared/lists/list-search';
import type { OrdersTranslate } from './order-columns';

/*
 * The orders screen's status tabs (docs/requirements.md#req-orders-screens): All first (what
 * /admin/orders opens, no parameter), then one tab per status in the order an order lives them,
 * the final ones last; a role gets a tab for each status it meets an order in (the contract's
 * statusesMetBy: a courier's are Ready, Picked up, Delivered and Cancelled). A tab is the URL's
 * `status` filter with one value; any other mix (a saved view, a hand-edited URL, or a status the
 * role has no tab for) shows All with the status filter kept, so no rows are hidden silently.
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

/** Each refund state's name (the `refund` filter). */
export const REFUND_STATE_KEYS = {
  NONE: 'orders.refundState.none',
  PARTIAL: 'orders.refundState.partial',
  FULL: 'orders.refundState.full',
  PENDING: 'orders.refundState.pending',
} as const satisfies Record<OrderRefundState, Parameters<OrdersTranslate>[0]>;

/**
 * The status filter's menu, in lifecycle order with the statuses' names in `t`'s language, and the
 * refund state's (the toolbar's Refund filter: none, part, all given back, or waiting for approval).
 */
export const orderFacetLabels = (t: OrdersTranslate, statusName: OrderStatusName) => ({
  status: {
    title: t('orders.field.status'),
    options: ORDER_STATUSES.map((status) => ({ value: status, label: statusName(status) })),
  },
  refund: {
    title: t('orders.field.refund'),
    options: ORDER_REFUND_STATES.map((state) => ({ value: state, label: t(REFUND_STATE_KEYS[state]) })),
  },
});

/** The statuses with a tab of their own for `role`, in the tabs' order (every one without a role). */
export function tabStatuses(role: Role | null | undefined): OrderStatus[] {
  const met = role ? statusesMetBy(role) : ORDER_STATUSES;
  return TAB_ORDER.filter((status) => met.includes(status));
}

/** The tabs `role` sees, named in `t`'s language. */
export const orderTabs = (
  t: OrdersTranslate,
  statusName: OrderStatusName,
  role: Role | null | undefined,
): { value: OrderTab; label: string }[] => [
  { value: 'ALL', label: t('orders.tab.all') },
  ...tabStatuses(role).map((status) => ({ value: status, label: statusName(status) })),
];

const statusesOf = (search: ListSearch) => search.status as OrderStatus[] | undefined;

/** The tab a URL shows `role`. */
export function orderTabOf(search: ListSearch, role: Role | null | undefined): OrderTab {
  const statuses = statusesOf(search);
  const only = statuses?.length === 1 ? statuses[0] : undefined;
  return only !== undefined && tabStatuses(role).includes(only) ? only : 'ALL';
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

/** What an empty tab says (its message's key). */
export const EMPTY_ORDER_TAB = {
  ALL: 'orders.empty.all',
  PENDING: 'orders.empty.pending',
  ACCEPTED: 'orders.empty.accepted',
  PREPARING: 'orders.empty.preparing',
  READY: 'orders.empty.ready',
  PICKED_UP: 'orders.empty.pickedUp',
  DELIVERED: 'orders.empty.delivered',
  CANCELLED: 'orders.empty.cancelled',
  REJECTED: 'orders.empty.rejected',
} as const satisfies Record<OrderTab, Parameters<OrdersTranslate>[0]>;
