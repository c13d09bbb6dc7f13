import { ORDER_STATUSES, type OrderStatus, type Role } from '@food-admin/api-client';

/*
 * How the order page names each move (docs/requirements.md#req-orders-screens): a verb for the
 * button, in the order of the lifecycle; refusing moves (reject, cancel) ask for a reason first.
 */

const MOVE_LABELS: Readonly<Record<OrderStatus, string>> = {
  PENDING: 'Back to pending',
  ACCEPTED: 'Accept',
  REJECTED: 'Reject',
  PREPARING: 'Start preparing',
  READY: 'Mark ready',
  PICKED_UP: 'Mark picked up',
  DELIVERED: 'Mark delivered',
  CANCELLED: 'Cancel order',
};

/** The button's text for a move; a courier picks an order up themselves. */
export function moveLabel(to: OrderStatus, role: Role | null | undefined): string {
  if (role === 'COURIER' && to === 'PICKED_UP') return 'Pick up';
  if (role === 'COURIER' && to === 'DELIVERED') return 'Delivered';
  return MOVE_LABELS[to];
}

/** Moves that turn an order away: shown last, in the danger style. */
export const isRefusal = (to: OrderStatus) => to === 'REJECTED' || to === 'CANCELLED';

/** The moves in the order the buttons show them: forward moves first, refusals last. */
export const orderedMoves = (moves: readonly OrderStatus[]): OrderStatus[] =>
  [...moves].sort(
    (a, b) =>
      Number(isRefusal(a)) - Number(isRefusal(b)) || ORDER_STATUSES.indexOf(a) - ORDER_STATUSES.indexOf(b),
  );

/** The reason dialog's title and confirm button. */
export const REFUSAL_TEXTS: Readonly<Record<'REJECTED' | 'CANCELLED', { title: string; confirm: string }>> = {
  REJECTED: { title: 'Reject order', confirm: 'Reject order' },
  CANCELLED: { title: 'Cancel order', confirm: 'Cancel order' },
};
