import type { OrderRefunds, RefundAnswer } from '@food-admin/api-client';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { activityLog, orderItems, orders, orderStatusHistory } from '../src/db/schema';
import { insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Refunds (docs/api.md#refunds), on both databases: by items, by amount and the fee once, never
 * beyond the total even under 50 refunds at once; idempotent and If-Match safe; an approval above
 * the threshold; who may; and each step in the activity feed with the order's version raised.
 */

describe('refunds', () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let courier: TestUser;
  let customer: TestUser;
  let restaurantId: number;

  beforeAll(async () => {
    // A 50.00 threshold, as by default, said out loud.
    server = await startTestServer({ REFUND_APPROVAL_THRESHOLD_MINOR: '5000', REFUND_WINDOW_DAYS: '30' });
    [admin, owner, otherOwner, courier, customer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'refund-admin'),
      createUser(server.db, 'RESTAURANT', 'refund-owner'),
      createUser(server.db, 'RESTAURANT', 'refund-other'),
      createUser(server.db, 'COURIER', 'refund-courier'),
      createUser(server.db, 'CUSTOMER', 'refund-customer'),
    ]);
    restaurantId = (await insertRestaurant(server.db, { name: 'Refund Kitchen', ownerId: owner.id })).id;
  });
  afterAll(async () => {
    await server.close();
  });

  /** Two soups at 6.50 and a bread at 2.25, with a 2.99 fee: 18.24; delivered `deliveredDaysAgo` ago. */
  const placeOrder = async (deliveredDaysAgo = 1) => {
    const [order] = await server.db
      .insert(orders)
      .values({
        restaurantId,
        customerId: customer.id,
        status: 'DELIVERED',
        subtotal: 15.25,
        deliveryFee: 2.99,
        total: 18.24,
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
    await server.db.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: 'PICKED_UP',
      toStatus: 'DELIVERED',
      createdAt: new Date(Date.now() - deliveredDaysAgo * 86_400_000),
    });
    return { id: order.id, soup: items[0]!.id, bread: items[1]!.id };
  };

  const refund = (
    as: TestUser,
    orderId: number,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method: 'POST',
      url: `/admin/orders/${orderId}/refunds`,
      headers: { ...as.headers, 'idempotency-key': randomUUID(), ...headers },
      payload: { reason: 'MISSING_ITEM', bearer: 'RESTAURANT', method: 'ORIGINAL_PAYMENT', ...body },
    });
  const refundsOf = async (orderId: number, as = admin) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/admin/orders/${orderId}/refunds`,
      headers: as.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderRefunds>();
  };

  it('refunds by items at their price or a partial amount, then the fee once', async () => {
    const order = await placeOrder();
    const first = await refund(owner, order.id, {
      lines: [
        { itemId: order.soup, quantity: 1 },
        { itemId: order.bread, quantity: 1, amountMinor: 100 },
      ],
    });
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json<RefundAnswer>();
    expect(answer.refund).toMatchObject({
      status: 'SUCCEEDED',
      amountMinor: 750,
      deliveryFeeMinor: 0,
      currency: 'USD',
      bearer: 'RESTAURANT',
      createdBy: owner.id,
      createdByName: 'refund-owner Tester',
      lines: [
        { itemId: order.soup, quantity: 1, amountMinor: 650 },
        { itemId: order.bread, quantity: 1, amountMinor: 100 },
      ],
    });
    expect(answer.limits).toMatchObject({
      totalMinor: 1824,
      refundedMinor: 750,
      netMinor: 1074,
      refundableMinor: 1074,
    });
    expect(first.headers.etag).toBe(`"${answer.version}"`);
    // The answer is built from what the step read and wrote: exactly what a read after it gives.
    const { refund: made, ...rest } = answer;
    expect(await refundsOf(order.id)).toEqual(rest);
    expect(rest.refunds.at(-1)).toEqual(made);

    const fee = await refund(admin, order.id, {
      deliveryFee: true,
      reason: 'LATE_OR_COLD',
      bearer: 'PLATFORM',
    });
    expect(fee.statusCode, fee.body).toBe(201);
    expect(fee.json<RefundAnswer>().refund).toMatchObject({ amountMinor: 299, deliveryFeeMinor: 299 });
    const again = await refund(admin, order.id, { deliveryFee: true, bearer: 'PLATFORM' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DELIVERY_FEE_NOT_REFUNDABLE' });

    // The order's sums, kept by the refunds' transaction, and its version raised by each.
    const [row] = await server.db
      .select({ refunded: orders.refundedMinor, pending: orders.refundPendingMinor, version: orders.version })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ refunded: 1049, pending: 0, version: 3 });
    expect((await refundsOf(order.id, owner)).refunds.map((each) => each.amountMinor)).toEqual([750, 299]);
  });

  it('refuses more than is left, of a line or in all, with the fresh limits', async () => {
    const order = await placeOrder();
    const tooMany = await refund(admin, order.id, { lines: [{ itemId: order.soup, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'REFUND_EXCEEDS_REFUNDABLE',
      limits: {
        refundableMinor: 1824,
        items: [{ itemId: order.soup, refundableQuantity: 2 }, { itemId: order.bread }],
      },
    });
    expect((await refund(admin, order.id, { amountMinor: 1800 })).statusCode).toBe(201);
    const over = await refund(admin, order.id, { amountMinor: 25 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message: 'This is more than is left to refund: at most 0.24 in all, and per item what is left of it',
      limits: { refundableMinor: 24 },
    });
    // The database refuses it too, whatever the code above would have let through.
    await expect(
      server.db.execute(sql`update orders set refunded_minor = 1825 where id = ${order.id}`),
    ).rejects.toThrow();
  });

  it('never refunds more than the total under 50 refunds at once', async () => {
    const order = await placeOrder();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => refund(admin, order.id, { amountMinor: 100 })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(18);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const { limits, refunds } = await refundsOf(order.id);
    expect(refunds).toHaveLength(18);
    expect(limits).toMatchObject({ refundedMinor: 1800, refundableMinor: 24 });
  });

  it('answers the same refund for the same key and body, and refuses another body with that key', async () => {
    const order = await placeOrder();
    const key = { 'idempotency-key': randomUUID() };
    const first = await refund(admin, order.id, { amountMinor: 500 }, key);
    const replay = await refund(admin, order.id, { amountMinor: 500 }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // The answer was kept in the refund's own transaction: the key's row holds it, whole.
    const kept = await server.db.execute(
      sql`select status, response from idempotency_keys where key = ${key['idempotency-key']}`,
    );
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ status: 201, response: first.json() }]);
    expect((await refund(admin, order.id, { amountMinor: 400 }, key)).statusCode).toBe(422);
    // The kept answer gone (a day later), the key on the record still finds the refund.
    await server.db.execute(sql`delete from idempotency_keys where key = ${key['idempotency-key']}`);
    const later = await refund(admin, order.id, { amountMinor: 500 }, key);
    expect(later.json<RefundAnswer>().refund.id).toBe(first.json<RefundAnswer>().refund.id);
    expect((await refundsOf(order.id)).refunds).toHaveLength(1);
  });

  it('refuses a stale If-Match with 412 and the current refunds', async () => {
    const order = await placeOrder();
    const { version } = await refundsOf(order.id);
    expect(
      (await refund(admin, order.id, { amountMinor: 100 }, { 'if-match': `"${version}"` })).statusCode,
    ).toBe(201);
    const stale = await refund(admin, order.id, { amountMinor: 100 }, { 'if-match': `"${version}"` });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ current: { version: version + 1, limits: { refundedMinor: 100 } } });
  });

  it('waits for approval above the threshold; an approval succeeds it, a decline frees it', async () => {
    const order = await placeOrder();
    await server.db.update(orders).set({ subtotal: 97.01, total: 100 }).where(eq(orders.id, order.id));
    const big = await refund(owner, order.id, { amountMinor: 6000 });
    expect(big.json<RefundAnswer>()).toMatchObject({
      refund: { status: 'PENDING_APPROVAL' },
      limits: { refundedMinor: 0, pendingMinor: 6000, refundableMinor: 4000 },
    });
    const id = big.json<RefundAnswer>().refund.id;
    const decide = (step: 'approve' | 'decline', as = admin) =>
      server.app.inject({ method: 'POST', url: `/admin/refunds/${id}/${step}`, headers: as.headers });
    expect((await decide('approve', owner)).statusCode).toBe(403);
    const approved = await decide('approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RefundAnswer>()).toMatchObject({
      refund: { status: 'SUCCEEDED', decidedBy: admin.id, decidedByName: 'refund-admin Tester' },
      limits: { refundedMinor: 6000, pendingMinor: 0 },
    });
    const { refund: decided, ...after } = approved.json<RefundAnswer>();
    expect(await refundsOf(order.id)).toEqual(after);
    expect(after.refunds.find((each) => each.id === id)).toEqual(decided);
    const twice = await decide('decline');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'REFUND_NOT_PENDING' });

    const second = (await refund(admin, order.id, { amountMinor: 4000 })).json<RefundAnswer>();
    expect(second.refund.status).toBe('SUCCEEDED');
    const third = await refund(admin, order.id, { amountMinor: 1 });
    expect(third.statusCode).toBe(409);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/admin/refunds/999999/approve',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('frees what a declined refund held', async () => {
    const order = await placeOrder();
    const waiting = (
      await refund(admin, order.id, { amountMinor: 1824, reason: 'DUPLICATE_CHARGE', bearer: 'PLATFORM' })
    ).json<RefundAnswer>();
    // 18.24 is within the threshold: an admin's refund succeeds at once.
    expect(waiting.refund.status).toBe('SUCCEEDED');
    const order2 = await placeOrder();
    await server.db.update(orders).set({ subtotal: 97.01, total: 100 }).where(eq(orders.id, order2.id));
    const pending = (await refund(admin, order2.id, { amountMinor: 9000 })).json<RefundAnswer>();
    const declined = await server.app.inject({
      method: 'POST',
      url: `/admin/refunds/${pending.refund.id}/decline`,
      headers: admin.headers,
    });
    expect(declined.json<RefundAnswer>()).toMatchObject({
      refund: { status: 'DECLINED' },
      limits: { pendingMinor: 0, refundableMinor: 10000 },
    });
  });

  it('lets owners refund only their own orders, at their cost, and nobody else', async () => {
    const order = await placeOrder();
    expect((await refund(otherOwner, order.id, { amountMinor: 100 })).json()).toMatchObject({
      code: 'ORDER_NOT_YOURS',
    });
    const platformCost = await refund(owner, order.id, { amountMinor: 100, bearer: 'PLATFORM' });
    expect(platformCost.statusCode).toBe(403);
    expect(platformCost.json()).toMatchObject({ code: 'REFUND_RESTAURANT_BEARS' });
    for (const caller of [courier, customer])
      expect((await refund(caller, order.id, { amountMinor: 100 })).statusCode).toBe(403);
    expect((await refund(admin, 999999, { amountMinor: 100 })).statusCode).toBe(404);
  });

  it('closes refunds the set number of days after delivery, and refuses bad input with 400', async () => {
    const old = await placeOrder(31);
    const closed = await refund(admin, old.id, { amountMinor: 100 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      code: 'REFUND_WINDOW_CLOSED',
      message: 'Refunds close 30 days after delivery',
    });
    // Every answer says when refunds close: 30 days after the DELIVERED change (31 days ago here).
    const closesAt = Date.parse((await refundsOf(old.id)).closesAt ?? '');
    expect(Math.abs(closesAt - (Date.now() - 86_400_000))).toBeLessThan(60_000);
    const order = await placeOrder();
    const bad = await refund(admin, order.id, { amountMinor: 1.5, reason: 'OTHER' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ amountMinor: ['Use an amount in cents'] });
    const both = await refund(admin, order.id, {
      amountMinor: 100,
      lines: [{ itemId: order.soup, quantity: 1 }],
    });
    expect(both.json().fieldErrors).toMatchObject({
      amountMinor: ['Refund by items or by amount, not both'],
    });
    const noNote = await refund(admin, order.id, { amountMinor: 100, reason: 'OTHER' });
    expect(noNote.json().fieldErrors).toMatchObject({ note: ['Say why in a note'] });
  });

  it('writes each step to the activity feed, and tells live listeners the order changed', async () => {
    const order = await placeOrder();
    const { version } = (await refund(owner, order.id, { amountMinor: 250 })).json<RefundAnswer>();
    const events = rowsOf(
      await server.db.execute(
        sql`select action, version from change_events where kind = 'order' and record_id = ${order.id}`,
      ),
    );
    expect(events).toContainEqual({ action: 'update', version });
    const entries = rowsOf(
      await server.db.execute(
        sql`select action, level from ${activityLog} where entity_id = ${order.id} and category = 'ORDER'`,
      ),
    );
    expect(entries).toContainEqual({
      action: `Refunded 2.50 USD on order #${order.id} of Refund Kitchen`,
      level: 'INFO',
    });
  });
});
