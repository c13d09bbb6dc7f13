import {
  ACCEPTANCE_TIMEOUT_ALERT_MINUTES,
  LONG_PAUSE_ALERT_HOURS,
  type DashboardAttention,
  type DashboardSeries,
} from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { restaurants, reviews } from '../src/db/schema';
import { insertMenu, insertOrder, insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * The dashboard's trends and alerts (docs/api.md#dashboard): the aggregates against hand-computed
 * values on orders and reviews placed in a past week of their own, the empty days, the previous
 * period, a status change moving revenue, validation and who may call it.
 */

describe('dashboard series and attention', () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let courier: TestUser;
  let customer: TestUser;
  let big: number;
  let small: number;

  const at = (date: string, time = '12:00:00') => new Date(`${date}T${time}Z`);
  const order = (restaurantId: number, date: string, total: number, status = 'DELIVERED', time?: string) =>
    insertOrder(server.db, restaurantId, customer.id, {
      status: status as 'DELIVERED',
      subtotal: total,
      total,
      createdAt: at(date, time),
    });
  const review = (restaurantId: number, date: string, rating: number, status: 'APPROVED' | 'PENDING') =>
    server.db
      .insert(reviews)
      .values({ restaurantId, userId: customer.id, rating, status, createdAt: at(date) });

  beforeAll(async () => {
    server = await startTestServer();
    [admin, owner, courier, customer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'admin'),
      createUser(server.db, 'RESTAURANT', 'owner'),
      createUser(server.db, 'COURIER', 'courier'),
      createUser(server.db, 'CUSTOMER', 'customer'),
    ]);
    big = (await insertRestaurant(server.db, { name: 'Big Kitchen' })).id;
    small = (await insertRestaurant(server.db, { name: 'Small Kitchen' })).id;
    // The week of 2001-03-05 to 2001-03-07, and the three days before it (the previous period).
    await order(big, '2001-03-05', 40);
    await order(big, '2001-03-05', 10, 'CANCELLED'); // counted as an order, not as revenue
    await order(small, '2001-03-05', 5, 'PENDING', '23:59:59');
    await order(small, '2001-03-07', 20, 'REJECTED');
    await order(big, '2001-03-07', 30, 'PICKED_UP', '00:00:00');
    await order(big, '2001-03-03', 100); // previous period
    await order(big, '2001-03-08', 999); // after the range
    await review(big, '2001-03-05', 5, 'APPROVED');
    await review(big, '2001-03-05', 2, 'APPROVED');
    await review(small, '2001-03-05', 1, 'PENDING'); // not approved: not counted
    await review(small, '2001-03-07', 4, 'APPROVED');
    await review(small, '2001-03-02', 3, 'APPROVED'); // previous period
  });
  afterAll(async () => {
    await server.close();
  });

  const series = (as: TestUser, query: string) =>
    server.app.inject({ method: 'GET', url: `/admin/dashboard/series?${query}`, headers: as.headers });

  it('answers daily buckets (empty days as zeros), orders by status, top restaurants and both periods', async () => {
    const response = await series(admin, 'from=2001-03-05&to=2001-03-07');
    expect(response.statusCode).toBe(200);
    const body = response.json<DashboardSeries>();
    expect(body).toEqual({
      from: '2001-03-05',
      to: '2001-03-07',
      buckets: [
        { date: '2001-03-05', orders: 3, revenue: 45, revenueMinor: 4500, reviews: 2, averageRating: 3.5 },
        { date: '2001-03-06', orders: 0, revenue: 0, revenueMinor: 0, reviews: 0, averageRating: null },
        { date: '2001-03-07', orders: 2, revenue: 30, revenueMinor: 3000, reviews: 1, averageRating: 4 },
      ],
      byStatus: [
        { status: 'CANCELLED', count: 1 },
        { status: 'DELIVERED', count: 1 },
        { status: 'PENDING', count: 1 },
        { status: 'PICKED_UP', count: 1 },
        { status: 'REJECTED', count: 1 },
      ],
      topRestaurants: [
        { restaurantId: big, name: 'Big Kitchen', revenue: 70, revenueMinor: 7000, orders: 2 },
        { restaurantId: small, name: 'Small Kitchen', revenue: 5, revenueMinor: 500, orders: 1 },
      ],
      totals: {
        current: {
          orders: 5,
          revenue: 75,
          revenueMinor: 7500,
          refundedMinor: 0,
          netRevenueMinor: 7500,
          averageRating: 3.67,
        },
        previous: {
          orders: 1,
          revenue: 100,
          revenueMinor: 10000,
          refundedMinor: 0,
          netRevenueMinor: 10000,
          averageRating: 3,
        },
      },
      currency: 'USD',
    });
  });

  it('moves revenue when an order is cancelled', async () => {
    const late = await order(small, '2001-03-06', 12, 'PREPARING');
    const before = (await series(admin, 'from=2001-03-06&to=2001-03-06')).json<DashboardSeries>();
    expect(before.buckets[0]).toMatchObject({ orders: 1, revenue: 12 });
    const cancelled = await server.app.inject({
      method: 'POST',
      url: `/admin/orders/${late.id}/transitions`,
      headers: admin.headers,
      payload: { to: 'CANCELLED', reason: 'Customer left' },
    });
    expect(cancelled.statusCode).toBe(200);
    const after = (await series(admin, 'from=2001-03-06&to=2001-03-06')).json<DashboardSeries>();
    expect(after.buckets[0]).toMatchObject({ orders: 1, revenue: 0 });
    expect(after.byStatus).toEqual([{ status: 'CANCELLED', count: 1 }]);
  });

  it('answers net revenue: the revenue less what was refunded of those orders', async () => {
    const delivered = await order(big, '2001-05-10', 40);
    const refused = await order(small, '2001-05-10', 20, 'REJECTED');
    await server.db.execute(sql`update orders set refunded_minor = 2000 where id = ${refused.id}`);
    const refund = await server.app.inject({
      method: 'POST',
      url: `/admin/orders/${delivered.id}/refunds`,
      headers: admin.headers,
      payload: { amountMinor: 1250, reason: 'GOODWILL', bearer: 'PLATFORM', method: 'STORE_CREDIT' },
    });
    expect(refund.statusCode).toBe(201);
    const body = (await series(admin, 'from=2001-05-10&to=2001-05-10')).json<DashboardSeries>();
    // A refused order earned nothing: what it gave back leaves the net alone.
    expect(body.totals.current).toMatchObject({
      revenueMinor: 4000,
      refundedMinor: 1250,
      netRevenueMinor: 2750,
    });
  });

  it('keeps the rollups equal to the rows they summarise through bulk inserts, moves, edits and deletes', async () => {
    const table = async (query: ReturnType<typeof sql>) =>
      rowsOf(await server.db.execute(query)).map((row) => JSON.stringify(row));
    const rollups = async () => ({
      totals: await table(sql`
        select day::text, status, orders, revenue::text, refunded::text from order_daily_totals
        where orders <> 0 order by 1, 2`),
      restaurants: await table(sql`
        select day::text, restaurant_id, orders, revenue::text from order_daily_restaurant_revenue
        where orders <> 0 order by 1, 2`),
      ratings: await table(sql`
        select day::text, reviews, rating_sum from review_daily_ratings where reviews <> 0 order by 1`),
    });
    const recomputed = async () => ({
      totals: await table(sql`
        select (created_at at time zone 'UTC')::date::text as day, status, count(*)::int as orders,
               sum(total)::numeric(14, 2)::text as revenue,
               (sum(refunded_minor) / 100.0)::numeric(14, 2)::text as refunded
        from orders group by 1, 2 order by 1, 2`),
      restaurants: await table(sql`
        select (created_at at time zone 'UTC')::date::text as day, restaurant_id, count(*)::int as orders,
               sum(total)::numeric(14, 2)::text as revenue
        from orders where status not in ('REJECTED', 'CANCELLED') group by 1, 2 order by 1, 2`),
      ratings: await table(sql`
        select (created_at at time zone 'UTC')::date::text as day, count(*)::int as reviews,
               sum(rating)::int as rating_sum
        from reviews where status = 'APPROVED' group by 1 order by 1`),
    });

    // One statement, many rows over several days, restaurants and statuses.
    await server.db.execute(sql`
      insert into orders (restaurant_id, customer_id, status, subtotal, total, created_at)
      select case when i % 3 = 0 then ${small}::int else ${big}::int end, ${customer.id}::int,
             (array['PENDING', 'ACCEPTED', 'DELIVERED', 'CANCELLED'])[1 + i % 4], 7.25, 7.25,
             timestamptz '2001-04-01 23:30:00+00' + make_interval(hours => i)
      from generate_series(1, 60) as i`);
    expect(await rollups()).toEqual(await recomputed());
    // Many moves in one statement (to a status that earns nothing and back), a total edited, a
    // restaurant changed, an order moved to another day, some deleted.
    await server.db.execute(
      sql`update orders set status = 'REJECTED' where status = 'PENDING' and created_at >= '2001-04-01'`,
    );
    await server.db.execute(
      sql`update orders set status = 'DELIVERED' where status = 'CANCELLED' and created_at >= '2001-04-02'`,
    );
    await server.db.execute(
      sql`update orders set total = 9.5, subtotal = 9.5 where status = 'ACCEPTED' and created_at >= '2001-04-01'`,
    );
    // Refunded sums set and changed (what a refund and its approval write).
    await server.db.execute(
      sql`update orders set refunded_minor = 125 where status = 'DELIVERED' and created_at >= '2001-04-01'`,
    );
    await server.db.execute(
      sql`update orders set refunded_minor = 300 where id in (select id from orders where refunded_minor = 125 order by id limit 3)`,
    );
    await server.db.execute(sql`
      update orders set restaurant_id = ${small}::int, created_at = created_at - interval '3 days'
      where id in (select id from orders where created_at >= '2001-04-01' order by id limit 5)`);
    await server.db.execute(sql`delete from orders where created_at >= '2001-04-03'`);
    // Reviews approved, rejected, edited and deleted.
    await server.db.execute(sql`
      insert into reviews (restaurant_id, user_id, rating, status, created_at)
      select ${big}::int, ${customer.id}::int, 1 + i % 5, case when i % 2 = 0 then 'APPROVED' else 'PENDING' end,
             timestamptz '2001-04-01 12:00:00+00' + make_interval(hours => i * 5)
      from generate_series(1, 20) as i`);
    await server.db.execute(
      sql`update reviews set status = 'APPROVED' where status = 'PENDING' and created_at >= '2001-04-02'`,
    );
    await server.db.execute(
      sql`update reviews set status = 'REJECTED' where rating = 1 and created_at >= '2001-04-01'`,
    );
    await server.db.execute(
      sql`update reviews set rating = 5 where rating = 2 and created_at >= '2001-04-01'`,
    );
    await server.db.execute(sql`delete from reviews where rating = 3 and created_at >= '2001-04-01'`);
    expect(await rollups()).toEqual(await recomputed());
    // And what the series answers from them is what the rows say.
    const april = (await series(admin, 'from=2001-04-01&to=2001-04-05')).json<DashboardSeries>();
    const [orderCount] = rowsOf(
      await server.db.execute(
        sql`select count(*)::int as n from orders where created_at >= '2001-04-01' and created_at < '2001-04-06'`,
      ),
    );
    expect(april.totals.current.orders).toBe(orderCount?.n);

    await server.db.execute(sql`delete from orders where created_at >= '2001-03-25'`);
    await server.db.execute(sql`delete from reviews where created_at >= '2001-03-25'`);
  });

  it('follows writes through its cache: a renamed restaurant and a new best seller show at once', async () => {
    const changes = async () =>
      rowsOf(await server.db.execute(sql`select last_value from dashboard_changes`))[0]?.last_value;
    const range = 'from=2001-03-01&to=2001-03-07';
    const before = (await series(admin, range)).json<DashboardSeries>();
    const moved = await changes();
    await server.db.execute(sql`update restaurants set name = 'Renamed Grill' where id = ${big}`);
    expect(await changes()).not.toEqual(moved);
    const renamed = (await series(admin, range)).json<DashboardSeries>();
    expect(renamed.topRestaurants.find((row) => row.restaurantId === big)?.name).toBe('Renamed Grill');
    const newcomer = await insertRestaurant(server.db, { name: 'Newcomer' });
    await order(newcomer.id, '2001-03-04', 10_000);
    const after = (await series(admin, range)).json<DashboardSeries>();
    expect(after.topRestaurants[0]).toMatchObject({ restaurantId: newcomer.id, revenue: 10_000, orders: 1 });
    expect(after.topRestaurants.slice(1)).toEqual(renamed.topRestaurants.slice(0, 4));
    expect(before.topRestaurants.map((row) => row.restaurantId)).toEqual(
      renamed.topRestaurants.map((row) => row.restaurantId),
    );
  });

  it('takes the last 7, 30 or 90 days, today included', async () => {
    for (const [range, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const body = (await series(admin, `range=${range}`)).json<DashboardSeries>();
      expect(body.buckets).toHaveLength(days);
      expect(body.to).toBe(new Date().toISOString().slice(0, 10));
    }
    expect((await series(admin, '')).json<DashboardSeries>().buckets).toHaveLength(30);
  });

  it('answers 400 with the field named for a bad range or dates', async () => {
    const cases: [string, string, string][] = [
      ['range=1y', 'range', 'Range must be one of: 7d, 30d, 90d'],
      ['from=2001-03-05', 'to', 'From and To go together'],
      ['from=2001-03-07&to=2001-03-05', 'to', 'To must not be before From'],
      ['from=2000-01-01&to=2001-12-31', 'to', 'A range spans at most 366 days'],
      ['from=yesterday&to=2001-03-05', 'from', 'From must be a date (2026-11-23)'],
      ['range=7d&from=2001-03-05&to=2001-03-06', 'range', 'Give a range or dates, not both'],
    ];
    for (const [query, field, message] of cases) {
      const response = await series(admin, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fieldErrors?.[field], query).toContain(message);
    }
  });

  it('counts what needs attention: old pending orders, pending reviews, restaurants without an active menu', async () => {
    const before = (
      await server.app.inject({ method: 'GET', url: '/admin/dashboard/attention', headers: admin.headers })
    ).json<DashboardAttention>();
    const now = Date.now();
    const lonely = await insertRestaurant(server.db, { name: 'No Menu Yet', isActive: true });
    await insertMenu(server.db, lonely.id, { isActive: false });
    await insertOrder(server.db, big, customer.id, {
      status: 'PENDING',
      createdAt: new Date(now - 11 * 60_000),
    });
    await insertOrder(server.db, big, customer.id, { status: 'PENDING', createdAt: new Date(now - 60_000) });
    await server.db.insert(reviews).values({ restaurantId: big, rating: 3, status: 'PENDING' });
    const response = await server.app.inject({
      method: 'GET',
      url: '/admin/dashboard/attention',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<DashboardAttention>();
    expect(after.pendingOrders.count - before.pendingOrders.count).toBe(1);
    expect(after.pendingReviews - before.pendingReviews).toBe(1);
    expect(after.restaurantsWithoutActiveMenu - before.restaurantsWithoutActiveMenu).toBe(1);
    expect(Date.parse(after.pendingOrders.placedBefore)).toBeLessThanOrEqual(Date.now() - 10 * 60_000);
  });

  it('its restaurants without an active menu are what the restaurants list filtered by isActive=true&hasActiveMenu=false answers', async () => {
    const lonely = await insertRestaurant(server.db, { name: 'Menu Off', isActive: true });
    await insertMenu(server.db, lonely.id, { isActive: false });
    const served = await insertRestaurant(server.db, { name: 'Menu On', isActive: true });
    await insertMenu(server.db, served.id, { isActive: true });
    const attention = (
      await server.app.inject({ method: 'GET', url: '/admin/dashboard/attention', headers: admin.headers })
    ).json<DashboardAttention>();
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants?isActive=true&hasActiveMenu=false&size=100',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const page = list.json<{ content: { id: number }[]; totalElements: number }>();
    expect(page.totalElements).toBe(attention.restaurantsWithoutActiveMenu);
    expect(page.content.map((restaurant) => restaurant.id)).toContain(lonely.id);
    expect(page.content.map((restaurant) => restaurant.id)).not.toContain(served.id);
  });

  it('its paused restaurants are what the restaurants list filtered by availability=paused answers', async () => {
    const busy = await insertRestaurant(server.db, { name: 'Paused Now', isActive: true });
    const over = await insertRestaurant(server.db, { name: 'Pause Over', isActive: true });
    // Switched off with a pause on: closed, as the availability rule puts "inactive" first.
    const off = await insertRestaurant(server.db, { name: 'Paused Off', isActive: false });
    for (const row of [busy, over, off]) await insertMenu(server.db, row.id, { isActive: true });
    await server.db
      .update(restaurants)
      .set({ pauseReason: 'busy', pausedUntil: new Date(Date.now() + 3_600_000), pausedAt: new Date() })
      .where(inArray(restaurants.id, [busy.id, off.id]));
    // A pause whose end has passed, not yet cleared by its job, is over.
    await server.db
      .update(restaurants)
      .set({ pauseReason: 'busy', pausedUntil: new Date(Date.now() - 1000), pausedAt: new Date() })
      .where(eq(restaurants.id, over.id));
    const attention = (
      await server.app.inject({ method: 'GET', url: '/admin/dashboard/attention', headers: admin.headers })
    ).json<DashboardAttention>();
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants?availability=paused&size=100',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const page = list.json<{ content: { id: number }[]; totalElements: number }>();
    expect(attention.pausedRestaurants).toBeGreaterThan(0);
    expect(page.totalElements).toBe(attention.pausedRestaurants);
    expect(page.content.map((restaurant) => restaurant.id)).toContain(busy.id);
    expect(page.content.map((restaurant) => restaurant.id)).not.toContain(over.id);
    expect(page.content.map((restaurant) => restaurant.id)).not.toContain(off.id);
  });

  const attention = async () =>
    (
      await server.app.inject({ method: 'GET', url: '/admin/dashboard/attention', headers: admin.headers })
    ).json<DashboardAttention>();
  const MINUTE = 60_000;

  it(`counts among the paused restaurants those paused ${LONG_PAUSE_ALERT_HOURS} hours or more ago`, async () => {
    expect(LONG_PAUSE_ALERT_HOURS).toBeGreaterThan(1); // the cases below: 3 hours ago counts, 10 minutes does not
    const before = await attention();
    const pause = async (
      name: string,
      pausedAgoMs: number,
      values: { isActive?: boolean; endsInMs?: number },
    ) => {
      const row = await insertRestaurant(server.db, { name, isActive: values.isActive ?? true });
      await insertMenu(server.db, row.id, { isActive: true });
      await server.db
        .update(restaurants)
        .set({
          pauseReason: 'busy',
          pausedAt: new Date(Date.now() - pausedAgoMs),
          pausedUntil: new Date(Date.now() + (values.endsInMs ?? 60 * MINUTE)),
        })
        .where(eq(restaurants.id, row.id));
    };
    await pause('Paused Long Ago', 3 * 60 * MINUTE, {});
    await pause('Paused Just Now', 10 * MINUTE, {});
    // Neither is paused now, however long ago the pause began: a pause over, a restaurant switched off.
    await pause('Long Pause Over', 3 * 60 * MINUTE, { endsInMs: -1000 });
    await pause('Long Pause Off', 3 * 60 * MINUTE, { isActive: false });
    const after = await attention();
    expect(after.pausedRestaurants - before.pausedRestaurants).toBe(2);
    expect(after.longPausedRestaurants - before.longPausedRestaurants).toBe(1);
  });

  it(`counts the PENDING orders their acceptance timeout answers within ${ACCEPTANCE_TIMEOUT_ALERT_MINUTES} minutes, the first due, and the orders list's window that shows them`, async () => {
    expect(ACCEPTANCE_TIMEOUT_ALERT_MINUTES).toBeGreaterThan(2); // the cases below: due in 1.5 and 2 minutes count
    const timed = (await insertRestaurant(server.db, { name: 'Timed', acceptanceTimeoutMinutes: 10 })).id;
    const untimed = (await insertRestaurant(server.db, { name: 'Untimed', acceptanceTimeoutMinutes: 0 })).id;
    const placed = (restaurantId: number, agoMs: number, status: 'PENDING' | 'ACCEPTED' = 'PENDING') =>
      insertOrder(server.db, restaurantId, customer.id, { status, createdAt: new Date(Date.now() - agoMs) });
    const soonest = await placed(timed, 8.5 * MINUTE); // due in 1.5 minutes
    const next = await placed(timed, 8 * MINUTE); // due in 2 minutes
    await placed(timed, MINUTE); // due in 9 minutes
    await placed(timed, 11 * MINUTE); // past its timeout: the platform answers it now
    await placed(timed, 8.25 * MINUTE, 'ACCEPTED'); // answered
    const untimedOrder = await placed(untimed, 8.25 * MINUTE); // its restaurant has no timeout

    const near = (await attention()).ordersNearAcceptanceTimeout;
    expect(near).toEqual({
      count: 2,
      firstDueAt: new Date(soonest.createdAt.getTime() + 10 * MINUTE).toISOString(),
      placedFrom: soonest.createdAt.toISOString(),
      placedBefore: new Date(next.createdAt.getTime() + 1).toISOString(),
    });
    // The orders list with the link's filters shows both, and the PENDING order without a timeout
    // placed between them: no list filter selects by timeout.
    const list = await server.app.inject({
      method: 'GET',
      url: `/admin/orders?status=PENDING&createdFrom=${near?.placedFrom}&createdTo=${near?.placedBefore}&size=100`,
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    expect(ids(list.json<{ content: { id: number }[] }>().content)).toEqual(
      ids([soonest, next, untimedOrder]),
    );

    await server.db.execute(sql`delete from orders where restaurant_id in (${timed}, ${untimed})`);
    expect((await attention()).ordersNearAcceptanceTimeout).toBeNull();
  });

  it('is for admins only: 403 for owners, couriers and customers, 401 without a token', async () => {
    for (const url of ['/admin/dashboard/series?range=7d', '/admin/dashboard/attention']) {
      for (const caller of [owner, courier, customer]) {
        expect((await server.app.inject({ method: 'GET', url, headers: caller.headers })).statusCode).toBe(
          403,
        );
      }
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
