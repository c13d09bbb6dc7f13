import { randomUUID } from 'node:crypto';
import {
  DEFAULT_ORDER_RULES,
  NOT_ACCEPTED_IN_TIME,
  type DeliveryZone,
  type OperatingRulesInput,
  type OrderQuote,
  type PlacedOrder,
} from '@food-admin/api-client';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { orderItems, orders, orderStatusHistory, restaurants } from '../src/db/schema';
import { startJobQueue } from '../src/jobs/job-queue';
import { ACCEPTANCE_TIMEOUT_QUEUE, acceptanceTimeoutQueue } from '../src/modules/orders/acceptance-timeouts';
import { placeOrder } from '../src/modules/ordering/ordering';
import { insertDish, insertMenu, insertOrder, insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Placing an order (docs/api.md#placing-orders): priced on the server from the dishes' current
 * prices and the delivery zone, refused with 409 and its reason, idempotent with an Idempotency-Key
 * (docs/api.md#idempotency), created PENDING with its lines, its history and its estimated times.
 */

/** The kitchen, in central Paris; points are a few hundred metres to a few kilometres away. */
const KITCHEN = { lat: 48.8566, lng: 2.3522 };
const NEAR = { lat: 48.8584, lng: 2.3551 }; // ~290 m
const FAR = { lat: 48.8738, lng: 2.295 }; // ~4.6 km, north-west
const ABROAD = { lat: 51.5072, lng: -0.1276 }; // London

const zone = (overrides: Partial<DeliveryZone> & Pick<DeliveryZone, 'name'>): DeliveryZone =>
  ({
    kind: 'radius',
    radiusMeters: 2000,
    feeMinor: 300,
    minimumOrderMinor: null,
    freeDeliveryFromMinor: null,
    extraMinutes: 0,
    priority: 10,
    active: true,
    ...overrides,
  }) as DeliveryZone;

/** A square polygon around the far point (lng, lat order, closed). */
const FAR_SQUARE = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [2.28, 48.86],
      [2.31, 48.86],
      [2.31, 48.89],
      [2.28, 48.89],
      [2.28, 48.86],
    ],
  ],
};

describe('placing orders', () => {
  let server: TestServer;
  let admin: TestUser;
  let customer: TestUser;
  let otherCustomer: TestUser;
  let restaurantId: number;
  let soup: number;
  let bread: number;
  let hiddenDish: number;

  const rules = (overrides: Partial<OperatingRulesInput> = {}): OperatingRulesInput => ({
    timeZone: 'UTC',
    week: Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '00:00' }]),
    exceptions: [],
    closures: [],
    lastOrderMinutes: 0,
    acceptanceTimeoutMinutes: 0,
    acceptanceTimeoutAction: 'reject',
    ...DEFAULT_ORDER_RULES,
    location: KITCHEN,
    zones: [zone({ name: 'Centre' })],
    ...overrides,
  });
  const setRules = async (overrides: Partial<OperatingRulesInput> = {}) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurantId}/operations`,
      headers: admin.headers,
      payload: rules(overrides),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const body = (overrides: Record<string, unknown> = {}) => ({
    restaurantId,
    items: [
      { dishId: soup, quantity: 3 },
      { dishId: bread, quantity: 1 },
    ],
    deliveryPoint: NEAR,
    deliveryAddress: '2 Rue de Rivoli, Paris',
    ...overrides,
  });
  const quote = (payload: Record<string, unknown> = {}, caller: TestUser = customer) =>
    server.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: caller.headers,
      payload: body(payload),
    });
  const place = (payload: Record<string, unknown> = {}, key?: string, caller: TestUser = customer) =>
    server.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...caller.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body(payload),
    });
  const orderCount = async () => Number((await server.db.select({ n: sql`count(*)` }).from(orders))[0]?.n);

  beforeAll(async () => {
    server = await startTestServer();
    [admin, customer, otherCustomer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'admin'),
      createUser(server.db, 'CUSTOMER', 'customer'),
      createUser(server.db, 'CUSTOMER', 'other'),
    ]);
    restaurantId = (await insertRestaurant(server.db, { name: 'Delivery Kitchen' })).id;
    const menu = await insertMenu(server.db, restaurantId, { isActive: true });
    // 0.10 three times is 0.30 exactly: prices are added in cents, never as floats.
    soup = (await insertDish(server.db, menu.id, { name: 'Soup', price: 0.1 })).id;
    bread = (await insertDish(server.db, menu.id, { name: 'Bread', price: 12.35 })).id;
    hiddenDish = (await insertDish(server.db, menu.id, { name: 'Sold out', isAvailable: false })).id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('quotes from the current prices and the zone, and creates nothing', async () => {
    await setRules({ preparationMinutes: 25, zones: [zone({ name: 'Centre', extraMinutes: 5 })] });
    const before = await orderCount();
    const started = Date.now();
    const response = await quote({ items: [{ dishId: soup, quantity: 3, unitPriceMinor: 1 }] });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<OrderQuote>();
    expect(answer).toMatchObject({
      restaurantId,
      lines: [{ dishId: soup, name: 'Soup', unitPriceMinor: 10, quantity: 3, totalMinor: 30 }],
      subtotalMinor: 30,
      deliveryFeeMinor: 300,
      totalMinor: 330,
      currency: 'USD',
      zone: 'Centre',
    });
    const ready = Date.parse(answer.estimatedReadyAt) - started;
    expect(ready).toBeGreaterThanOrEqual(25 * 60_000 - 1000);
    expect(ready).toBeLessThan(25 * 60_000 + 60_000);
    // Delivery: the base 15 minutes and the zone's 5 after it is ready.
    expect(Date.parse(answer.estimatedDeliveryAt) - Date.parse(answer.estimatedReadyAt)).toBe(20 * 60_000);
    expect(await orderCount()).toBe(before);
  });

  it('places a PENDING order with its lines, its history and the amounts in exact cents', async () => {
    await setRules();
    const response = await place({ customerNotes: 'Ring twice' }, randomUUID());
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlacedOrder>();
    expect(placed).toMatchObject({
      status: 'PENDING',
      subtotalMinor: 1265,
      deliveryFeeMinor: 300,
      totalMinor: 1565,
      currency: 'USD',
      deliveryAddress: '2 Rue de Rivoli, Paris',
      customerNotes: 'Ring twice',
      zone: 'Centre',
    });
    const [row] = await server.db
      .select({
        status: orders.status,
        customerId: orders.customerId,
        total: sql<string>`${orders.total}::text`,
        lat: orders.deliveryLatitude,
        readyAt: orders.estimatedReadyAt,
      })
      .from(orders)
      .where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: 'PENDING', customerId: customer.id, total: '15.65', lat: NEAR.lat });
    expect(row?.readyAt?.toISOString()).toBe(placed.estimatedReadyAt);
    const items = await server.db
      .select({
        name: orderItems.name,
        price: sql<string>`${orderItems.unitPrice}::text`,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id))
      .orderBy(asc(orderItems.id));
    expect(items).toEqual([
      { name: 'Soup', price: '0.10', quantity: 3 },
      { name: 'Bread', price: '12.35', quantity: 1 },
    ]);
    const history = await server.db
      .select({
        from: orderStatusHistory.fromStatus,
        to: orderStatusHistory.toStatus,
        actor: orderStatusHistory.actorId,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.id));
    expect(history).toEqual([{ from: null, to: 'PENDING', actor: customer.id }]);
    // Staff see it on its order page, as any order.
    const page = await server.app.inject({
      method: 'GET',
      url: `/admin/orders/${placed.id}`,
      headers: admin.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
  });

  it('answers a retry with the same key and body with the same order, once', async () => {
    await setRules();
    const key = randomUUID();
    const before = await orderCount();
    const first = await place({}, key);
    const again = await place({}, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
    // Another body with the key is refused; another customer's same key is theirs alone.
    const other = await place({ items: [{ dishId: bread, quantity: 2 }] }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const theirs = await place({}, key, otherCustomer);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<PlacedOrder>().id).not.toBe(first.json<PlacedOrder>().id);
    expect(await orderCount()).toBe(before + 2);
  });

  it('answers 409 while a request with the key runs; a dead one is taken over without a second order', async () => {
    await setRules();
    const key = randomUUID();
    const first = await place({}, key);
    expect(first.statusCode).toBe(201);
    const before = await orderCount();
    // As if the first request were still running (or its instance had died before answering).
    const mine = sql`user_id = ${customer.id} and key = ${key}`;
    await server.db.execute(sql`update idempotency_keys set status = null, response = null where ${mine}`);
    const running = await place({}, key);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    // A minute later the claim is stale: the retry takes it over and finds the order placed.
    await server.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '2 minutes' where ${mine}`,
    );
    const recovered = await place({}, key);
    expect(recovered.statusCode).toBe(201);
    expect(recovered.json<PlacedOrder>()).toMatchObject({
      id: first.json<PlacedOrder>().id,
      currency: 'USD',
    });
    expect(await orderCount()).toBe(before);
  });

  it('lets the key go when the request is refused, so a retry runs afresh', async () => {
    await setRules({ zones: [] });
    const key = randomUUID();
    expect((await place({}, key)).statusCode).toBe(409);
    await setRules();
    const retried = await place({}, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const response = await place({}, 'x'.repeat(256));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Idempotency-Key');
  });

  it('refuses outside every active zone, naming the reason', async () => {
    await setRules({
      zones: [
        zone({ name: 'Centre' }),
        zone({ name: 'Far', priority: 1, active: false, radiusMeters: 50_000 }),
      ],
    });
    for (const call of [quote, place]) {
      const response = await call({ deliveryPoint: ABROAD });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'OUTSIDE_DELIVERY_AREA',
        message: 'This restaurant does not deliver to this address',
      });
    }
    // The inactive wide zone does not deliver to the far point either.
    expect((await quote({ deliveryPoint: FAR })).statusCode).toBe(409);
  });

  it('refuses below the zone minimum, else the restaurant minimum', async () => {
    await setRules({ minimumOrderMinor: 1500, zones: [zone({ name: 'Centre' })] });
    const below = await quote();
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      code: 'BELOW_MINIMUM_ORDER',
      message: 'The minimum order here is 15.00',
      minimumOrderMinor: 1500,
    });
    await setRules({ minimumOrderMinor: 1500, zones: [zone({ name: 'Centre', minimumOrderMinor: 1000 })] });
    expect((await quote()).statusCode).toBe(200);
    expect((await place({}, randomUUID())).statusCode).toBe(201);
  });

  it('takes the best-priority zone where zones overlap, with its fee and free threshold', async () => {
    await setRules({
      zones: [
        zone({ name: 'Wide', radiusMeters: 10_000, feeMinor: 500, priority: 20 }),
        zone({ name: 'Polygon', kind: 'polygon', area: FAR_SQUARE, feeMinor: 400, priority: 5 } as never),
        zone({ name: 'Near', radiusMeters: 1000, feeMinor: 200, priority: 1, freeDeliveryFromMinor: 1000 }),
      ],
    });
    // Near: the best priority, and free from 10.00 on.
    expect((await quote()).json<OrderQuote>()).toMatchObject({
      zone: 'Near',
      deliveryFeeMinor: 0,
      totalMinor: 1265,
    });
    const small = await quote({ items: [{ dishId: soup, quantity: 1 }] });
    expect(small.json<OrderQuote>()).toMatchObject({ zone: 'Near', deliveryFeeMinor: 200, totalMinor: 210 });
    // The far point: inside the polygon and the wide circle; the polygon's priority wins.
    expect((await quote({ deliveryPoint: FAR })).json<OrderQuote>()).toMatchObject({
      zone: 'Polygon',
      deliveryFeeMinor: 400,
    });
  });

  it('adds the busy minutes from the busy threshold on', async () => {
    await setRules({ preparationMinutes: 10, busyFromOrders: 2, busyExtraMinutes: 30 });
    const readyIn = async () => {
      const answer = (await quote()).json<OrderQuote>();
      return Math.round((Date.parse(answer.estimatedReadyAt) - Date.now()) / 60_000);
    };
    await server.db.delete(orders).where(eq(orders.restaurantId, restaurantId));
    expect(await readyIn()).toBe(10);
    await insertOrder(server.db, restaurantId, customer.id, { status: 'PREPARING' });
    await insertOrder(server.db, restaurantId, customer.id, { status: 'ACCEPTED' });
    expect(await readyIn()).toBe(40);
  });

  it('refuses a restaurant not taking orders, with its availability', async () => {
    await setRules({ week: [[], [], [], [], [], [], []] });
    const closed = await place({}, randomUUID());
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      code: 'RESTAURANT_NOT_ACCEPTING',
      availability: { accepting: false, state: 'closed' },
    });
    await setRules();
    await server.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, restaurantId));
    const inactive = await quote();
    expect(inactive.json()).toMatchObject({ availability: { state: 'inactive' } });
    await server.db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, restaurantId));
  });

  it('sends the order its own acceptance-timeout job in its transaction; the job rejects it when due', async () => {
    const queue = await startJobQueue({
      executeSql: server.executeSql,
      log: pino({ level: 'silent' }) as FastifyBaseLogger,
      periodic: [],
      queued: [{ ...acceptanceTimeoutQueue(server.db, server.config.currency), pollingSeconds: 0.5 }],
    });
    server.jobs.attach(queue.boss);
    const jobsOf = async (orderId: number) =>
      rowsOf(
        await server.db.execute(sql`
          select state, start_after from pgboss.job
          where name = ${ACCEPTANCE_TIMEOUT_QUEUE} and data ->> 'orderId' = ${String(orderId)}`),
      ) as { state: string; start_after: Date | string }[];
    try {
      // No timeout: no job.
      const untimed = (await place({}, randomUUID())).json<PlacedOrder>();
      expect(await jobsOf(untimed.id)).toEqual([]);

      await setRules({ acceptanceTimeoutMinutes: 3 });
      const placed = await place({}, randomUUID());
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<PlacedOrder>();
      const [job, ...others] = await jobsOf(order.id);
      expect(others).toEqual([]);
      expect(job?.state).toBe('created');
      // Due three minutes after its placement, to the millisecond.
      expect(new Date(job?.start_after ?? 0).getTime()).toBe(Date.parse(order.createdAt) + 3 * 60_000);

      // A placement rolled back sends nothing: the job is in the same transaction.
      const before = rowsOf(await server.db.execute(sql`select count(*)::int as n from pgboss.job`));
      await expect(
        server.db.transaction(async (tx) => {
          await placeOrder(tx, {
            request: body(),
            customerId: customer.id,
            idempotencyKey: undefined,
            settings: { defaultTimeZone: 'UTC', currency: 'USD' },
            jobs: server.jobs,
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(rowsOf(await server.db.execute(sql`select count(*)::int as n from pgboss.job`))).toEqual(before);

      // Three minutes on: the order was placed then, and its job is due now.
      await server.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '3 minutes'` })
        .where(eq(orders.id, order.id));
      await server.db.execute(
        sql`update pgboss.job set start_after = now() where name = ${ACCEPTANCE_TIMEOUT_QUEUE} and data ->> 'orderId' = ${String(order.id)}`,
      );
      for (const deadline = Date.now() + 15_000; ;) {
        const [row] = await server.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, order.id));
        if (row?.status === 'REJECTED') break;
        if (Date.now() > deadline) throw new Error(`still ${row?.status}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const history = await server.db
        .select({
          to: orderStatusHistory.toStatus,
          reason: orderStatusHistory.reason,
          actor: orderStatusHistory.actorId,
        })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.id));
      expect(history).toEqual([
        { to: 'PENDING', reason: null, actor: customer.id },
        { to: 'REJECTED', reason: NOT_ACCEPTED_IN_TIME, actor: null },
      ]);
    } finally {
      await queue.stop(2000);
      await setRules();
    }
  });

  it('refuses dishes that are unavailable or of another restaurant, and unknown restaurants', async () => {
    await setRules();
    const elsewhere = await insertRestaurant(server.db, { name: 'Elsewhere' });
    const foreign = (await insertDish(server.db, (await insertMenu(server.db, elsewhere.id)).id)).id;
    const response = await quote({
      items: [
        { dishId: soup, quantity: 1 },
        { dishId: hiddenDish, quantity: 1 },
        { dishId: foreign, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DISH_UNAVAILABLE', dishIds: [hiddenDish, foreign] });
    expect((await quote({ restaurantId: 999_999 })).statusCode).toBe(404);
  });

  it('refuses bad bodies with 400 and the field, and callers who are not customers with 403', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [] }, 'Add at least one dish'],
      [{ items: [{ dishId: soup, quantity: 0 }] }, 'At least 1'],
      [
        {
          items: [
            { dishId: soup, quantity: 1 },
            { dishId: soup, quantity: 2 },
          ],
        },
        'Each dish once: use its quantity',
      ],
      [{ deliveryPoint: { lat: 91, lng: 0 } }, 'Latitude is between -90 and 90'],
      [{ deliveryAddress: '  ' }, 'Address is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await place(payload, randomUUID());
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await place({}, randomUUID(), admin)).statusCode).toBe(403);
  });

  it('refuses zones the contract does not allow when the rules are saved', async () => {
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [2.3, 48.85],
          [2.32, 48.87],
          [2.32, 48.85],
          [2.3, 48.87],
          [2.3, 48.85],
        ],
      ],
    };
    const cases: [Partial<OperatingRulesInput>, string][] = [
      [
        { zones: [zone({ name: 'Bow', kind: 'polygon', area: bowtie } as never)] },
        'The polygon must not cross itself',
      ],
      [{ location: null }, 'Set the location: radius zones are measured from it'],
      [{ zones: [zone({ name: 'A' }), zone({ name: 'A' })] }, 'One zone per name'],
      [{ zones: [zone({ name: 'Tiny', radiusMeters: 10 })] }, 'At least 50 metres'],
    ];
    for (const [overrides, message] of cases) {
      const response = await server.app.inject({
        method: 'PUT',
        url: `/api/restaurants/${restaurantId}/operations`,
        headers: admin.headers,
        payload: rules(overrides),
      });
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});
