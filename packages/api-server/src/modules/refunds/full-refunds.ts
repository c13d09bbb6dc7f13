import { FULL_REFUND_TERMS, planFullRefund, refundActivity, refundLimitsOf } from '@food-admin/api-client';
import type { Executor } from '../../db/database';
import { declineSuperseded, insertRefund, readRefunds, type RefundPerson } from './refunds.repository';

/*
 * Automatic full refunds (docs/api.md#refunds): a REJECTED order (a person's or the acceptance
 * timeout's) and a CANCELLED one (unless the caller said NONE) give back everything still
 * refundable, in the move's own transaction, so the order is never left moved and unrefunded. The
 * order's status stays as moved: a refund is a record beside it, never a rewrite.
 */

/** The feed's entry of the refund, written by the caller as the one who moved the order. */
type RefundEntry = ReturnType<typeof refundActivity>;

/**
 * Refunds everything the order holds (contract's planFullRefund): the refunds waiting for approval
 * are declined by the mover (their share goes back with this one), then a SUCCEEDED refund at the
 * platform's cost, the order's sums, and the entries (REFUND_DECLINED each, REFUNDED) through
 * `record`. Nothing when nothing is left (refunded already). Returns the refund's id, if one was made.
 */
export async function refundInFull(
  tx: Executor,
  refund: {
    order: { id: number; restaurantName?: string | null };
    /** The move's reason: why the money went back. */
    note: string | undefined;
    currency: string;
    /** Who moved the order; null for the platform (the acceptance timeout). */
    createdBy: RefundPerson | null;
    record: (entry: RefundEntry) => Promise<unknown>;
  },
): Promise<number | undefined> {
  const { order, currency } = refund;
  // The move's update holds the row already; the lock makes this safe for any caller, and is the
  // one a person's refund or an approval waits on, so this sees every refund before it.
  const read = await readRefunds(tx, order.id, { lock: true });
  if (read === undefined) throw new Error(`order ${order.id} not found`);
  const planned = planFullRefund(read.order);
  if (planned === undefined) return undefined;
  const superseded = planned.superseded.map((at) => read.refunds[at]).filter((each) => each !== undefined);
  const refunds = read.refunds.map((each) =>
    superseded.includes(each) ? { ...each, status: 'DECLINED' as const } : each,
  );
  // Declined in one statement; the refund's write below sets the order's sums once, for both.
  await declineSuperseded(
    tx,
    superseded.map((waiting) => waiting.id),
    refund.createdBy?.id ?? null,
  );
  for (const waiting of superseded) await refund.record(refundActivity(order, waiting, 'REFUND_DECLINED'));
  const written = await insertRefund(tx, {
    orderId: order.id,
    planned: planned.refund,
    input: { ...FULL_REFUND_TERMS, note: refund.note },
    currency,
    idempotencyKey: undefined,
    createdBy: refund.createdBy,
    limits: refundLimitsOf({ ...read.order, refunds: [...refunds, planned.refund] }),
  });
  await refund.record(refundActivity(order, { ...planned.refund, currency }, 'REFUNDED'));
  return written.refund.id;
}
