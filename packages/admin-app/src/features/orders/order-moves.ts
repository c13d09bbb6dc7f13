import { ORDER_STATUSES, type OrderStatus, type Role } from '@food-admin/api-client';
import type { OrdersTranslate } from './order-columns';

/*
 * How the order page names each move (docs/requirements.md#req-orders-screens): a verb for the
 * button, in the order of the lifecycle; refusing moves (reject, cancel) ask for a reason first.
 */

const MOVE_LABELS = {
  PENDING: 'orders.move.backToPending',
  ACCEPTED: 'orders.move.accept',
  REJECTED: 'orders.move.reject',
  PREPARING: 'orders.move.startPreparing',
  READY: 'orders.move.markReady',
  PICKED_UP: 'orders.move.markPickedUp',
  DELIVERED: 'orders.move.markDelivered',
  CANCELLED: 'orders.cancelOrder',
} as const satisfies Record<OrderStatus, Parameters<OrdersTranslate>[0]>;

/** The button's text for a move, in `t`'s language; a courier picks an order up themselves. */
export function moveLabel(to: OrderStatus, role: Role | null | undefined, t: OrdersTranslate): string {
  if (role === 'COURIER' && to === 'PICKED_UP') return t('orders.move.pickUp');
  if (role === 'COURIER' && to === 'DELIVERED') return t('orders.move.delivered');
  return t(MOVE_LABELS[to]);
}

/** Moves that turn an order away: shown last, in the danger style. */
export const isRefusal = (to: OrderStatus) => to === 'REJECTED' || to === 'CANCELLED';

/** The moves in the order the buttons show them: forward moves first, refusals last. */
export const orderedMoves = (moves: readonly OrderStatus[]): OrderStatus[] =>
  [...moves].sort(
    (a, b) =>
      Number(isRefusal(a)) - Number(isRefusal(b)) || ORDER_STATUSES.indexOf(a) - ORDER_STATUSES.indexOf(b),
  );

/** The reason dialog's title and confirm button (the same words). */
export const REFUSAL_TEXTS = {
  REJECTED: 'orders.rejectOrder',
  CANCELLED: 'orders.cancelOrder',
} as const satisfies Record<'REJECTED' | 'CANCELLED', Parameters<OrdersTranslate>[0]>;
