import {
  minorOf,
  type PlannedRefund,
  type Refund,
  type RefundableOrder,
  type RefundInput,
  type RefundStatus,
} from '@food-admin/api-client';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import {
  orderItems,
  orderRefundLines,
  orderRefunds,
  orders,
  orderStatusHistory,
  users,
} from '../../db/schema';
import { fullName } from '../orders/orders.repository';

/*
 * Refunds in the database (0030; docs/api.md#refunds). The limits are the contract's
 * (refundLimitsOf, planRefund); this module reads what they need and writes what they decided,
 * in the caller's transaction, with the order's row already locked.
 */

/** The order as refunds see it: its amounts, lines, refunds and when it was delivered. */
export async function refundableOrder(db: Executor, orderId: number): Promise<RefundableOrder> {
  // One after another: inside the refund's transaction the queries share one connection anyway.
  const [order] = await db
    .select({
      total: sql<string>`${orders.total}::text`,
      deliveryFee: sql<string>`${orders.deliveryFee}::text`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const items = await db
    .select({
      id: orderItems.id,
      quantity: orderItems.quantity,
      unitPrice: sql<string>`${orderItems.unitPrice}::text`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const refunds = await db
    .select({
      id: orderRefunds.id,
      status: orderRefunds.status,
      amountMinor: orderRefunds.amountMinor,
      deliveryFeeMinor: orderRefunds.deliveryFeeMinor,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  const lines = await refundLinesOf(db, orderId);
  const [delivered] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'DELIVERED')))
    .orderBy(desc(orderStatusHistory.id))
    .limit(1);
  if (order === undefined) throw new Error(`order ${orderId} not found`);
  return {
    totalMinor: minorOf(order.total),
    deliveryFeeMinor: minorOf(order.deliveryFee),
    deliveredAt: delivered?.at.getTime() ?? null,
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      unitPriceMinor: minorOf(item.unitPrice),
    })),
    refunds: refunds.map((refund) => ({
      ...refund,
      lines: lines.filter((line) => line.refundId === refund.id),
    })),
  };
}

/** The lines of an order's refunds. */
function refundLinesOf(db: Executor, orderId: number) {
  return db
    .select({
      refundId: orderRefundLines.refundId,
      itemId: orderRefundLines.orderItemId,
      quantity: orderRefundLines.quantity,
      amountMinor: orderRefundLines.amountMinor,
    })
    .from(orderRefundLines)
    .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundLines.refundId))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefundLines.orderItemId));
}

const creators = alias(users, 'creators');
const deciders = alias(users, 'deciders');

/** An order's refunds as the API answers them, oldest first. */
export async function refundsOfOrder(db: Executor, orderId: number): Promise<Refund[]> {
  const rows = await db
    .select({ refund: orderRefunds, createdByName: fullName(creators), decidedByName: fullName(deciders) })
    .from(orderRefunds)
    .leftJoin(creators, eq(creators.id, orderRefunds.createdBy))
    .leftJoin(deciders, eq(deciders.id, orderRefunds.decidedBy))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  const lines = await refundLinesOf(db, orderId);
  return rows.map(({ refund, createdByName, decidedByName }) =>
    toRefund({
      refund,
      createdByName,
      decidedByName,
      lines: lines
        .filter((line) => line.refundId === refund.id)
        .map(({ itemId, quantity, amountMinor }) => ({ itemId, quantity, amountMinor })),
    }),
  );
}

/** A refund's row, its people's names and its lines as the API answers them (its order's and the list's). */
export function toRefund(row: {
  refund: typeof orderRefunds.$inferSelect;
  createdByName: string | null | undefined;
  decidedByName: string | null | undefined;
  lines: Refund['lines'];
}): Refund {
  const { refund } = row;
  return {
    id: refund.id,
    orderId: refund.orderId,
    status: refund.status,
    amountMinor: refund.amountMinor,
    deliveryFeeMinor: refund.deliveryFeeMinor,
    currency: refund.currency,
    reason: refund.reason,
    note: refund.note,
    bearer: refund.bearer,
    method: refund.method,
    lines: row.lines,
    createdBy: refund.createdBy,
    createdByName: row.createdByName ?? null,
    createdAt: refund.createdAt.toISOString(),
    decidedBy: refund.decidedBy,
    decidedByName: row.decidedByName ?? null,
    decidedAt: refund.decidedAt?.toISOString() ?? null,
  };
}

/** The refund an order holds under a caller's Idempotency-Key, if any. */
export async function refundIdByKey(db: Executor, orderId: number, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, key)));
  return row?.id;
}

/** Records a planned refund and its lines; returns its id. */
export async function insertRefund(
  db: Executor,
  values: {
    orderId: number;
    planned: PlannedRefund;
    input: Pick<RefundInput, 'reason' | 'note' | 'bearer' | 'method'>;
    currency: string;
    idempotencyKey: string | undefined;
    /** Null for the platform's own refund (an order rejected by the acceptance timeout). */
    createdBy: number | null;
  },
): Promise<number> {
  const { planned, input } = values;
  const [row] = await db
    .insert(orderRefunds)
    .values({
      orderId: values.orderId,
      status: planned.status,
      amountMinor: planned.amountMinor,
      deliveryFeeMinor: planned.deliveryFeeMinor,
      currency: values.currency,
      reason: input.reason,
      note: input.note || null,
      bearer: input.bearer,
      method: input.method,
      idempotencyKey: values.idempotencyKey ?? null,
      createdBy: values.createdBy,
    })
    .returning({ id: orderRefunds.id });
  if (row === undefined) throw new Error('refund not inserted');
  if (planned.lines.length > 0)
    await db.insert(orderRefundLines).values(
      planned.lines.map((line) => ({
        refundId: row.id,
        orderItemId: line.itemId,
        quantity: line.quantity,
        amountMinor: line.amountMinor,
      })),
    );
  return row.id;
}

/**
 * Locks the order's row until the transaction ends: every refund of an order (a new one, an
 * approval, a decline, an automatic one) takes it first, so they queue and each sees the ones before.
 */
export async function lockOrder(db: Executor, orderId: number): Promise<void> {
  await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** The refund's order and status, its row locked after its order's (the refund's own lock order). */
export async function lockRefund(
  db: Executor,
  id: number,
): Promise<{ orderId: number; status: RefundStatus; amountMinor: number; currency: string } | undefined> {
  const [found] = await db
    .select({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, id));
  if (found === undefined) return undefined;
  // The order first, as a new refund locks it: two approvals or an approval and a refund queue.
  await lockOrder(db, found.orderId);
  const [refund] = await db
    .select({
      orderId: orderRefunds.orderId,
      status: orderRefunds.status,
      amountMinor: orderRefunds.amountMinor,
      currency: orderRefunds.currency,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, id))
    .for('update');
  return refund;
}

/** Approves or declines a waiting refund, naming who decided. */
export async function decideRefund(
  db: Executor,
  id: number,
  status: Extract<RefundStatus, 'SUCCEEDED' | 'DECLINED'>,
  decidedBy: number,
): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ status, decidedBy, decidedAt: sql`now()` })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'PENDING_APPROVAL')));
}

/**
 * Writes the order's refunded and pending sums from its refunds (the database's check refuses more
 * than the total). It raises the order's version and sends its live update, as any change of it.
 */
export async function syncOrderRefunds(db: Executor, orderId: number): Promise<void> {
  const sumOf = (status: RefundStatus) =>
    sql<number>`(select coalesce(sum(${orderRefunds.amountMinor}), 0)::int from ${orderRefunds}
      where ${orderRefunds.orderId} = ${orderId} and ${orderRefunds.status} = ${status})`;
  await db
    .update(orders)
    .set({ refundedMinor: sumOf('SUCCEEDED'), refundPendingMinor: sumOf('PENDING_APPROVAL') })
    .where(eq(orders.id, orderId));
}
