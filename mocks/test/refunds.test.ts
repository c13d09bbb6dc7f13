import { REFUSALS, type RefundInputSchema } from '@food-admin/api-client';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mockChanges, mockDb } from '../src/index';
import { apiError, mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();

/*
 * Fixture orders used here (fixtures/orders.ts): 1031 is DELIVERED, 15.50 + 17.50 and a 2.99 fee
 * (35.99), at a restaurant nobody owns; 1027 is DELIVERED, 86.98 without a fee, at the demo owner's.
 */
const SMALL = 1031;
const LARGE = 1027;

/** A refund's body as the client sends it (before the schema's defaults). */
type RefundBody = v.InferInput<typeof RefundInputSchema>;

const body = (input: Partial<RefundBody>): RefundBody => ({
  reason: 'MISSING_ITEM',
  bearer: 'RESTAURANT',
  method: 'ORIGINAL_PAYMENT',
  ...input,
});
const refund = (
  id: number,
  input: Partial<RefundBody>,
  extra: { ifMatch?: number; idempotencyKey?: string } = {},
) => api.admin.refundOrder({ params: { id }, body: body(input), ...extra });
const itemsOf = (id: number) => mockDb.orders.find(id)!.items;
const actAs = (email: string) => {
  mockDb.actor = email;
};
/** The refunds the store holds on an order (the fixtures have some on other orders). */
const refundCountOf = (orderId: number) =>
  mockDb.refunds.all().filter((row) => row.orderId === orderId).length;
const lastActivity = () => mockDb.activity.all().sort((a, b) => b.id - a.id)[0];
/** The 409's fresh limits (the refusal's details). */
const limitsIn = (error: { body?: unknown }) =>
  (error.body as { limits?: { refundableMinor: number } }).limits;

describe('refunds on orders (money/refunds.ts)', () => {
  it('answers an order with no refund: all of it refundable, at its version', async () => {
    const answer = await api.admin.orderRefunds({ params: { id: SMALL } });
    const [first, second] = itemsOf(SMALL);
    const delivered = mockDb.orders.find(SMALL)!.history.find((change) => change.to === 'DELIVERED')!;
    expect(answer).toEqual({
      version: 1,
      currency: 'USD',
      // Refunds close 30 days after delivery.
      closesAt: new Date(Date.parse(delivered.createdAt) + 30 * 86_400_000).toISOString(),
      refunds: [],
      limits: {
        totalMinor: 3599,
        refundedMinor: 0,
        pendingMinor: 0,
        netMinor: 3599,
        refundableMinor: 3599,
        deliveryFeeRefundable: true,
        items: [
          { itemId: first!.id, refundableQuantity: 1, refundableMinor: 1550 },
          { itemId: second!.id, refundableQuantity: 1, refundableMinor: 1750 },
        ],
      },
    });
  });

  it('refunds by items, at their price or less, raising the order version and naming the caller', async () => {
    const [first, second] = itemsOf(SMALL);
    const admin = mockDb.users.all().find((user) => user.email === mockDb.actor)!;
    const byItem = await refund(SMALL, { lines: [{ itemId: first!.id, quantity: 1 }], note: ' Left out ' });
    expect(byItem.refund).toMatchObject({
      orderId: SMALL,
      status: 'SUCCEEDED',
      amountMinor: 1550,
      deliveryFeeMinor: 0,
      currency: 'USD',
      note: 'Left out',
      lines: [{ itemId: first!.id, quantity: 1, amountMinor: 1550 }],
      createdBy: admin.id,
      createdByName: `${admin.firstName} ${admin.lastName}`,
      decidedBy: null,
      decidedAt: null,
    });
    expect(byItem.version).toBe(2);
    expect(mockDb.orders.find(SMALL)?.version).toBe(2);
    expect(byItem.limits).toMatchObject({ refundedMinor: 1550, netMinor: 2049, refundableMinor: 2049 });
    expect(byItem.limits.items[0]).toEqual({ itemId: first!.id, refundableQuantity: 0, refundableMinor: 0 });

    const partial = await refund(
      SMALL,
      { lines: [{ itemId: second!.id, quantity: 1, amountMinor: 500 }] },
      { ifMatch: 2 },
    );
    expect(partial.refund.amountMinor).toBe(500);
    expect(partial.version).toBe(3);
    expect(partial.limits.items[1]).toEqual({
      itemId: second!.id,
      refundableQuantity: 0,
      refundableMinor: 1250,
    });

    const listed = await api.admin.orderRefunds({ params: { id: SMALL } });
    expect(listed.refunds.map((row) => row.id)).toEqual([byItem.refund.id, partial.refund.id]);
    expect(listed).toMatchObject({ version: 3, limits: { refundedMinor: 2050, refundableMinor: 1549 } });
    // The feed tells each refund (the contract's refundActivity).
    expect(lastActivity()).toMatchObject({
      category: 'ORDER',
      actionType: 'REFUND',
      code: 'ORDER_REFUNDED',
      params: { id: SMALL, amount: '5.00', currency: 'USD' },
      entityId: SMALL,
    });
  });

  it('refunds by amount', async () => {
    const answer = await refund(SMALL, { amountMinor: 1000, reason: 'GOODWILL', method: 'STORE_CREDIT' });
    expect(answer.refund).toMatchObject({
      amountMinor: 1000,
      lines: [],
      status: 'SUCCEEDED',
      method: 'STORE_CREDIT',
    });
    expect(answer.limits).toMatchObject({ refundedMinor: 1000, refundableMinor: 2599 });
    // Per line nothing was taken.
    expect(answer.limits.items.map((item) => item.refundableMinor)).toEqual([1550, 1750]);
  });

  it('refunds the delivery fee once', async () => {
    const fee = await refund(SMALL, { deliveryFee: true, reason: 'LATE_OR_COLD' });
    expect(fee.refund).toMatchObject({ amountMinor: 299, deliveryFeeMinor: 299 });
    expect(fee.limits.deliveryFeeRefundable).toBe(false);
    const again = await apiError(refund(SMALL, { deliveryFee: true, reason: 'LATE_OR_COLD' }));
    expect(again).toMatchObject({
      status: 409,
      code: 'DELIVERY_FEE_NOT_REFUNDABLE',
      message: REFUSALS.DELIVERY_FEE_NOT_REFUNDABLE.message,
    });
    expect(limitsIn(again)).toMatchObject({ refundableMinor: 3300, deliveryFeeRefundable: false });
    // A refused refund changes nothing.
    expect(mockDb.orders.find(SMALL)?.version).toBe(2);
    expect(refundCountOf(SMALL)).toBe(1);
  });

  it('refuses more than is left with the fresh limits, in all and per line', async () => {
    const over = await apiError(refund(SMALL, { amountMinor: 3600 }));
    expect(over).toMatchObject({
      status: 409,
      code: 'REFUND_EXCEEDS_REFUNDABLE',
      message: REFUSALS.REFUND_EXCEEDS_REFUNDABLE.message({ refundable: '35.99' }),
    });
    expect(limitsIn(over)).toMatchObject({ totalMinor: 3599, refundableMinor: 3599 });

    const [first] = itemsOf(SMALL);
    await refund(SMALL, { lines: [{ itemId: first!.id, quantity: 1 }] });
    const twice = await apiError(refund(SMALL, { lines: [{ itemId: first!.id, quantity: 1 }] }));
    expect(twice).toMatchObject({ status: 409, code: 'REFUND_EXCEEDS_REFUNDABLE' });
    expect(limitsIn(twice)).toMatchObject({ refundableMinor: 2049 });
    const notOnOrder = await apiError(refund(SMALL, { lines: [{ itemId: 999_999, quantity: 1 }] }));
    expect(notOnOrder.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
  });

  it('waits for approval above 50.00; an approval succeeds it, once', async () => {
    const pending = await refund(LARGE, { amountMinor: 6000, reason: 'QUALITY' });
    expect(pending.refund).toMatchObject({ status: 'PENDING_APPROVAL', decidedBy: null });
    expect(lastActivity()).toMatchObject({ actionType: 'REFUND_REQUEST', level: 'WARN' });
    expect(pending.limits).toMatchObject({ refundedMinor: 0, pendingMinor: 6000, refundableMinor: 2698 });
    const atThreshold = await refund(LARGE, { amountMinor: 2698, reason: 'QUALITY' });
    expect(atThreshold.refund.status).toBe('SUCCEEDED');

    const approved = await api.admin.approveRefund({ params: { id: pending.refund.id } });
    const admin = mockDb.users.all().find((user) => user.email === mockDb.actor)!;
    expect(approved.refund).toMatchObject({
      id: pending.refund.id,
      status: 'SUCCEEDED',
      decidedBy: admin.id,
      decidedByName: `${admin.firstName} ${admin.lastName}`,
    });
    expect(approved.refund.decidedAt).not.toBeNull();
    expect(approved.limits).toMatchObject({
      refundedMinor: 8698,
      pendingMinor: 0,
      refundableMinor: 0,
      netMinor: 0,
    });
    // What the order gave back changed: its version rises again.
    expect(approved.version).toBe(atThreshold.version + 1);
    expect(mockDb.orders.find(LARGE)?.version).toBe(approved.version);
    expect(lastActivity()).toMatchObject({ actionType: 'REFUND_APPROVE', level: 'INFO', entityId: LARGE });

    const again = await apiError(api.admin.approveRefund({ params: { id: pending.refund.id } }));
    expect(again).toMatchObject({
      status: 409,
      code: 'REFUND_NOT_PENDING',
      message: REFUSALS.REFUND_NOT_PENDING.message,
    });
    const declineDone = await apiError(api.admin.declineRefund({ params: { id: pending.refund.id } }));
    expect(declineDone).toMatchObject({ status: 409, code: 'REFUND_NOT_PENDING' });
  });

  it('declines a pending refund: what it held is refundable again', async () => {
    const pending = await refund(LARGE, { amountMinor: 8000, reason: 'DAMAGED' });
    const blocked = await apiError(refund(LARGE, { amountMinor: 1000 }));
    expect(limitsIn(blocked)).toMatchObject({ refundableMinor: 698 });

    const declined = await api.admin.declineRefund({ params: { id: pending.refund.id } });
    expect(declined.refund).toMatchObject({ status: 'DECLINED', decidedByName: 'Ada Admin' });
    expect(declined.version).toBe(3);
    expect(lastActivity()).toMatchObject({ actionType: 'REFUND_DECLINE', code: 'ORDER_REFUND_DECLINED' });
    expect(declined.limits).toMatchObject({ pendingMinor: 0, refundedMinor: 0, refundableMinor: 8698 });
    expect((await refund(LARGE, { amountMinor: 1000 })).refund.status).toBe('SUCCEEDED');
    const approveDeclined = await apiError(api.admin.approveRefund({ params: { id: pending.refund.id } }));
    expect(approveDeclined.code).toBe('REFUND_NOT_PENDING');
  });

  it("publishes the order's new version live, and its refunded sum in the order's history", async () => {
    const heard: { kind: string; recordId: number; version: number }[] = [];
    const stop = mockChanges.subscribe((event) => heard.push(event));
    try {
      const answer = await refund(SMALL, { amountMinor: 100 });
      expect(heard).toMatchObject([
        { kind: 'order', recordId: SMALL, version: answer.version, action: 'update' },
      ]);
    } finally {
      stop();
    }
    // The order's refunded sum changed, as in the server's row: one history entry of the order.
    expect(
      mockDb.history.all().filter((entry) => entry.kind === 'order' && entry.recordId === SMALL),
    ).toHaveLength(1);
  });

  it('answers 412 to a stale If-Match with the current refunds, and runs on the current one', async () => {
    await refund(SMALL, { amountMinor: 100 }, { ifMatch: 1 });
    const stale = await apiError(refund(SMALL, { amountMinor: 100 }, { ifMatch: 1 }));
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ current: { version: 2, limits: { refundedMinor: 100 } } });
    expect(refundCountOf(SMALL)).toBe(1);
    expect((await refund(SMALL, { amountMinor: 100 }, { ifMatch: 2 })).version).toBe(3);
  });

  it('answers a retry with the same Idempotency-Key once, and 422 for another body', async () => {
    const first = await refund(SMALL, { amountMinor: 250 }, { idempotencyKey: 'refund-1', ifMatch: 1 });
    // The retry carries the If-Match it was sent with: it is answered, not refused as stale.
    const retry = await refund(SMALL, { amountMinor: 250 }, { idempotencyKey: 'refund-1', ifMatch: 1 });
    expect(retry).toEqual(first);
    expect(refundCountOf(SMALL)).toBe(1);
    expect(mockDb.orders.find(SMALL)?.version).toBe(2);
    const reused = await apiError(refund(SMALL, { amountMinor: 300 }, { idempotencyKey: 'refund-1' }));
    expect(reused).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    // Another key is another refund.
    await refund(SMALL, { amountMinor: 250 }, { idempotencyKey: 'refund-2' });
    expect(refundCountOf(SMALL)).toBe(2);
  });

  it('answers 404 for an unknown order or refund', async () => {
    const order = await apiError(api.admin.orderRefunds({ params: { id: 999 } }));
    expect(order).toMatchObject({ status: 404, message: 'Order not found' });
    const refundOf = await apiError(refund(999, { amountMinor: 100 }));
    expect(refundOf).toMatchObject({ status: 404, message: 'Order not found' });
    const approve = await apiError(api.admin.approveRefund({ params: { id: 999 } }));
    expect(approve).toMatchObject({ status: 404, message: 'Refund not found' });
    const decline = await apiError(api.admin.declineRefund({ params: { id: 999 } }));
    expect(decline).toMatchObject({ status: 404, message: 'Refund not found' });
  });

  it("lets an owner refund their restaurant's orders at the restaurant's cost only", async () => {
    actAs('owner@demo.food');
    const platform = await apiError(refund(LARGE, { amountMinor: 100, bearer: 'PLATFORM' }));
    expect(platform).toMatchObject({ status: 403, code: 'REFUND_RESTAURANT_BEARS' });
    const own = await refund(LARGE, { amountMinor: 100 });
    expect(own.refund).toMatchObject({ bearer: 'RESTAURANT', status: 'SUCCEEDED' });
    const notYours = await apiError(api.admin.orderRefunds({ params: { id: SMALL } }));
    expect(notYours).toMatchObject({ status: 403, code: 'ORDER_NOT_YOURS' });
    expect((await apiError(refund(SMALL, { amountMinor: 100 }))).code).toBe('ORDER_NOT_YOURS');
  });

  it('closes refunds 30 days after delivery', async () => {
    const order = mockDb.orders.find(SMALL)!;
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    mockDb.orders.setBeside(SMALL, {
      history: order.history.map((change) =>
        change.to === 'DELIVERED' ? { ...change, createdAt: longAgo } : change,
      ),
    });
    const closed = await apiError(refund(SMALL, { amountMinor: 100 }));
    expect(closed).toMatchObject({
      status: 409,
      code: 'REFUND_WINDOW_CLOSED',
      message: REFUSALS.REFUND_WINDOW_CLOSED.message({ days: 30 }),
    });
  });
});

describe('automatic full refunds (a rejection or a cancellation)', () => {
  const inStatus = (status: string) => mockDb.orders.all().find((order) => order.status === status)!;
  const move = (id: number, body: Parameters<typeof api.admin.orderTransition>[0]['body']) =>
    api.admin.orderTransition({ params: { id }, body });
  const refundsOf = async (id: number) => (await api.admin.orderRefunds({ params: { id } })).refunds;

  it("refunds a rejected order in full at the platform's cost; the order stays REJECTED", async () => {
    const order = inStatus('PENDING');
    const rejected = await move(order.id, { to: 'REJECTED', reason: 'Out of soup' });
    // Raised twice: by the move, then by the refund's sums (as on the server).
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      refundedMinor: order.totalMinor,
      refundPendingMinor: 0,
      version: order.version + 2,
    });
    const answer = await api.admin.orderRefunds({ params: { id: order.id } });
    expect(answer.refunds).toEqual([
      expect.objectContaining({
        status: 'SUCCEEDED',
        amountMinor: order.totalMinor,
        deliveryFeeMinor: order.deliveryFeeMinor,
        lines: [],
        reason: 'RESTAURANT_CANCELLED',
        note: 'Out of soup',
        bearer: 'PLATFORM',
        method: 'ORIGINAL_PAYMENT',
        createdByName: 'Ada Admin',
      }),
    ]);
    expect(answer.limits).toMatchObject({ refundableMinor: 0, netMinor: 0 });
    expect(lastActivity()).toMatchObject({
      actionType: 'REFUND',
      code: 'ORDER_REFUNDED',
      entityId: order.id,
    });
  });

  it('refunds a cancelled order in full unless told NONE; other moves ignore the field', async () => {
    const kept = inStatus('ACCEPTED');
    const none = await move(kept.id, { to: 'CANCELLED', reason: 'Kept as credit', refund: 'NONE' });
    expect(none).toMatchObject({ status: 'CANCELLED', refundedMinor: 0 });
    expect(await refundsOf(kept.id)).toEqual([]);

    const order = inStatus('PENDING');
    expect(await move(order.id, { to: 'ACCEPTED', refund: 'FULL' })).toMatchObject({ refundedMinor: 0 });
    const cancelled = await move(order.id, { to: 'CANCELLED', reason: 'Customer called' });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refundedMinor: order.totalMinor });
  });

  it('refunds only what is left after a refund, and nothing when nothing is', async () => {
    const order = inStatus('PREPARING');
    await refund(order.id, { amountMinor: 100 });
    await move(order.id, { to: 'CANCELLED', reason: 'Oven broke' });
    expect((await refundsOf(order.id)).map((each) => each.amountMinor)).toEqual([
      100,
      order.totalMinor - 100,
    ]);

    const refunded = inStatus('READY');
    await refund(refunded.id, { amountMinor: refunded.totalMinor });
    await move(refunded.id, { to: 'CANCELLED', reason: 'Refunded already' });
    expect(await refundsOf(refunded.id)).toHaveLength(1);
  });

  it('declines a refund that waits and gives back everything, its share too', async () => {
    const order = inStatus('PREPARING');
    // Above the 50.00 threshold as an owner would ask: it waits (the mocks' admin asks here, so force it).
    await refund(order.id, { amountMinor: 100 });
    const [asked] = await refundsOf(order.id);
    mockDb.refunds.update(asked!.id, { status: 'PENDING_APPROVAL' });
    mockDb.orders.update(order.id, { refundedMinor: 0, refundPendingMinor: 100 });
    const cancelled = await move(order.id, { to: 'CANCELLED', reason: 'Oven broke' });
    expect(cancelled).toMatchObject({ refundedMinor: order.totalMinor, refundPendingMinor: 0 });
    expect((await refundsOf(order.id)).map(({ status, amountMinor }) => ({ status, amountMinor }))).toEqual([
      { status: 'DECLINED', amountMinor: 100 },
      { status: 'SUCCEEDED', amountMinor: order.totalMinor },
    ]);
  });
});
