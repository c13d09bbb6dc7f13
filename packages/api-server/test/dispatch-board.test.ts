import {
  grantsOf,
  MAX_BOARD_ORDERS,
  MAX_BOARD_PATCH_IDS,
  OrderBoardSchema,
  type BoardOrder,
  type OrderBoard,
  type OrderStatus,
  type PermissionSetName,
} from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSetId } from '../src/auth/permission-sets';
import { rowsOf } from '../src/db/rows';
import { memberships, openOrderSql, orderItems, orders, orderStatusHistory, users } from '../src/db/schema';
import { openOrdersQuery } from '../src/modules/dispatch/dispatch-board.repository';
import { insertOrder, insertRestaurant } from './support/fixtures';
import { planWithout } from './support/plans';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * The operations board (docs/api.md#dispatch-board), on PGlite and PostgreSQL: each card's fields
 * against hand-written values, the open orders only and oldest first, who sees which orders (as the
 * orders list scopes them), a courier assignment's version as the board shows it, the cut at
 * MAX_BOARD_ORDERS, and the index the board's query reads.
 */

const MINUTE = 60_000;
/** The acceptance timeout of the first restaurant, in minutes. */
const TIMEOUT_MINUTES = 15;

describe('the operations board', () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let courier: TestUser;
  let customer: TestUser;
  /** The owner's restaurant, with an acceptance timeout; another owner's, without one. */
  let timed: { id: number; name: string };
  let untimed: { id: number; name: string };
  /** Whole seconds, some minutes ago: the orders' times are set from it. */
  const t0 = Math.floor(Date.now() / 1000) * 1000 - 60 * MINUTE;
  const at = (minutes: number) => new Date(t0 + minutes * MINUTE);
  const iso = (minutes: number) => at(minutes).toISOString();

  beforeAll(async () => {
    server = await startTestServer();
    [admin, owner, courier, customer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'admin'),
      createUser(server.db, 'RESTAURANT', 'owner'),
      createUser(server.db, 'COURIER', 'Carla'),
      createUser(server.db, 'CUSTOMER', 'customer'),
    ]);
    const otherOwner = await createUser(server.db, 'RESTAURANT', 'other');
    timed = await insertRestaurant(server.db, {
      ownerId: owner.id,
      name: 'Timed Kitchen',
      acceptanceTimeoutMinutes: TIMEOUT_MINUTES,
    });
    untimed = await insertRestaurant(server.db, { ownerId: otherOwner.id, name: 'Untimed Kitchen' });
  });
  afterAll(async () => {
    await server.close();
  });

  /** An order placed at minute `placed` (subtotal 23.45 + fee 2.99), with its moves and items. */
  async function order(
    restaurantId: number,
    status: OrderStatus,
    placed: number,
    extra: {
      moves?: [OrderStatus, number][];
      quantities?: number[];
      courierId?: number;
      deliveryZone?: string;
    } = {},
  ): Promise<number> {
    const row = await insertOrder(server.db, restaurantId, customer.id, {
      status,
      subtotal: 23.45,
      deliveryFee: 2.99,
      total: 26.44,
      createdAt: at(placed),
      courierId: extra.courierId ?? null,
      deliveryZone: extra.deliveryZone ?? null,
    });
    let from: OrderStatus | null = null;
    for (const [to, minute] of extra.moves ?? []) {
      await server.db
        .insert(orderStatusHistory)
        .values({ orderId: row.id, fromStatus: from, toStatus: to, createdAt: at(minute) });
      from = to;
    }
    for (const quantity of extra.quantities ?? [])
      await server.db.insert(orderItems).values({ orderId: row.id, name: 'Soup', unitPrice: 4.5, quantity });
    return row.id;
  }

  /** The board `as` sees; with `query` (`id=3&id=5`), the cards it names. */
  async function board(as: TestUser, query = ''): Promise<OrderBoard> {
    const response = await server.app.inject({
      method: 'GET',
      url: `/admin/dispatch/board${query === '' ? '' : `?${query}`}`,
      headers: as.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return v.parse(OrderBoardSchema, response.json());
  }
  const idsOn = async (as: TestUser) => (await board(as)).orders.map((card) => card.id);

  /** A RESTAURANT account holding `set` on `restaurantId` (platform-wide when null). */
  async function member(set: PermissionSetName, restaurantId: number | null): Promise<TestUser> {
    const user = await createUser(server.db, 'RESTAURANT', 'member');
    await server.db
      .insert(memberships)
      .values({ userId: user.id, restaurantId, permissionSetId: await builtInSetId(server.db, set) });
    return user;
  }

  let ids: Record<'pending' | 'untimedPending' | 'ready' | 'pickedUp' | 'tie', number>;

  it("answers each open order's card, oldest first, and leaves the closed orders off", async () => {
    // Closed orders, older than every open one: never on the board.
    const closed = [
      await order(timed.id, 'DELIVERED', -30),
      await order(timed.id, 'REJECTED', -20),
      await order(untimed.id, 'CANCELLED', -10),
    ];
    ids = {
      pending: await order(timed.id, 'PENDING', 0, { moves: [['PENDING', 0]], quantities: [2, 1] }),
      // No history at all (written by other means): its status counts from its placement.
      untimedPending: await order(untimed.id, 'PENDING', 1),
      ready: await order(timed.id, 'READY', 2, {
        moves: [
          ['PENDING', 2],
          ['ACCEPTED', 3],
          ['PREPARING', 4],
          ['READY', 6],
        ],
        quantities: [1],
        courierId: courier.id,
        deliveryZone: 'Centre',
      }),
      // Placed at the same instant as the next: the id decides.
      pickedUp: await order(untimed.id, 'PICKED_UP', 7, {
        moves: [
          ['READY', 8],
          ['PICKED_UP', 9],
        ],
        courierId: courier.id,
      }),
      tie: await order(untimed.id, 'ACCEPTED', 7, { moves: [['ACCEPTED', 10]] }),
    };
    const card = (id: number, fields: Partial<BoardOrder>): BoardOrder => ({
      id,
      version: 1,
      restaurantId: timed.id,
      restaurantName: 'Timed Kitchen',
      status: 'PENDING',
      placedAt: '',
      statusSince: '',
      acceptanceDueAt: null,
      itemCount: 0,
      totalMinor: 2644,
      currency: server.config.currency,
      courierId: null,
      courierName: null,
      deliveryZone: null,
      ...fields,
    });
    const untimedCard = { restaurantId: untimed.id, restaurantName: 'Untimed Kitchen' };

    const { orders, truncated } = await board(admin);
    expect(truncated).toBe(false);
    expect(orders).toEqual([
      card(ids.pending, {
        placedAt: iso(0),
        statusSince: iso(0),
        acceptanceDueAt: iso(TIMEOUT_MINUTES),
        itemCount: 3,
      }),
      card(ids.untimedPending, { ...untimedCard, placedAt: iso(1), statusSince: iso(1) }),
      // Its restaurant has a timeout, but only a PENDING order has a deadline.
      card(ids.ready, {
        status: 'READY',
        placedAt: iso(2),
        statusSince: iso(6),
        itemCount: 1,
        courierId: courier.id,
        courierName: 'Carla Tester',
        deliveryZone: 'Centre',
      }),
      card(ids.pickedUp, {
        ...untimedCard,
        status: 'PICKED_UP',
        placedAt: iso(7),
        statusSince: iso(9),
        courierId: courier.id,
        courierName: 'Carla Tester',
      }),
      card(ids.tie, { ...untimedCard, status: 'ACCEPTED', placedAt: iso(7), statusSince: iso(10) }),
    ]);
    expect(ids.pickedUp).toBeLessThan(ids.tie);
    for (const id of closed) expect(orders.map((row) => row.id)).not.toContain(id);
  });

  it("shows a restaurant account its restaurants' orders, as the orders list does", async () => {
    const everyOne = [ids.pending, ids.untimedPending, ids.ready, ids.pickedUp, ids.tie];
    expect(await idsOn(owner)).toEqual([ids.pending, ids.ready]);
    // Staff by their memberships: a restaurant's kitchen, the platform's support; a set without
    // orders.view sees nothing, and so does an account with no restaurant.
    expect(await idsOn(await member('Kitchen', untimed.id))).toEqual([
      ids.untimedPending,
      ids.pickedUp,
      ids.tie,
    ]);
    expect(await idsOn(await member('Support', null))).toEqual(everyOne);
    expect(await idsOn(await member('Menu editor', timed.id))).toEqual([]);
    expect(await idsOn(await createUser(server.db, 'RESTAURANT', 'nobody'))).toEqual([]);
  });

  it('answers the cards `id` names, of the orders still open that the caller may see, oldest first', async () => {
    const closed = await order(timed.id, 'DELIVERED', 11);
    const named = [ids.tie, ids.pending, closed, 999_999].map((id) => `id=${id}`).join('&');
    const patch = await board(admin, named);
    expect(patch.orders.map((card) => card.id)).toEqual([ids.pending, ids.tie]);
    expect(patch.truncated).toBe(false);
    // Each card as the whole board shows it.
    const whole = await board(admin);
    expect(patch.orders).toEqual(
      whole.orders.filter((card) => card.id === ids.pending || card.id === ids.tie),
    );
    // Scoped as the whole board is: the owner sees their restaurant's order only.
    expect((await board(owner, named)).orders.map((card) => card.id)).toEqual([ids.pending]);

    const tooMany = Array.from({ length: MAX_BOARD_PATCH_IDS + 1 }, (_, index) => `id=${index + 1}`).join(
      '&',
    );
    for (const bad of ['id=0', 'id=abc', tooMany]) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/admin/dispatch/board?${bad}`,
        headers: admin.headers,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { id: [expect.any(String)] },
      });
    }
  });

  it('reads the named cards by their ids in an index, not by a scan', async () => {
    const [adminRow] = await server.db.select().from(users).where(eq(users.id, admin.id));
    if (adminRow === undefined) throw new Error('no user row');
    const plan = await planWithout(
      server.db,
      ['enable_seqscan', 'enable_bitmapscan'],
      openOrdersQuery(server.db, { ...adminRow, grants: grantsOf('ADMIN') }, [ids.pending, ids.tie]),
    );
    // On tables this small the planner's pick among the indexes says little (the primary key, the
    // open orders' (created_at, id), the restaurant's): with scans switched off, a plan without
    // one shows that an index serves every table the read joins.
    expect(plan).toMatch(/Index Scan using orders_\w+ on orders o/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('refuses couriers and customers, and callers without a token', async () => {
    for (const caller of [courier, customer]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/admin/dispatch/board',
        headers: caller.headers,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: '/admin/dispatch/board' })).statusCode).toBe(401);
  });

  it("shows the version a courier assignment leaves, which the next assignment's If-Match must name", async () => {
    const other = await createUser(server.db, 'COURIER', 'Otto');
    const cardOf = async (id: number) => (await board(admin)).orders.find((row) => row.id === id);
    const assign = (courierId: number, version: number) =>
      server.app.inject({
        method: 'PUT',
        url: `/admin/orders/${ids.untimedPending}/courier`,
        headers: { ...admin.headers, 'if-match': `"${version}"` },
        payload: { courierId },
      });
    const before = await cardOf(ids.untimedPending);
    if (before === undefined) throw new Error('the order is not on the board');

    // A first dispatcher assigns Carla with the version the board showed.
    const first = await assign(courier.id, before.version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe(`"${before.version + 1}"`);
    expect(await cardOf(ids.untimedPending)).toMatchObject({
      version: before.version + 1,
      courierId: courier.id,
      courierName: 'Carla Tester',
    });

    // A second, from the same stale board, is refused and changes nothing.
    const stale = await assign(other.id, before.version);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { version: before.version + 1 },
    });
    expect(await cardOf(ids.untimedPending)).toMatchObject({
      version: before.version + 1,
      courierId: courier.id,
    });

    // With the board's current version it goes through.
    const again = await assign(other.id, before.version + 1);
    expect(again.statusCode, again.body).toBe(200);
    expect(await cardOf(ids.untimedPending)).toMatchObject({
      version: before.version + 2,
      courierId: other.id,
      courierName: 'Otto Tester',
    });
  });

  it('reads the open orders through their own index, in its order, with no sort', async () => {
    const [adminRow] = await server.db.select().from(users).where(eq(users.id, admin.id));
    const [ownerRow] = await server.db.select().from(users).where(eq(users.id, owner.id));
    if (adminRow === undefined || ownerRow === undefined) throw new Error('no user rows');
    const viewers = [
      { ...adminRow, grants: grantsOf('ADMIN') },
      { ...ownerRow, grants: grantsOf('RESTAURANT'), ownedRestaurantIds: [timed.id] },
    ];
    for (const viewer of viewers) {
      // The tables are nearly empty, so the planner's own choice says nothing: every other way
      // is switched off (test/support/plans.ts).
      const plan = await planWithout(
        server.db,
        ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'],
        openOrdersQuery(server.db, viewer),
      );
      expect(plan, viewer.role).toContain('Index Scan using orders_open_created_at_idx on orders o');
      expect(plan, viewer.role).not.toMatch(/Seq Scan|\bSort\b/);
      // Each card's latest move and items: from the order's own rows.
      expect(plan, viewer.role).toContain('Index Scan Backward using order_status_history_order_id_idx');
      expect(plan, viewer.role).toContain('Index Scan using order_items_order_id_idx');
    }
  });

  it(`shows at most ${MAX_BOARD_ORDERS} orders, the oldest, and says when more are open`, async () => {
    const openCount = async () =>
      Number(
        rowsOf(
          await server.db.execute(
            sql`select count(*) as count from ${orders} where ${openOrderSql(orders.status)}`,
          ),
        )[0]?.count,
      );
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    /** `count` PENDING orders placed after every other, a millisecond apart, in one statement. */
    const placeMore = async (count: number, from: number) =>
      server.db.execute(sql`
        insert into orders (restaurant_id, status, subtotal, total, created_at)
        select ${restaurant.id}, 'PENDING', 10, 10, ${at(100).toISOString()}::timestamptz + (${from} + g) * interval '1 millisecond'
        from generate_series(1, ${count}) g`);
    const missing = MAX_BOARD_ORDERS - (await openCount());
    await placeMore(missing, 0);

    const full = await board(admin);
    expect(full.orders).toHaveLength(MAX_BOARD_ORDERS);
    expect(full.truncated).toBe(false);

    await placeMore(1, missing);
    const cut = await board(admin);
    expect(cut.orders).toHaveLength(MAX_BOARD_ORDERS);
    expect(cut.truncated).toBe(true);
    // The newest is the one left off: the board keeps the oldest.
    expect(cut.orders.map((row) => row.id)).toEqual(full.orders.map((row) => row.id));
    expect(cut.orders[0]?.id).toBe(ids.pending);
  });
});
