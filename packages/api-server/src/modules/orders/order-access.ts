import type { SignedInUser } from '../../auth/permissions';
import {
  allowedMovesFor,
  canSeeOrder,
  hiddenOrderRefusal,
  lostOrderRace,
  orderMoveRefusal,
  type OrderMoveRefusal,
  type OrderStatus,
  type Refusal,
} from '@food-admin/api-client';
import { HttpError } from '../../http/errors';
import type { OrderState } from './orders.repository';

/*
 * Who may do what with an order (docs/api.md#orders). The machine, the moves per role and the
 * refusals are the contract's (schemas/orders.ts in the api-client), as are the activity entries
 * (orderMoveActivity, ...); this module turns the refusals into the API's answers.
 */

/** 403 unless `viewer` may see the order. */
export function assertCanSeeOrder(viewer: SignedInUser, order: OrderState): void {
  if (!canSeeOrder(viewer, order)) throw HttpError.of(hiddenOrderRefusal(viewer));
}

/** A 409 about the order's state, with its status and the moves `viewer` may make from it. */
export function orderConflict(viewer: SignedInUser, order: OrderState, refused: Refusal): HttpError {
  return HttpError.of(refused, { status: order.status, allowed: allowedMovesFor(viewer, order) });
}

const asHttpError = (viewer: SignedInUser, order: OrderState, refused: OrderMoveRefusal): HttpError =>
  refused.status === 403 ? HttpError.of(refused) : orderConflict(viewer, order, refused);

/** The answer refusing `viewer`'s move of the order to `to`, or undefined when they may make it. */
export function moveRefusal(viewer: SignedInUser, order: OrderState, to: OrderStatus): HttpError | undefined {
  const refusal = orderMoveRefusal(viewer, order, to);
  return refusal === undefined ? undefined : asHttpError(viewer, order, refusal);
}

/**
 * The answer to a move that lost its race: the order is `now` no longer what it was (`before`). A 409,
 * or a 403 without the order's state when the winner took it out of the viewer's sight.
 */
export const lostRace = (
  viewer: SignedInUser,
  before: OrderState,
  now: OrderState,
  to: OrderStatus,
): HttpError => asHttpError(viewer, now, lostOrderRace(viewer, before, now, to));
