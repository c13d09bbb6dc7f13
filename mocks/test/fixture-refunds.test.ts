import { FULL_REFUND_TERMS, RefundSchema, type Refund } from '@food-admin/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mockDb, seedOrderBook, seedOrders } from '../src/index';
import { mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();

/*
 * The fixtures' refunds (fixtures/orders.ts), as the server's seed has them: each rejected and
 * cancelled order refunded in full by itself, and a few refunds a person made on delivered orders.
 */
const NOW = Date.UTC(2026, 5, 1, 12);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe("the fixtures' refunds", () => {
  const { orders, refunds } = seedOrderBook(NOW);
  const refundsOf = (orderId: number) => refunds.filter((refund) => refund.orderId === orderId);

  it('refund every rejected and cancelled order in full, at the move, with its reason', () => {
    expect(v.is(v.array(RefundSchema), refunds)).toBe(true);
    expect(seedOrderBook(NOW)).toEqual(seedOrderBook(NOW));
    expect(seedOrders(NOW)).toEqual(orders);
    const ended = orders.filter((order) => order.status === 'REJECTED' || order.status === 'CANCELLED');
    expect(ended.length).toBeGreaterThanOrEqual(4);
    for (const order of ended) {
      const move = order.history.at(-1);
      expect(order, `order ${order.id}`).toMatchObject({
        refundedMinor: order.totalMinor,
        refundPendingMinor: 0,
      });
      expect(refundsOf(order.id), `order ${order.id}`).toEqual([
        expect.objectContaining({
          status: 'SUCCEEDED',
          amountMinor: order.totalMinor,
          deliveryFeeMinor: order.deliveryFeeMinor,
          lines: [],
          ...FULL_REFUND_TERMS,
          note: move?.reason,
          createdBy: null,
          createdByName: null,
          createdAt: move?.createdAt,
          decidedBy: null,
        }),
      ]);
    }
  });

  it('have a few refunds by a person on delivered orders: by items, by amount, waiting, declined', () => {
    const byHand = refunds.filter((refund) => refund.createdBy !== null);
    const statusOf = (refund: Refund) => orders.find((order) => order.id === refund.orderId)?.status;
    expect(byHand.every((refund) => statusOf(refund) === 'DELIVERED')).toBe(true);
    const byItems = byHand.filter((refund) => refund.lines.length > 0);
    expect(byItems.length).toBeGreaterThanOrEqual(2);
    for (const refund of byItems)
      expect(sum(refund.lines.map((line) => line.amountMinor)) + refund.deliveryFeeMinor).toBe(
        refund.amountMinor,
      );
    // One line refunded for less than its price.
    expect(
      byItems.some((refund) =>
        refund.lines.some((line) => {
          const item = orders.flatMap((order) => order.items).find((each) => each.id === line.itemId);
          return line.amountMinor < (item?.unitPriceMinor ?? 0) * line.quantity;
        }),
      ),
    ).toBe(true);
    expect(
      byHand.some(
        (refund) => refund.status === 'SUCCEEDED' && refund.lines.length === 0 && refund.deliveryFeeMinor > 0,
      ),
    ).toBe(true);
    const waiting = byHand.filter((refund) => refund.status === 'PENDING_APPROVAL');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.amountMinor).toBeGreaterThan(5000);
    const declined = byHand.filter((refund) => refund.status === 'DECLINED');
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({ decidedByName: 'Ada Admin' });
    expect(Date.parse(declined[0]!.decidedAt!)).toBeGreaterThan(Date.parse(declined[0]!.createdAt));
    expect(refunds.every((refund) => Date.parse(refund.createdAt) < NOW)).toBe(true);
    // Each order's sums are its refunds' (a declined one counts for nothing).
    for (const order of orders) {
      const of = (status: Refund['status']) =>
        sum(
          refundsOf(order.id)
            .filter((refund) => refund.status === status)
            .map((refund) => refund.amountMinor),
        );
      expect(order.refundedMinor, `order ${order.id}`).toBe(of('SUCCEEDED'));
      expect(order.refundPendingMinor, `order ${order.id}`).toBe(of('PENDING_APPROVAL'));
    }
  });

  it('are in the store with their orders, answered by the API, and the waiting one can be approved', async () => {
    const stored = mockDb.refunds.all();
    expect(stored).toHaveLength(refunds.length);
    // Seeded at the same moment as the orders: a full refund's time is its order's move.
    for (const refund of stored.filter((each) => each.createdBy === null)) {
      const order = mockDb.orders.find(refund.orderId);
      expect(refund.createdAt).toBe(order?.history.at(-1)?.createdAt);
    }
    const rejected = mockDb.orders.all().find((order) => order.status === 'REJECTED')!;
    const answer = await api.admin.orderRefunds({ params: { id: rejected.id } });
    expect(answer.refunds).toHaveLength(1);
    expect(answer.limits).toMatchObject({ refundedMinor: rejected.totalMinor, refundableMinor: 0 });

    const waiting = stored.find((refund) => refund.status === 'PENDING_APPROVAL')!;
    const approved = await api.admin.approveRefund({ params: { id: waiting.id } });
    expect(approved.refund.status).toBe('SUCCEEDED');
    expect(approved.limits).toMatchObject({ refundedMinor: waiting.amountMinor, pendingMinor: 0 });
    expect(mockDb.orders.find(waiting.orderId)).toMatchObject({
      refundedMinor: waiting.amountMinor,
      refundPendingMinor: 0,
    });
  });
});
