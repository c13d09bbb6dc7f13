import {
  contract,
  planRefund,
  refundActivity,
  refundLimitsOf,
  refundsCloseAt,
  refusal,
  type Permission,
  type OrderRefunds,
  type Refund,
  type RefundAnswer,
} from '@food-admin/api-client';
import { assertCan, can, type SignedInUser } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { runTransaction } from '../../db/transaction';
import { HttpError, notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { recordActivity } from '../activity/record-activity';
import {
  decideRefund,
  insertRefund,
  orderOfRefund,
  personName,
  readRefunds,
  type OrderRefundsRead,
} from './refunds.repository';

/*
 * Refunds on orders (docs/api.md#refunds): an order's refunds and limits, a new refund (by items,
 * by amount, the fee once; idempotent, If-Match on the order), and an admin's approval or decline
 * of one that waits. Each step reads the order with its refunds in one statement (locked for a
 * write), decides with the contract's rules, writes the refund and the order's sums in one more,
 * and its ORDER activity entry; the answer is built from what was read and written. The order's
 * version rises, so its page and lists hear of it live.
 */

const ORDER_NOT_FOUND = 'Order not found';

/** The order read, 404 unless it exists, 403 unless `user` holds `permission` on its restaurant. */
async function refundableBy(
  db: Executor,
  user: SignedInUser,
  permission: Extract<Permission, 'orders.view' | 'orders.refund'>,
  orderId: number,
  options?: Parameters<typeof readRefunds>[2],
): Promise<OrderRefundsRead> {
  const read = await readRefunds(db, orderId, options);
  if (read === undefined) throw notFound(ORDER_NOT_FOUND);
  assertCan(
    user,
    permission,
    { id: read.state.restaurantId, ownerId: read.state.restaurantOwnerId },
    refusal('ORDER_NOT_YOURS'),
  );
  return read;
}

export function refundRoutes({ db, config }: AppContext): Route[] {
  const { currency, refunds: settings } = config;

  /** The order's refunds at `version`, their limits, and when refunds close. */
  const answerOf = (read: OrderRefundsRead, version: number, refunds: Refund[]): OrderRefunds => {
    const closesAt = refundsCloseAt(read.order.deliveredAt, settings.windowDays);
    return {
      version,
      currency,
      refunds,
      limits: refundLimitsOf({ ...read.order, refunds }),
      closesAt: closesAt === null ? null : new Date(closesAt).toISOString(),
    };
  };
  /** The order's refunds as read. */
  const currentAnswer = (read: OrderRefundsRead) => answerOf(read, read.state.version, read.refunds);
  /** The answer of a step: `refund`, and the order's refunds after it. */
  const stepAnswer = (
    read: OrderRefundsRead,
    version: number,
    refunds: Refund[],
    refund: Refund,
  ): RefundAnswer => ({
    refund,
    ...answerOf(read, version, refunds),
  });

  /** Approves or declines a waiting refund (an admin). */
  const decide = (step: 'REFUND_APPROVED' | 'REFUND_DECLINED') =>
    defineRoute(
      step === 'REFUND_APPROVED' ? contract.admin.approveRefund : contract.admin.declineRefund,
      ({ params, user }) =>
        runTransaction(db, async (tx) => {
          const orderId = await orderOfRefund(tx, params.id);
          // The order's lock, as a new refund takes it: two decisions, or one and a refund, queue.
          const read = orderId === undefined ? undefined : await readRefunds(tx, orderId, { lock: true });
          const waiting = read?.refunds.find((each) => each.id === params.id);
          if (read === undefined || waiting === undefined) throw notFound('Refund not found');
          if (waiting.status !== 'PENDING_APPROVAL') throw refuse('REFUND_NOT_PENDING');
          const status = step === 'REFUND_APPROVED' ? ('SUCCEEDED' as const) : ('DECLINED' as const);
          const refunds = read.refunds.map((each) => (each.id === params.id ? { ...each, status } : each));
          const limits = refundLimitsOf({ ...read.order, refunds });
          const { version, decidedAt } = await decideRefund(tx, {
            id: params.id,
            orderId: read.state.id,
            status,
            decidedBy: user.id,
            limits,
          });
          await recordActivity(tx, user, refundActivity(read.state, waiting, step));
          const decided = {
            ...waiting,
            status,
            decidedBy: user.id,
            decidedByName: personName(user),
            decidedAt,
          };
          const after = refunds.map((each) => (each.id === params.id ? decided : each));
          return stepAnswer(read, version, after, decided);
        }),
    );

  return [
    defineRoute(contract.admin.orderRefunds, async ({ params, user }) => {
      return currentAnswer(await refundableBy(db, user, 'orders.view', params.id));
    }),

    defineRoute(
      contract.admin.refundOrder,
      ({ params, body, user, expectedVersion, idempotencyKey, keepAnswer }) =>
        runTransaction(db, async (tx) => {
          // The order's row lock: refunds of one order queue here, so each sees the ones before it.
          const read = await refundableBy(tx, user, 'orders.refund', params.id, {
            lock: true,
            idempotencyKey,
          });
          const { state } = read;
          // A retry whose kept answer is gone finds the refund its key made (the key is on the record).
          const made = read.refunds.find((each) => each.id === read.madeWithKey);
          if (made !== undefined) return stepAnswer(read, state.version, read.refunds, made);
          await assertVersion(expectedVersion, state, 'order', () => currentAnswer(read));
          const planned = planRefund(read.order, body, {
            now: Date.now(),
            windowDays: settings.windowDays,
            approvalThresholdMinor: settings.approvalThresholdMinor,
            mayApprove: true,
            // Who may approve refunds may have any party bear one; others refund at the restaurant's cost.
            restaurantBearsOnly: !can(user, 'refunds.approve'),
          });
          if (!planned.ok) throw HttpError.of(planned.refusal, planned.details);
          const { refund, version } = await insertRefund(tx, {
            orderId: state.id,
            planned,
            input: body,
            currency,
            idempotencyKey,
            createdBy: user,
            limits: refundLimitsOf({ ...read.order, refunds: [...read.order.refunds, planned] }),
          });
          const step = planned.status === 'SUCCEEDED' ? 'REFUNDED' : 'REFUND_REQUESTED';
          await recordActivity(tx, user, refundActivity(state, { ...planned, currency }, step));
          const answer = stepAnswer(read, version, [...read.refunds, refund], refund);
          await keepAnswer(tx, answer);
          return answer;
        }),
    ),

    decide('REFUND_APPROVED'),
    decide('REFUND_DECLINED'),
  ];
}
