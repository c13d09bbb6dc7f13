import { FULL_REFUND_TERMS, planFullRefund, refundActivity } from '@food-admin/api-client';
import type { Executor } from '../../db/database';
import { insertRefund, lockOrder, refundableOrder, syncOrderRefunds } from './refunds.repository';

/*
 * Automatic full refunds (docs/api.md#refunds): a REJECTED order (a person's or the acceptance
 * timeout's) and a CANCELLED one (unless the caller said NONE) give back everything still
 * refundable, in the move's own transaction, so the order is never left moved and unrefunded. The
 * order's status stays as moved: a refund is a record beside it, never a rewrite.
 */

/** The feed's entry of the refund, written by the caller as the one who moved the order. */
type RefundEntry = ReturnType<typeof refundActivity>;

/**
 * Refunds what is left of the order (contract's planFullRefund): a SUCCEEDED refund at the
 * platform's cost, the order's sums, and its REFUNDED entry through `record`. Nothing when nothing
 * is left (refunded already). Returns the refund's id, if one was made.
 */
export async function refundInFull(
  tx: Executor,
  refund: {
    order: { id: number; restaurantName?: string | null };
    /** The move's reason: why the money went back. */
    note: string | undefined;
    currency: string;
    /** Who moved the order; null for the platform (the acceptance timeout). */
    createdBy: number | null;
    record: (entry: RefundEntry) => Promise<unknown>;
  },
): Promise<number | undefined> {
  const { order, currency } = refund;
  // The move's update holds the row already; the explicit lock makes this safe for any caller, and
  // takes the same lock a person's refund or an approval waits on, so this sees every refund before.
  await lockOrder(tx, order.id);
  const planned = planFullRefund(await refundableOrder(tx, order.id));
  if (planned === undefined) return undefined;
  const id = await insertRefund(tx, {
    orderId: order.id,
    planned,
    input: { ...FULL_REFUND_TERMS, note: refund.note },
    currency,
    idempotencyKey: undefined,
    createdBy: refund.createdBy,
  });
  await syncOrderRefunds(tx, order.id);
  await refund.record(refundActivity(order, { ...planned, currency }, 'REFUNDED'));
  return id;
}
