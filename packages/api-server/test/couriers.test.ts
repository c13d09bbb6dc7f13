import type { Courier, OrderStatus } from '@food-admin/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLog, orders, orderStatusHistory, users } from '../src/db/schema';
import {
  AVERAGES_REFRESH_MS,
  listCouriers,
  startOfUtcDay,
} from '../src/modules/couriers/couriers.repository';
import { insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * The couriers screen's API (docs/api.md#couriers): the figures against hand-computed values, the
 * availability switch with its activity entry, and who may call it.
 */

const MINUTE = 60_000;

describe('couriers', () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let courier: TestUser;
  let idle: TestUser;
  let customer: TestUser;
  let restaurantId: number;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, owner, courier, idle, customer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'admin'),
      createUser(server.db, 'RESTAURANT', 'owner'),
      createUser(server.db, 'COURIER', 'Carla'),
      createUser(server.db, 'COURIER', 'Zed'),
      createUser(server.db, 'CUSTOMER', 'customer'),
    ]);
    restaurantId = (await insertRestaurant(server.db, { ownerId: owner.id, name: 'Courier Kitchen' })).id;
  });
  afterAll(async () => {
    await server.close();
  });

  /** An order of `courierId` in `status`, with its moves at the given times (oldest first). */
  async function order(courierId: number | null, status: OrderStatus, moves: [OrderStatus, Date][] = []) {
    const [row] = await server.db
      .insert(orders)
      .values({
        restaurantId,
        customerId: customer.id,
        courierId,
        status,
        subtotal: 10,
        deliveryFee: 0,
        total: 10,
      })
      .returning();
    if (row === undefined) throw new Error('order insert failed');
    let from: OrderStatus | null = null;
    for (const [to, createdAt] of moves) {
      await server.db
        .insert(orderStatusHistory)
        .values({ orderId: row.id, fromStatus: from, toStatus: to, createdAt });
      from = to;
    }
    return row.id;
  }

  const list = async (as: TestUser) =>
    server.app.inject({ method: 'GET', url: '/admin/couriers', headers: as.headers });
  const find = (rows: Courier[], id: number) => rows.find((row) => row.id === id);

  it('counts active deliveries, deliveries today and the average delivery time of the last 30 days', async () => {
    const now = new Date();
    const today = startOfUtcDay(now);
    // Two delivered since midnight: 20 and 40 minutes from pick-up; one 10 days ago: 60 minutes;
    // one 40 days ago (outside the window): 500 minutes. Active: one PICKED_UP, one READY.
    const deliveredAt = [
      new Date(Math.max(today.getTime(), now.getTime() - 5 * MINUTE)),
      new Date(Math.max(today.getTime(), now.getTime() - 2 * MINUTE)),
    ];
    await order(courier.id, 'DELIVERED', [
      ['PICKED_UP', new Date(deliveredAt[0]!.getTime() - 20 * MINUTE)],
      ['DELIVERED', deliveredAt[0]!],
    ]);
    await order(courier.id, 'DELIVERED', [
      ['PICKED_UP', new Date(deliveredAt[1]!.getTime() - 40 * MINUTE)],
      ['DELIVERED', deliveredAt[1]!],
    ]);
    const tenDaysAgo = new Date(now.getTime() - 10 * 1440 * MINUTE);
    await order(courier.id, 'DELIVERED', [
      ['PICKED_UP', new Date(tenDaysAgo.getTime() - 60 * MINUTE)],
      ['DELIVERED', tenDaysAgo],
    ]);
    const longAgo = new Date(now.getTime() - 40 * 1440 * MINUTE);
    await order(courier.id, 'DELIVERED', [
      ['PICKED_UP', new Date(longAgo.getTime() - 500 * MINUTE)],
      ['DELIVERED', longAgo],
    ]);
    await order(courier.id, 'PICKED_UP', [['PICKED_UP', now]]);
    await order(courier.id, 'READY');
    await order(courier.id, 'CANCELLED');
    // Another courier's and an unassigned order change nothing of Carla's.
    await order(null, 'READY');

    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const rows = response.json<Courier[]>();
    expect(find(rows, courier.id)).toEqual({
      id: courier.id,
      name: 'Carla Tester',
      email: courier.email,
      phone: null,
      available: true,
      activeDeliveries: 2,
      deliveredToday: 2,
      averageDeliveryMinutes: 40, // (20 + 40 + 60) / 3
    });
    expect(find(rows, idle.id)).toMatchObject({
      activeDeliveries: 0,
      deliveredToday: 0,
      averageDeliveryMinutes: null,
    });
    // Couriers only, by name.
    expect(rows.every((row) => row.id !== admin.id && row.id !== customer.id)).toBe(true);
    const names = rows.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('works the 30-day averages out at most once a minute, the other figures with every read', async () => {
    const now = new Date();
    const carlaAt = async (at: Date) => find(await listCouriers(server.db, at), courier.id);
    expect(await carlaAt(now)).toMatchObject({ deliveredToday: 2, averageDeliveryMinutes: 40 });
    // One more delivery today, 100 minutes from pick-up: (20 + 40 + 60 + 100) / 4 = 55.
    const deliveredAt = new Date(Math.max(startOfUtcDay(now).getTime(), now.getTime() - MINUTE));
    await order(courier.id, 'DELIVERED', [
      ['PICKED_UP', new Date(deliveredAt.getTime() - 100 * MINUTE)],
      ['DELIVERED', deliveredAt],
    ]);
    expect(await carlaAt(new Date(now.getTime() + 1000))).toMatchObject({
      deliveredToday: 3,
      averageDeliveryMinutes: 40,
    });
    // A minute on, a read still gets the latest averages while a run works them out again.
    const later = new Date(now.getTime() + AVERAGES_REFRESH_MS);
    await vi.waitFor(async () => expect((await carlaAt(later))?.averageDeliveryMinutes).toBe(55));
  });

  it('switches availability, answers the courier, and records it in the feed', async () => {
    const off = await server.app.inject({
      method: 'PUT',
      url: `/admin/couriers/${idle.id}/availability`,
      headers: admin.headers,
      payload: { available: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<Courier>()).toMatchObject({ id: idle.id, available: false });
    const [row] = await server.db
      .select({ available: users.available })
      .from(users)
      .where(eq(users.id, idle.id));
    expect(row?.available).toBe(false);
    const entries = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.category, 'USER'), eq(activityLog.entityId, idle.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['Marked courier Zed Tester unavailable']);
    expect(find((await list(admin)).json<Courier[]>(), idle.id)?.available).toBe(false);
  });

  it('answers 404 for an id that is not a courier, 400 for a bad body', async () => {
    const put = (id: number, payload: unknown) =>
      server.app.inject({
        method: 'PUT',
        url: `/admin/couriers/${id}/availability`,
        headers: admin.headers,
        payload: payload as object,
      });
    expect((await put(customer.id, { available: true })).statusCode).toBe(404);
    expect((await put(999_999, { available: true })).json()).toMatchObject({ message: 'Courier not found' });
    const bad = await put(courier.id, { available: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { available: ['Available must be true or false'] } });
  });

  it('lists couriers for admins only: 403 for owners, couriers and customers, 401 without a token', async () => {
    for (const caller of [owner, courier, customer]) expect((await list(caller)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/admin/couriers' })).statusCode).toBe(401);
  });

  it("lets a courier read and switch their own availability, never another courier's", async () => {
    const availability = (caller: TestUser, id: number, available: boolean) =>
      server.app.inject({
        method: 'PUT',
        url: `/admin/couriers/${id}/availability`,
        headers: caller.headers,
        payload: { available },
      });
    const read = (caller: TestUser, id: number) =>
      server.app.inject({ method: 'GET', url: `/admin/couriers/${id}`, headers: caller.headers });

    const off = await availability(courier, courier.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: courier.id, available: false });
    expect((await read(courier, courier.id)).json()).toMatchObject({ id: courier.id, available: false });
    expect((await availability(courier, courier.id, true)).json()).toMatchObject({ available: true });

    for (const response of [await availability(courier, idle.id, false), await read(courier, idle.id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'Couriers may only see and change their own availability',
      });
    }
    expect((await read(admin, idle.id)).json()).toMatchObject({ id: idle.id, name: 'Zed Tester' });
    expect((await read(admin, customer.id)).statusCode).toBe(404);
    for (const caller of [owner, customer]) {
      expect((await availability(caller, courier.id, false)).statusCode).toBe(403);
      expect((await read(caller, courier.id)).statusCode).toBe(403);
    }
    expect(
      (await server.app.inject({ method: 'GET', url: `/admin/couriers/${courier.id}` })).statusCode,
    ).toBe(401);
  });
});
