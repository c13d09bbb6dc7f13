import type { OrderDetail, OrderRefunds, RefundAnswer } from '@food-admin/api-client';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orderItems, orders, restaurants } from '../src/db/schema';
import { answerOverdueOrders } from '../src/modules/orders/acceptance-timeouts';
import { insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Automatic full refunds (docs/api.md#refunds): a rejected order, by a person or the acceptance
 * timeout, and a cancelled one unless told NONE, give back everything still refundable in the
 * move's transaction, with no approval and no window; the order's status stays as moved.
 */

describe('automatic full refunds', () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let customer: TestUser;
  let restaurantId: number;

  beforeAll(async () => {
    // A 50.00 threshold said out loud: the automatic refunds never wait for it.
    server = await startTestServer({ REFUND_APPROVAL_THRESHOLD_MINOR: '5000' });
    [admin, owner, customer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'auto-admin'),
      createUser(server.db, 'RESTAURANT', 'auto-owner'),
      createUser(server.db, 'CUSTOMER', 'auto-customer'),
    ]);
    restaurantId = (await insertRestaurant(server.db, { name: 'Auto Kitchen', ownerId: owner.id })).id;
  });
  afterAll(async () => {
    await server.close();
  });

  /** Two soups at 6.50 and a bread at 2.25, with a 2.99 fee: 18.24, in `status`. */
  const placeOrder = async (status: 'PENDING' | 'ACCEPTED' | 'PREPARING', values = {}) => {
    const [order] = await server.db
      .insert(orders)
      .values({
        restaurantId,
        customerId: customer.id,
        status,
        subtotal: 15.25,
        deliveryFee: 2.99,
        total: 18.24,
        ...values,
      })
      .returning();
    if (!order) throw new Error('order not inserted');
    const items = await server.db
      .insert(orderItems)
      .values([
        { orderId: order.id, name: 'Soup', unitPrice: 6.5, quantity: 2 },
        { orderId: order.id, name: 'Bread', unitPrice: 2.25, quantity: 1 },
      ])
      .returning();
    return { id: order.id, soup: items[0]!.id };
  };

  const move = async (as: TestUser, id: number, body: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/admin/orders/${id}/transitions`,
      headers: as.headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderDetail>();
  };
  const refund = (as: TestUser, id: number, body: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: `/admin/orders/${id}/refunds`,
      headers: { ...as.headers, 'idempotency-key': randomUUID() },
      payload: { reason: 'MISSING_ITEM', bearer: 'RESTAURANT', method: 'ORIGINAL_PAYMENT', ...body },
    });
  const refundsOf = async (id: number) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/admin/orders/${id}/refunds`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderRefunds>();
  };
  /** The order's ORDER entries in the feed, oldest first. */
  const entriesAbout = async (id: number) =>
    (
      await server.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.category, 'ORDER'), eq(activityLog.entityId, id)))
        .orderBy(activityLog.id)
    ).map(({ actionType, action, userId, username }) => ({ actionType, action, userId, username }));

  it('refunds a rejected order in full at once, the fee with it; the order stays REJECTED', async () => {
    const order = await placeOrder('PENDING');
    const detail = await move(owner, order.id, { to: 'REJECTED', reason: 'Out of soup' });
    expect(detail).toMatchObject({ status: 'REJECTED', refundedMinor: 1824, refundPendingMinor: 0 });
    const { refunds, limits, version } = await refundsOf(order.id);
    // The answer is the order after its refund: its version is the last one.
    expect(version).toBe(detail.version);
    expect(refunds).toEqual([
      expect.objectContaining({
        status: 'SUCCEEDED',
        amountMinor: 1824,
        deliveryFeeMinor: 299,
        lines: [],
        reason: 'RESTAURANT_CANCELLED',
        note: 'Out of soup',
        bearer: 'PLATFORM',
        method: 'ORIGINAL_PAYMENT',
        createdBy: owner.id,
        decidedBy: null,
      }),
    ]);
    expect(limits).toMatchObject({ refundedMinor: 1824, netMinor: 0, refundableMinor: 0 });
    expect(await entriesAbout(order.id)).toEqual([
      expect.objectContaining({ actionType: 'REJECT', userId: owner.id }),
      {
        actionType: 'REFUND',
        action: `Refunded 18.24 USD on order #${order.id} of Auto Kitchen`,
        userId: owner.id,
        username: 'auto-owner Tester',
      },
    ]);
    // Nothing is left to refund by hand.
    expect((await refund(admin, order.id, { amountMinor: 1 })).json()).toMatchObject({
      code: 'REFUND_EXCEEDS_REFUNDABLE',
    });
  });

  it('never waits for approval, whatever the amount or who moves it', async () => {
    const order = await placeOrder('PENDING', { subtotal: 97.01, total: 100 });
    expect(await move(owner, order.id, { to: 'REJECTED', reason: 'Closed' })).toMatchObject({
      refundedMinor: 10000,
      refundPendingMinor: 0,
    });
  });

  it('refunds a cancelled order in full by default, and with refund FULL', async () => {
    for (const refundField of [{}, { refund: 'FULL' }]) {
      const order = await placeOrder('ACCEPTED');
      const detail = await move(admin, order.id, {
        to: 'CANCELLED',
        reason: 'Customer called',
        ...refundField,
      });
      expect(detail).toMatchObject({ status: 'CANCELLED', refundedMinor: 1824 });
      expect((await refundsOf(order.id)).refunds).toEqual([
        expect.objectContaining({ amountMinor: 1824, note: 'Customer called', createdBy: admin.id }),
      ]);
    }
  });

  it('gives nothing back on a cancellation with refund NONE, and ignores the field on other moves', async () => {
    const order = await placeOrder('PENDING');
    expect(await move(owner, order.id, { to: 'ACCEPTED', refund: 'FULL' })).toMatchObject({
      refundedMinor: 0,
    });
    const detail = await move(owner, order.id, { to: 'CANCELLED', reason: 'Kept as credit', refund: 'NONE' });
    expect(detail).toMatchObject({ status: 'CANCELLED', refundedMinor: 0 });
    const { refunds, limits } = await refundsOf(order.id);
    expect(refunds).toEqual([]);
    expect(limits.refundableMinor).toBe(1824);
    expect((await entriesAbout(order.id)).map((entry) => entry.actionType)).toEqual(['ACCEPT', 'CANCEL']);
    // Refunding later stays possible, by hand.
    expect((await refund(admin, order.id, { amountMinor: 500 })).statusCode).toBe(201);
  });

  it('refunds only the rest after a partial refund (the fee once), and nothing when nothing is left', async () => {
    const order = await placeOrder('PREPARING');
    const partial = await refund(admin, order.id, {
      lines: [{ itemId: order.soup, quantity: 1 }],
      deliveryFee: true,
    });
    expect(partial.json<RefundAnswer>().refund).toMatchObject({ amountMinor: 949, deliveryFeeMinor: 299 });
    expect(await move(admin, order.id, { to: 'CANCELLED', reason: 'Oven broke' })).toMatchObject({
      refundedMinor: 1824,
    });
    const { refunds } = await refundsOf(order.id);
    expect(refunds.map(({ amountMinor, deliveryFeeMinor }) => ({ amountMinor, deliveryFeeMinor }))).toEqual([
      { amountMinor: 949, deliveryFeeMinor: 299 },
      { amountMinor: 875, deliveryFeeMinor: 0 },
    ]);

    const refunded = await placeOrder('ACCEPTED');
    expect((await refund(admin, refunded.id, { amountMinor: 1824 })).statusCode).toBe(201);
    await move(admin, refunded.id, { to: 'CANCELLED', reason: 'Refunded already' });
    expect((await refundsOf(refunded.id)).refunds).toHaveLength(1);
    expect((await entriesAbout(refunded.id)).map((entry) => entry.actionType)).toEqual(['REFUND', 'CANCEL']);
  });

  it('declines a refund that waits and gives back everything, its share too', async () => {
    const order = await placeOrder('PENDING', { subtotal: 97.01, total: 100 });
    const pending = (await refund(owner, order.id, { amountMinor: 6000 })).json<RefundAnswer>();
    expect(pending.refund.status).toBe('PENDING_APPROVAL');
    expect(await move(owner, order.id, { to: 'REJECTED', reason: 'Closed' })).toMatchObject({
      refundedMinor: 10000,
      refundPendingMinor: 0,
    });
    const { refunds, limits } = await refundsOf(order.id);
    expect(refunds.map(({ status, amountMinor, decidedBy }) => ({ status, amountMinor, decidedBy }))).toEqual(
      [
        { status: 'DECLINED', amountMinor: 6000, decidedBy: owner.id },
        { status: 'SUCCEEDED', amountMinor: 10000, decidedBy: null },
      ],
    );
    expect(limits).toMatchObject({ refundableMinor: 0, pendingMinor: 0, netMinor: 0 });
    expect((await entriesAbout(order.id)).map((entry) => entry.actionType)).toEqual([
      'REFUND_REQUEST',
      'REJECT',
      'REFUND_DECLINE',
      'REFUND',
    ]);
    // Nothing waits any more: deciding the superseded refund is refused.
    const approved = await server.app.inject({
      method: 'POST',
      url: `/admin/refunds/${pending.refund.id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toMatchObject({ code: 'REFUND_NOT_PENDING' });
  });

  it("refunds the acceptance timeout's rejection in full, as the platform", async () => {
    await server.db
      .update(restaurants)
      .set({ acceptanceTimeoutMinutes: 10, acceptanceTimeoutAction: 'reject' })
      .where(eq(restaurants.id, restaurantId));
    const order = await placeOrder('PENDING', { createdAt: new Date(Date.now() - 11 * 60_000) });
    try {
      expect(await answerOverdueOrders(server.db, server.config.currency)).toBe(1);
    } finally {
      await server.db
        .update(restaurants)
        .set({ acceptanceTimeoutMinutes: 0 })
        .where(eq(restaurants.id, restaurantId));
    }
    const [row] = await server.db
      .select({ status: orders.status, refunded: orders.refundedMinor })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ status: 'REJECTED', refunded: 1824 });
    expect((await refundsOf(order.id)).refunds).toEqual([
      expect.objectContaining({
        status: 'SUCCEEDED',
        amountMinor: 1824,
        deliveryFeeMinor: 299,
        note: 'Not accepted in time',
        bearer: 'PLATFORM',
        createdBy: null,
        createdByName: null,
      }),
    ]);
    expect(await entriesAbout(order.id)).toEqual([
      expect.objectContaining({ actionType: 'REJECT', userId: null, username: 'System' }),
      expect.objectContaining({ actionType: 'REFUND', userId: null, username: 'System' }),
    ]);
  });
});
