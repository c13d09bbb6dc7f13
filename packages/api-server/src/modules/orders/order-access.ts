import {
  allowedMovesFor,
  canSeeOrder,
  hiddenOrderMessage,
  lostOrderRace,
  orderMoveRefusal,
  type OrderMoveRefusal,
  type OrderStatus,
} from '@food-admin/api-client';
import type { UserRow } from '../../db/rows';
import { conflict, forbidden, type HttpError } from '../../http/errors';
import type { ActivityInput } from '../activity/record-activity';
import type { OrderState } from './orders.repository';

/*
 * Who may do what with an order (docs/api.md#orders). The machine, the moves per role and the
 * refusals are the contract's (schemas/orders.ts in the api-client); this module turns them into
 * the API's answers and writes the activity entries.
 */

/** 403 unless `viewer` may see the order. */
export function assertCanSeeOrder(viewer: UserRow, order: OrderState): void {
  if (!canSeeOrder(viewer, order)) throw forbidden(hiddenOrderMessage(viewer));
}

/** A 409 about the order's state: its status and the moves `viewer` may make from it. */
export function orderConflict(viewer: UserRow, order: OrderState, message: string): HttpError {
  return conflict(message, { status: order.status, allowed: allowedMovesFor(viewer, order) });
}

const asHttpError = (viewer: UserRow, order: OrderState, refusal: OrderMoveRefusal): HttpError =>
  refusal.status === 403 ? forbidden(refusal.message) : orderConflict(viewer, order, refusal.message);

/** The answer refusing `viewer`'s move of the order to `to`, or undefined when they may make it. */
export function moveRefusal(viewer: UserRow, order: OrderState, to: OrderStatus): HttpError | undefined {
  const refusal = orderMoveRefusal(viewer, order, to);
  return refusal === undefined ? undefined : asHttpError(viewer, order, refusal);
}

/** The 409 of a move that lost its race: the order is `now` no longer what it was (`before`). */
export const lostRace = (viewer: UserRow, before: OrderState, now: OrderState, to: OrderStatus): HttpError =>
  asHttpError(viewer, now, lostOrderRace(viewer, before, now, to));

/** The ORDER activity entry's action type and verb per target status. */
const MOVE_ENTRIES: Record<OrderStatus, { actionType: string; verb: string }> = {
  // No move leads back to PENDING; listed so every status has its entry.
  PENDING: { actionType: 'REOPEN', verb: 'Reopened' },
  ACCEPTED: { actionType: 'ACCEPT', verb: 'Accepted' },
  REJECTED: { actionType: 'REJECT', verb: 'Rejected' },
  PREPARING: { actionType: 'PREPARE', verb: 'Started preparing' },
  READY: { actionType: 'READY', verb: 'Marked ready' },
  PICKED_UP: { actionType: 'PICK_UP', verb: 'Picked up' },
  DELIVERED: { actionType: 'DELIVER', verb: 'Delivered' },
  CANCELLED: { actionType: 'CANCEL', verb: 'Cancelled' },
};

/** "order #12 of Trattoria Bella Vista": how the activity feed names an order. */
const orderName = (order: Pick<OrderState, 'id' | 'restaurantName'>) =>
  `order #${order.id} of ${order.restaurantName}`;

/** The ORDER entry of a move; rejections and cancellations at WARN, with their reason. */
export function moveEntry(order: OrderState, to: OrderStatus, reason: string | undefined): ActivityInput {
  const { actionType, verb } = MOVE_ENTRIES[to];
  return {
    category: 'ORDER',
    actionType,
    action: `${verb} ${orderName(order)}${reason === undefined ? '' : `: ${reason}`}`,
    level: to === 'REJECTED' || to === 'CANCELLED' ? 'WARN' : 'INFO',
    entityId: order.id,
  };
}

export function courierEntry(order: OrderState, courier: UserRow | null): ActivityInput {
  return {
    category: 'ORDER',
    actionType: courier === null ? 'UNASSIGN' : 'ASSIGN',
    action:
      courier === null
        ? `Unassigned the courier of ${orderName(order)}`
        : `Assigned ${courier.firstName} ${courier.lastName} to ${orderName(order)}`,
    entityId: order.id,
  };
}

export const noteEntry = (order: OrderState): ActivityInput => ({
  category: 'ORDER',
  actionType: 'NOTE',
  action: `Added a note to ${orderName(order)}`,
  entityId: order.id,
});
