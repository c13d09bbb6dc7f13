import type { Facets, Order, Page, RefundAnswer, RefundListItem } from '@food-admin/api-client';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../src/db/schema';
import { insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * The refunds list (docs/api.md#refunds-list) and the orders list's refund state, from refunds made
 * through the API: its filters, search, sort and facets, an owner's scope, and the export's exact
 * decimals. That the mocks answer the same is list-parity.test.ts's.
 */

describe('the refunds list', () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let courier: TestUser;
  let customer: TestUser;
  let alpha: number;
  let beta: number;
  /** Fully refunded, partly (with a declined one), waiting, untouched. */
  const order = { full: 0, partial: 0, pending: 0, none: 0 };
  /** The refunds, in the order they were made. */
  const made: RefundAnswer['refund'][] = [];

  /** An order of 18.24: two soups at 6.50 and a bread at 2.25, with a 2.99 fee; delivered just now. */
  const placeOrder = async (restaurantId: number) => {
    const [row] = await server.db
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
    if (!row) throw new Error('order not inserted');
    const [soup] = await server.db
      .insert(orderItems)
      .values([
        { orderId: row.id, name: 'Soup', unitPrice: 6.5, quantity: 2 },
        { orderId: row.id, name: 'Bread', unitPrice: 2.25, quantity: 1 },
      ])
      .returning();
    return { id: row.id, soup: soup?.id ?? 0 };
  };

  const refund = async (as: TestUser, orderId: number, body: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/admin/orders/${orderId}/refunds`,
      headers: { ...as.headers, 'idempotency-key': randomUUID() },
      payload: { reason: 'MISSING_ITEM', bearer: 'RESTAURANT', method: 'ORIGINAL_PAYMENT', ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<RefundAnswer>();
    made.push(answer.refund);
    return answer.refund;
  };

  const decide = async (id: number, step: 'approve' | 'decline') => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/admin/refunds/${id}/${step}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const get = (url: string, as: TestUser = admin) =>
    server.app.inject({ method: 'GET', url, headers: as.headers });

  const page = async (query = '', as: TestUser = admin) => {
    const response = await get(`/admin/refunds${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<RefundListItem>>();
  };
  const ids = async (query = '', as: TestUser = admin) =>
    (await page(query, as)).content.map((row) => row.id);
  const facets = async (query = '', as: TestUser = admin) => {
    const response = await get(`/admin/refunds/facets${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Facets>();
  };
  const orderIds = async (query: string) => {
    const response = await get(`/admin/orders${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<Page<Order>>()
      .content.map((row) => row.id)
      .sort((a, b) => a - b);
  };

  beforeAll(async () => {
    // Above 10.00 a refund waits for approval, an admin's too.
    server = await startTestServer({ REFUND_APPROVAL_THRESHOLD_MINOR: '1000', REFUND_WINDOW_DAYS: '30' });
    [admin, owner, otherOwner, courier, customer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'Ada'),
      createUser(server.db, 'RESTAURANT', 'Olga'),
      createUser(server.db, 'RESTAURANT', 'Otto'),
      createUser(server.db, 'COURIER', 'Cody'),
      createUser(server.db, 'CUSTOMER', 'Cleo'),
    ]);
    alpha = (await insertRestaurant(server.db, { name: 'Kitchen Alpha', ownerId: owner.id })).id;
    beta = (await insertRestaurant(server.db, { name: 'Bistro Beta', ownerId: otherOwner.id })).id;
    const full = await placeOrder(alpha);
    const partial = await placeOrder(alpha);
    const pending = await placeOrder(beta);
    const none = await placeOrder(alpha);
    Object.assign(order, { full: full.id, partial: partial.id, pending: pending.id, none: none.id });

    await refund(admin, full.id, { lines: [{ itemId: full.soup, quantity: 1 }] });
    const rest = await refund(admin, full.id, {
      amountMinor: 1174,
      reason: 'QUALITY',
      bearer: 'PLATFORM',
      method: 'STORE_CREDIT',
      note: 'Said "sorry", twice',
    });
    await decide(rest.id, 'approve');
    await refund(admin, partial.id, {
      amountMinor: 100,
      reason: 'GOODWILL',
      bearer: 'PLATFORM',
      method: 'CASH',
    });
    const declined = await refund(owner, partial.id, { amountMinor: 1200 });
    await decide(declined.id, 'decline');
    await refund(otherOwner, pending.id, { amountMinor: 1500, reason: 'LATE_OR_COLD', method: 'CASH' });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('lists every refund newest first, with its order, restaurant and customer', async () => {
    const all = await page();
    expect(all.totalElements).toBe(5);
    expect(all.content.map((row) => row.id)).toEqual(made.map((row) => row.id).reverse());
    const [waiting, , , approved, byItems] = all.content;
    expect(waiting).toMatchObject({
      orderId: order.pending,
      restaurantId: beta,
      restaurantName: 'Bistro Beta',
      customerName: 'Cleo Tester',
      status: 'PENDING_APPROVAL',
      amountMinor: 1500,
      currency: 'USD',
      createdByName: 'Otto Tester',
      decidedBy: null,
      decidedAt: null,
    });
    expect(approved).toMatchObject({
      status: 'SUCCEEDED',
      decidedBy: admin.id,
      decidedByName: 'Ada Tester',
      note: 'Said "sorry", twice',
      lines: [],
    });
    expect(byItems?.lines).toEqual([{ itemId: expect.any(Number), quantity: 1, amountMinor: 650 }]);
  });

  it('filters by status, reason, bearer, method, restaurant and time', async () => {
    const [r1, r2, r3, r4, r5] = made.map((row) => row.id);
    expect(await ids('?status=PENDING_APPROVAL')).toEqual([r5]);
    expect(await ids('?status=DECLINED&status=PENDING_APPROVAL')).toEqual([r5, r4]);
    expect(await ids('?reason=GOODWILL')).toEqual([r3]);
    expect(await ids('?bearer=PLATFORM')).toEqual([r3, r2]);
    expect(await ids('?method=CASH')).toEqual([r5, r3]);
    expect(await ids(`?restaurantId=${beta}`)).toEqual([r5]);
    expect(await ids(`?restaurantId=${alpha}&status=SUCCEEDED`)).toEqual([r3, r2, r1]);
    expect(await ids('?createdFrom=2999-01-01')).toEqual([]);
    expect(await ids('?createdTo=2999-01-01')).toHaveLength(5);
    expect((await get('/admin/refunds?status=REFUNDED')).statusCode).toBe(400);
    expect((await get('/admin/refunds?reason=quality')).statusCode).toBe(400);
  });

  it('searches the restaurant, the customer and the order id; sorts by amount and status', async () => {
    const [r1, r2, r3, r4, r5] = made.map((row) => row.id);
    expect(await ids('?search=bistro')).toEqual([r5]);
    expect(await ids('?search=cleo%20TESTER')).toHaveLength(5);
    expect(await ids(`?search=${order.pending}`)).toContain(r5);
    expect(await ids('?search=nobody')).toEqual([]);
    expect(await ids('?sort=amountMinor,asc')).toEqual([r3, r1, r2, r4, r5]);
    expect(await ids('?sort=amountMinor,desc')).toEqual([r5, r4, r2, r1, r3]);
    // DECLINED, PENDING_APPROVAL, SUCCEEDED; the id breaks ties.
    expect(await ids('?sort=status,asc')).toEqual([r4, r5, r1, r2, r3]);
    expect((await get('/admin/refunds?sort=reason,asc')).statusCode).toBe(400);
  });

  it('counts each facet under the other filters, not its own', async () => {
    expect(await facets()).toEqual({
      status: [
        { value: 'DECLINED', count: 1 },
        { value: 'PENDING_APPROVAL', count: 1 },
        { value: 'SUCCEEDED', count: 3 },
      ],
      reason: [
        { value: 'GOODWILL', count: 1 },
        { value: 'LATE_OR_COLD', count: 1 },
        { value: 'MISSING_ITEM', count: 2 },
        { value: 'QUALITY', count: 1 },
      ],
      bearer: [
        { value: 'PLATFORM', count: 2 },
        { value: 'RESTAURANT', count: 3 },
      ],
    });
    const succeeded = await facets('?status=SUCCEEDED');
    expect(succeeded.status).toHaveLength(3);
    expect(succeeded.bearer).toEqual([
      { value: 'PLATFORM', count: 2 },
      { value: 'RESTAURANT', count: 1 },
    ]);
  });

  it("shows an owner their restaurants' refunds only; couriers and customers are refused", async () => {
    const [r1, r2, r3, r4, r5] = made.map((row) => row.id);
    expect(await ids('', owner)).toEqual([r4, r3, r2, r1]);
    expect(await ids('', otherOwner)).toEqual([r5]);
    // Naming another's restaurant finds nothing; it does not widen the scope.
    expect(await ids(`?restaurantId=${beta}`, owner)).toEqual([]);
    expect((await facets('', otherOwner)).status).toEqual([{ value: 'PENDING_APPROVAL', count: 1 }]);
    const csv = await get('/admin/refunds/export', otherOwner);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    for (const refused of [courier, customer]) {
      expect((await get('/admin/refunds', refused)).statusCode).toBe(403);
      expect((await get('/admin/refunds/facets', refused)).statusCode).toBe(403);
      expect((await get('/admin/refunds/export', refused)).statusCode).toBe(403);
    }
  });

  it('exports every matching refund with its amount as an exact decimal', async () => {
    const response = await get('/admin/refunds/export?sort=amountMinor,asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="refunds-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header).toBe(
      'ID,Order ID,Restaurant,Created,Status,Reason,Bearer,Method,Amount,Currency,Created by,Decided by,Decided,Note',
    );
    expect(lines).toHaveLength(5);
    const approved = made[1];
    const row = lines.find((line) => line.startsWith(`${approved?.id},`));
    expect(row).toMatch(
      new RegExp(
        `^${approved?.id},${order.full},Kitchen Alpha,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,SUCCEEDED,QUALITY,PLATFORM,STORE_CREDIT,11\\.74,USD,Ada Tester,Ada Tester,\\d{4}-[\\dT:.-]+Z,"Said ""sorry"", twice"$`,
      ),
    );
    // Cents stay cents: 1.00, 6.50, never 1 or 6.5.
    expect(lines[0]).toContain(',1.00,USD,');
    expect(lines[1]).toContain(',6.50,USD,');
    const filtered = await get('/admin/refunds/export?status=PENDING_APPROVAL');
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
  });

  it("filters and counts orders by their refund state; a decision moves the order's", async () => {
    expect(await orderIds('?refund=FULL')).toEqual([order.full]);
    expect(await orderIds('?refund=PARTIAL')).toEqual([order.partial]);
    expect(await orderIds('?refund=PENDING')).toEqual([order.pending]);
    expect(await orderIds('?refund=NONE')).toEqual([order.none]);
    expect(await orderIds('?refund=FULL&refund=PENDING')).toEqual([order.full, order.pending]);
    expect((await get('/admin/orders?refund=REFUNDED')).statusCode).toBe(400);
    const counts = (await get('/admin/orders/facets')).json<Facets>();
    expect(counts.refund).toEqual([
      { value: 'FULL', count: 1 },
      { value: 'NONE', count: 1 },
      { value: 'PARTIAL', count: 1 },
      { value: 'PENDING', count: 1 },
    ]);

    await decide(made[4]?.id ?? 0, 'approve');
    expect(await orderIds('?refund=PENDING')).toEqual([]);
    expect(await orderIds('?refund=PARTIAL')).toEqual([order.partial, order.pending]);
    expect(await ids('?status=PENDING_APPROVAL')).toEqual([]);
  });
});
