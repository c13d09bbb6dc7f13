import * as v from 'valibot';
import type { Minor } from './money';
import { RefundSchema } from './refunds';

/*
 * Refunds across orders (docs/api.md#refunds-list): the finance list of every refund the caller
 * may see (GET /admin/refunds), and the orders list's refund state (the `refund` filter). The
 * list's queries are declared with the other lists (schemas/lists.ts#refundListQueries).
 */

/**
 * Where an order stands with its refunds, one value per order (the orders list's `refund` filter
 * and facet): PENDING while a refund waits for approval (whatever was given back before it), else
 * NONE (nothing given back), FULL (the whole total) or PARTIAL (some of it).
 */
export const ORDER_REFUND_STATES = ['NONE', 'PARTIAL', 'FULL', 'PENDING'] as const;
export type OrderRefundState = (typeof ORDER_REFUND_STATES)[number];

/** The refund state of an order from its sums (the server's SQL says the same: orders.repository.ts). */
export function orderRefundStateOf(order: {
  totalMinor: Minor;
  refundedMinor: Minor;
  refundPendingMinor: Minor;
}): OrderRefundState {
  if (order.refundPendingMinor > 0) return 'PENDING';
  if (order.refundedMinor <= 0) return 'NONE';
  return order.refundedMinor >= order.totalMinor ? 'FULL' : 'PARTIAL';
}

/** A row of the refunds list: the refund, and its order's restaurant and customer. */
export const RefundListItemSchema = v.object({
  ...RefundSchema.entries,
  restaurantId: v.number(),
  restaurantName: v.string(),
  /** "First Last" of the order's customer; null once the account is gone. */
  customerName: v.nullable(v.string()),
});
export type RefundListItem = v.InferOutput<typeof RefundListItemSchema>;
