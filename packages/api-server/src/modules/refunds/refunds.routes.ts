import {
  contract,
  planRefund,
  refundActivity,
  refundLimitsOf,
  type OrderRefunds,
  type RefundAnswer,
  type RefundableOrder,
} from '@food-admin/api-client';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import { HttpError, notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { recordActivity } from '../activity/record-activity';
import { findOrderState, type OrderState } from '../orders/orders.repository';
import {
  decideRefund,
  insertRefund,
  lockRefund,
  refundableOrder,
  refundIdByKey,
  refundsOfOrder,
  syncOrderRefunds,
} from './refunds.repository';

/*
 * Refunds on orders (docs/api.md#refunds): an order's refunds and limits, a new refund (by items,
 * by amount, the fee once; idempotent, If-Match on the order), and an admin's approval or decline
 * of one that waits. Every step writes its ORDER activity entry and the order's sums in its
 * transaction; the order's version rises, so its page and lists hear of it live.
 */

const ORDER_NOT_FOUND = 'Order not found';

/** The order, 404 unless it exists, 403 unless `user` is an admin or its restaurant's owner. */
async function refundableBy(db: Executor, user: UserRow, orderId: number, lock = false): Promise<OrderState> {
  const order = await findOrderState(db, orderId, lock);
  if (order === undefined) throw notFound(ORDER_NOT_FOUND);
  if (user.role !== 'ADMIN' && order.restaurantOwnerId !== user.id) throw refuse('ORDER_NOT_YOURS');
  return order;
}

/** What a step has read of the order already, as it stands now. */
type Known = { order?: RefundableOrder; state?: OrderState | undefined };

export function refundRoutes({ db, config }: AppContext): Route[] {
  const { currency, refunds: settings } = config;

  /**
   * The order's refunds, limits and version, read in the caller's transaction; what the caller
   * `knows` already, as it stands now, is not read again.
   */
  const refundsAnswer = async (tx: Executor, orderId: number, knows: Known = {}): Promise<OrderRefunds> => {
    // One after another: in a transaction the queries share one connection anyway.
    const order = knows.order ?? (await refundableOrder(tx, orderId));
    const refunds = await refundsOfOrder(tx, orderId);
    const found = knows.state ?? (await findOrderState(tx, orderId));
    if (found === undefined) throw notFound(ORDER_NOT_FOUND);
    return { version: found.version, currency, refunds, limits: refundLimitsOf(order) };
  };
  const answerWith = async (
    tx: Executor,
    orderId: number,
    refundId: number,
    knows?: Known,
  ): Promise<RefundAnswer> => {
    const answer = await refundsAnswer(tx, orderId, knows);
    const refund = answer.refunds.find((each) => each.id === refundId);
    if (refund === undefined) throw new Error(`refund ${refundId} not found`);
    return { refund, ...answer };
  };

  /** Approves or declines a waiting refund (an admin). */
  const decide = (step: 'REFUND_APPROVED' | 'REFUND_DECLINED') =>
    defineRoute(
      step === 'REFUND_APPROVED' ? contract.admin.approveRefund : contract.admin.declineRefund,
      ({ params, user }) =>
        runTransaction(db, async (tx) => {
          const refund = await lockRefund(tx, params.id);
          if (refund === undefined) throw notFound('Refund not found');
          if (refund.status !== 'PENDING_APPROVAL') throw refuse('REFUND_NOT_PENDING');
          await decideRefund(tx, params.id, step === 'REFUND_APPROVED' ? 'SUCCEEDED' : 'DECLINED', user.id);
          await syncOrderRefunds(tx, refund.orderId);
          // Read after the sums: its version is the answer's too.
          const state = await findOrderState(tx, refund.orderId);
          await recordActivity(
            tx,
            user,
            refundActivity({ id: refund.orderId, restaurantName: state?.restaurantName }, refund, step),
          );
          return answerWith(tx, refund.orderId, params.id, { state });
        }),
    );

  return [
    defineRoute(contract.admin.orderRefunds, async ({ params, user }) => {
      await refundableBy(db, user, params.id);
      return refundsAnswer(db, params.id);
    }),

    defineRoute(contract.admin.refundOrder, ({ params, body, user, expectedVersion, idempotencyKey }) =>
      runTransaction(db, async (tx) => {
        // The order's row lock: refunds of one order queue here, so each sees the ones before it.
        const order = await refundableBy(tx, user, params.id, true);
        // A retry whose kept answer is gone finds the refund its key made (the key is on the record).
        const made =
          idempotencyKey === undefined ? undefined : await refundIdByKey(tx, order.id, idempotencyKey);
        if (made !== undefined) return answerWith(tx, order.id, made);
        await assertVersion(expectedVersion, order, 'order', () => refundsAnswer(tx, order.id));
        const before = await refundableOrder(tx, order.id);
        const planned = planRefund(before, body, {
          now: Date.now(),
          windowDays: settings.windowDays,
          approvalThresholdMinor: settings.approvalThresholdMinor,
          mayApprove: true,
          restaurantBearsOnly: user.role !== 'ADMIN',
        });
        if (!planned.ok) throw HttpError.of(planned.refusal, planned.details);
        const id = await insertRefund(tx, {
          orderId: order.id,
          planned,
          input: body,
          currency,
          idempotencyKey,
          createdBy: user.id,
        });
        await syncOrderRefunds(tx, order.id);
        const step = planned.status === 'SUCCEEDED' ? 'REFUNDED' : 'REFUND_REQUESTED';
        await recordActivity(tx, user, refundActivity(order, { ...planned, currency }, step));
        // The limits of the order as read, with this refund: the same refundLimitsOf a read gives.
        const after = { ...before, refunds: [...before.refunds, planned] };
        return answerWith(tx, order.id, id, { order: after });
      }),
    ),

    decide('REFUND_APPROVED'),
    decide('REFUND_DECLINED'),
  ];
}
