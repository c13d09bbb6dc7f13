import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  allowedMovesFor,
  errorBody,
  REFUSALS,
  refusalBody,
  type RefusalCode,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderDetail,
  type OrderStatus,
  validationErrorBody,
  grantsOf,
  type OrderMover,
} from '@food-admin/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { rowsOf } from '../src/db/rows';
import { activityLog, orderItems, orders, orderStatusHistory } from '../src/db/schema';
import { insertDish, insertMenu, insertRestaurant } from './support/fixtures';
import { emptyDatabaseUrl, migrateFully, migrationsFolderUpTo } from './support/migrations';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/** A test user as the contract's order rules see them: their role's grants (no memberships here). */
const moverOf = (user: TestUser): OrderMover => ({ ...user, grants: grantsOf(user.role) });

/*
 * The orders workflow (docs/api.md#orders, docs/requirements.md#req-orders-workflow): every move of
 * the machine for an admin, the moves each role may and may not make, the 409 and 400 answers, the
 * courier rule, concurrent moves, the history and activity rows, courier assignment, staff notes,
 * the scoped list with its courierId filter, and migration 0008's backfill.
 */

describe('migration 0008_orders_workflow', () => {
  it('keeps older orders valid: DELIVERING becomes PICKED_UP, one item for the total, one history entry', async () => {
    const before = migrationsFolderUpTo(7);
    const opened = await openDatabase({ databaseUrl: await emptyDatabaseUrl(), migrationsFolder: before });
    try {
      const { db } = opened;
      const [restaurant] = rowsOf(
        await db.execute(
          sql`insert into restaurants (name, address) values ('Old', '1 Old St') returning id`,
        ),
      );
      await db.execute(
        sql`insert into orders (restaurant_id, status, total, created_at) values
            (${restaurant?.id}, 'DELIVERING', 31.50, '2026-01-02T10:00:00Z'),
            (${restaurant?.id}, 'PENDING', 12.00, '2026-01-03T11:00:00Z'),
            (${restaurant?.id}, 'DELIVERED', 8.25, '2026-01-01T09:00:00Z')`,
      );

      await migrateFully(db, opened.driver);

      const migrated = rowsOf(
        await db.execute(
          sql`select status, subtotal::text, delivery_fee::text, total::text, courier_id, delivery_address
              from orders order by id`,
        ),
      );
      expect(migrated).toEqual([
        {
          status: 'PICKED_UP',
          subtotal: '31.50',
          delivery_fee: '0.00',
          total: '31.50',
          courier_id: null,
          delivery_address: null,
        },
        {
          status: 'PENDING',
          subtotal: '12.00',
          delivery_fee: '0.00',
          total: '12.00',
          courier_id: null,
          delivery_address: null,
        },
        {
          status: 'DELIVERED',
          subtotal: '8.25',
          delivery_fee: '0.00',
          total: '8.25',
          courier_id: null,
          delivery_address: null,
        },
      ]);
      const items = rowsOf(
        await db.execute(
          sql`select o.status, i.quantity, i.unit_price::text as price, i.dish_id
              from order_items i join orders o on o.id = i.order_id order by o.id`,
        ),
      );
      expect(items).toEqual([
        { status: 'PICKED_UP', quantity: 1, price: '31.50', dish_id: null },
        { status: 'PENDING', quantity: 1, price: '12.00', dish_id: null },
        { status: 'DELIVERED', quantity: 1, price: '8.25', dish_id: null },
      ]);
      const history = rowsOf(
        await db.execute(
          sql`select h.from_status, h.to_status, h.actor_id, h.created_at = o.created_at as placed_then
              from order_status_history h join orders o on o.id = h.order_id order by o.id`,
        ),
      );
      expect(history).toEqual([
        { from_status: null, to_status: 'PICKED_UP', actor_id: null, placed_then: true },
        { from_status: null, to_status: 'PENDING', actor_id: null, placed_then: true },
        { from_status: null, to_status: 'DELIVERED', actor_id: null, placed_then: true },
      ]);
      // The database refuses the old status, a total that is not subtotal + fee, and a quantity of 0.
      await expect(db.execute(sql`update orders set status = 'DELIVERING'`)).rejects.toThrow();
      await expect(db.execute(sql`update orders set delivery_fee = 2`)).rejects.toThrow();
      await expect(db.execute(sql`update order_items set quantity = 0`)).rejects.toThrow();
    } finally {
      await opened.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});

describe('orders workflow', () => {
  let server: TestServer;
  let admin: TestUser;
  let secondAdmin: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let courier: TestUser;
  let otherCourier: TestUser;
  let customer: TestUser;
  let restaurantId: number;
  let otherRestaurantId: number;
  let dishIds: number[];

  beforeAll(async () => {
    server = await startTestServer();
    [admin, secondAdmin, owner, otherOwner, courier, otherCourier, customer] = await Promise.all([
      createUser(server.db, 'ADMIN', 'admin'),
      createUser(server.db, 'ADMIN', 'second'),
      createUser(server.db, 'RESTAURANT', 'owner'),
      createUser(server.db, 'RESTAURANT', 'other'),
      createUser(server.db, 'COURIER', 'courier'),
      createUser(server.db, 'COURIER', 'rival'),
      createUser(server.db, 'CUSTOMER', 'customer'),
    ]);
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Workflow Kitchen' });
    const other = await insertRestaurant(server.db, { ownerId: otherOwner.id, name: 'Other Kitchen' });
    restaurantId = restaurant.id;
    otherRestaurantId = other.id;
    const menu = await insertMenu(server.db, restaurant.id);
    dishIds = [
      (await insertDish(server.db, menu.id, { name: 'Soup', price: 6.5 })).id,
      (await insertDish(server.db, menu.id, { name: 'Bread', price: 2.25 })).id,
    ];
  });
  afterAll(async () => {
    await server.close();
  });

  type Setup = { status: OrderStatus; courierId?: number | null; restaurant?: 'own' | 'other' };

  /** An order in `status` (items, placement in the history), as the seed and the app would leave it. */
  async function placeOrder({ status, courierId = null, restaurant = 'own' }: Setup): Promise<number> {
    const [row] = await server.db
      .insert(orders)
      .values({
        restaurantId: restaurant === 'own' ? restaurantId : otherRestaurantId,
        customerId: customer.id,
        courierId,
        status,
        subtotal: 15.25,
        deliveryFee: 2.5,
        total: 17.75,
        deliveryAddress: '5 Test Lane',
        customerNotes: 'Ring twice',
      })
      .returning();
    if (row === undefined) throw new Error('order insert failed');
    await server.db.insert(orderItems).values([
      { orderId: row.id, dishId: dishIds[0] ?? null, name: 'Soup', unitPrice: 6.5, quantity: 2 },
      { orderId: row.id, dishId: dishIds[1] ?? null, name: 'Bread', unitPrice: 2.25, quantity: 1 },
    ]);
    await server.db
      .insert(orderStatusHistory)
      .values({ orderId: row.id, fromStatus: null, toStatus: status, actorId: customer.id });
    return row.id;
  }

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: TestUser, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: as.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const move = (as: TestUser, id: number, to: OrderStatus, reason?: string) =>
    call('POST', `/admin/orders/${id}/transitions`, as, reason === undefined ? { to } : { to, reason });
  const reasonFor = (to: OrderStatus) =>
    to === 'REJECTED' || to === 'CANCELLED' ? 'Kitchen closed' : undefined;

  const historyOf = (id: number) =>
    server.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(orderStatusHistory.id);
  const entriesAbout = (id: number) =>
    server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.category, 'ORDER'), eq(activityLog.entityId, id)))
      .orderBy(activityLog.id);
  const statusOf = async (id: number) =>
    (await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

  const label = (status: OrderStatus) =>
    ({
      PENDING: 'pending',
      ACCEPTED: 'accepted',
      REJECTED: 'rejected',
      PREPARING: 'preparing',
      READY: 'ready',
      PICKED_UP: 'picked up',
      DELIVERED: 'delivered',
      CANCELLED: 'cancelled',
    })[status];

  describe('the machine, for an admin', () => {
    // Every (from, to) pair: allowed moves answer 200, every other one 409 with where the order is.
    const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

    it.each(PAIRS)('%s -> %s', async (from, to) => {
      // With a courier, so a pick-up is the machine's question only (the courier rule: below).
      const id = await placeOrder({ status: from, courierId: courier.id });
      const response = await move(admin, id, to, reasonFor(to));
      if (ORDER_TRANSITIONS[from].includes(to)) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<OrderDetail>()).toMatchObject({ id, status: to });
        expect(await statusOf(id)).toBe(to);
      } else {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({
          ...refusalBody('ORDER_MOVE_NOT_ALLOWED', { from: label(from), to: label(to) }),
          status: from,
          allowed: allowedMovesFor(moverOf(admin), {
            status: from,
            courierId: courier.id,
            restaurantId,
            restaurantOwnerId: owner.id,
          }),
        });
        expect(await statusOf(id)).toBe(from);
        expect(await historyOf(id)).toHaveLength(1);
      }
    });
  });

  describe('every move, per role', () => {
    type Pair = `${OrderStatus}>${OrderStatus}`;
    const machine = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);
    /** What each role may do, written out by hand (not derived from the contract's functions). */
    const OWNER_MOVES = new Set<Pair>([
      'PENDING>ACCEPTED',
      'PENDING>REJECTED',
      'PENDING>CANCELLED',
      'ACCEPTED>PREPARING',
      'ACCEPTED>CANCELLED',
      'PREPARING>READY',
      'PREPARING>CANCELLED',
      'READY>CANCELLED',
    ]);
    const COURIER_MOVES = new Set<Pair>(['READY>PICKED_UP', 'PICKED_UP>DELIVERED']);
    const ownOrMachine = (moves: Set<Pair>) => (from: OrderStatus, to: OrderStatus) =>
      moves.has(`${from}>${to}`) ? 200 : machine(from, to) ? 403 : 409;

    const CASES: [
      name: string,
      caller: () => TestUser,
      courierOf: () => number | null,
      expected: (from: OrderStatus, to: OrderStatus) => number,
    ][] = [
      // Assigned to a courier, so the owner's pick-up is refused for the role, not for the courier rule.
      ["the owner, on their restaurant's orders", () => owner, () => courier.id, ownOrMachine(OWNER_MOVES)],
      ['another owner (the order is not theirs: 403)', () => otherOwner, () => null, () => 403],
      [
        'the courier, on orders assigned to them',
        () => courier,
        () => courier.id,
        ownOrMachine(COURIER_MOVES),
      ],
      [
        'a courier, on unassigned orders (they see READY ones only, and take one by picking it up)',
        () => courier,
        () => null,
        (from, to) => (from !== 'READY' ? 403 : to === 'PICKED_UP' ? 200 : machine(from, to) ? 403 : 409),
      ],
      // Out of their sight: 403, a pick-up of a taken order too (issue 55).
      ["a courier, on another courier's orders (403)", () => otherCourier, () => courier.id, () => 403],
      [
        'an admin, on orders without a courier (no pick-up: 409)',
        () => admin,
        () => null,
        (from, to) => (from === 'READY' && to === 'PICKED_UP' ? 409 : machine(from, to) ? 200 : 409),
      ],
      ['a customer (403 at the edge)', () => customer, () => null, () => 403],
    ];

    it.each(CASES)('%s', async (_name, caller, courierOf, expected) => {
      const answers: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const id = await placeOrder({ status: from, courierId: courierOf() });
          const response = await move(caller(), id, to, reasonFor(to));
          answers[`${from}>${to}`] = response.statusCode;
          wanted[`${from}>${to}`] = expected(from, to);
          expect(await statusOf(id)).toBe(response.statusCode === 200 ? to : from);
          expect(await historyOf(id)).toHaveLength(response.statusCode === 200 ? 2 : 1);
        }
      }
      expect(answers).toEqual(wanted);
    });
  });

  describe('who may make which move', () => {
    type Who = 'owner' | 'otherOwner' | 'courier' | 'otherCourier' | 'customer' | 'admin';
    type Row = [name: string, who: Who, setup: Setup, to: OrderStatus, expected: number];
    const ROWS: Row[] = [
      // The restaurant's owner: the kitchen's moves and cancel, on their own restaurants' orders.
      ['owner accepts', 'owner', { status: 'PENDING' }, 'ACCEPTED', 200],
      ['owner rejects', 'owner', { status: 'PENDING' }, 'REJECTED', 200],
      ['owner starts preparing', 'owner', { status: 'ACCEPTED' }, 'PREPARING', 200],
      ['owner marks ready', 'owner', { status: 'PREPARING' }, 'READY', 200],
      ['owner cancels a pending order', 'owner', { status: 'PENDING' }, 'CANCELLED', 200],
      ['owner cancels an accepted order', 'owner', { status: 'ACCEPTED' }, 'CANCELLED', 200],
      ['owner cancels while preparing', 'owner', { status: 'PREPARING' }, 'CANCELLED', 200],
      ['owner cancels a ready order', 'owner', { status: 'READY' }, 'CANCELLED', 200],
      ['owner cannot pick up', 'owner', { status: 'READY', courierId: 0 }, 'PICKED_UP', 403],
      ['owner cannot deliver', 'owner', { status: 'PICKED_UP', courierId: 0 }, 'DELIVERED', 403],
      ['owner: the machine first', 'owner', { status: 'DELIVERED' }, 'CANCELLED', 409],
      ['another owner', 'otherOwner', { status: 'PENDING' }, 'ACCEPTED', 403],
      ['another owner cannot cancel', 'otherOwner', { status: 'PENDING' }, 'CANCELLED', 403],
      // Couriers: pick up (an unassigned READY order, or their own) and deliver their own.
      ['courier takes an unassigned ready order', 'courier', { status: 'READY' }, 'PICKED_UP', 200],
      ['courier picks up their own', 'courier', { status: 'READY', courierId: 0 }, 'PICKED_UP', 200],
      ['courier delivers their own', 'courier', { status: 'PICKED_UP', courierId: 0 }, 'DELIVERED', 200],
      ['courier: taken by another', 'otherCourier', { status: 'READY', courierId: 0 }, 'PICKED_UP', 403],
      [
        "courier: another's delivery",
        'otherCourier',
        { status: 'PICKED_UP', courierId: 0 },
        'DELIVERED',
        403,
      ],
      [
        'courier cannot accept, even assigned',
        'courier',
        { status: 'PENDING', courierId: 0 },
        'ACCEPTED',
        403,
      ],
      ['courier cannot cancel', 'courier', { status: 'READY', courierId: 0 }, 'CANCELLED', 403],
      ['courier cannot see a pending order', 'courier', { status: 'PENDING' }, 'ACCEPTED', 403],
      ['courier: the machine first', 'courier', { status: 'DELIVERED', courierId: 0 }, 'PICKED_UP', 409],
      // Admins: everything, but a pick-up needs a courier; customers: nothing at all.
      ['admin: no pick-up without a courier', 'admin', { status: 'READY' }, 'PICKED_UP', 409],
      ['admin on any restaurant', 'admin', { status: 'PENDING', restaurant: 'other' }, 'ACCEPTED', 200],
      ['customer', 'customer', { status: 'PENDING' }, 'CANCELLED', 403],
    ];

    const users = (): Record<Who, TestUser> => ({
      owner,
      otherOwner,
      courier,
      otherCourier,
      customer,
      admin,
    });

    it.each(ROWS)('%s', async (_name, who, setup, to, expected) => {
      // courierId 0 in the table: the order is the (first) courier's.
      const courierId = setup.courierId === 0 ? courier.id : (setup.courierId ?? null);
      const id = await placeOrder({ ...setup, courierId });
      const caller = users()[who];
      const response = await move(caller, id, to, reasonFor(to));
      expect(response.statusCode, response.body).toBe(expected);
      const body = response.json();
      if (expected === 200) {
        expect(body).toMatchObject({ status: to });
        // A courier who picks up an unassigned order takes it.
        if (to === 'PICKED_UP') expect(body.courierId).toBe(courierId ?? caller.id);
        return;
      }
      expect(await statusOf(id)).toBe(setup.status);
      expect(await entriesAbout(id)).toEqual([]);
      if (who === 'customer') {
        // The edge's role check, before any rule of the workflow: a 403 without a code of its own.
        expect(body).toEqual(errorBody(403, 'Administrator, restaurant or courier role required'));
        return;
      }
      // Each refused move has a declared code of its own (not the generic CONFLICT or NOT_ALLOWED),
      // whose declaration has the status answered.
      expect(body.code, body.message).toMatch(/^ORDER_/);
      expect(REFUSALS[body.code as RefusalCode].status).toBe(expected);
      if (expected === 409) {
        expect(body).toEqual({
          message: body.message,
          code: body.code,
          status: setup.status,
          allowed: allowedMovesFor(moverOf(caller), {
            status: setup.status,
            courierId,
            restaurantId: setup.restaurant === 'other' ? otherRestaurantId : restaurantId,
            restaurantOwnerId: setup.restaurant === 'other' ? otherOwner.id : owner.id,
          }),
        });
      } else {
        expect(body).toEqual({ message: body.message, code: body.code });
      }
    });

    it('names the reason for each refusal', async () => {
      const ready = await placeOrder({ status: 'READY' });
      expect((await move(admin, ready, 'PICKED_UP')).json()).toEqual({
        ...refusalBody('ORDER_COURIER_REQUIRED'),
        status: 'READY',
        allowed: ['CANCELLED'],
      });
      const taken = await placeOrder({ status: 'READY', courierId: courier.id });
      expect((await move(otherCourier, taken, 'PICKED_UP')).json()).toEqual(
        refusalBody('ORDER_COURIER_SCOPE'),
      );
      const pending = await placeOrder({ status: 'PENDING' });
      expect((await move(otherOwner, pending, 'ACCEPTED')).json()).toEqual(refusalBody('ORDER_NOT_YOURS'));
      expect((await move(courier, pending, 'ACCEPTED')).json().message).toBe(
        REFUSALS.ORDER_COURIER_SCOPE.message,
      );
      const preparing = await placeOrder({ status: 'PREPARING', courierId: courier.id });
      expect((await move(courier, preparing, 'READY')).json().message).toBe(
        'You cannot move this order to ready',
      );
      expect((await move(customer, pending, 'ACCEPTED')).json().message).toBe(
        'Administrator, restaurant or courier role required',
      );
      expect((await move(admin, 999_999, 'ACCEPTED')).statusCode).toBe(404);
    });

    it('tells a courier no more of an order they may not see than its page does (issue 55)', async () => {
      // Another courier's orders, and one not ready yet: the page is 403, and so is every move,
      // without the order's status or moves (a pick-up of a taken order once answered both).
      const hidden: Setup[] = [
        { status: 'READY', courierId: courier.id },
        { status: 'PICKED_UP', courierId: courier.id },
        { status: 'DELIVERED', courierId: courier.id },
        { status: 'CANCELLED', courierId: courier.id },
        { status: 'PREPARING' },
      ];
      for (const setup of hidden) {
        const id = await placeOrder(setup);
        const page = await call('GET', `/admin/orders/${id}`, otherCourier);
        expect(page.statusCode, page.body).toBe(403);
        for (const to of ORDER_STATUSES) {
          const moved = await move(otherCourier, id, to, reasonFor(to));
          expect({ status: moved.statusCode, body: moved.json() }, `${setup.status} -> ${to}`).toEqual({
            status: page.statusCode,
            body: page.json(),
          });
        }
        expect(await statusOf(id)).toBe(setup.status);
      }
      // The courier who holds the order still learns where it is when the machine refuses a move.
      const theirs = await placeOrder({ status: 'READY', courierId: courier.id });
      expect((await move(courier, theirs, 'DELIVERED')).json()).toEqual({
        ...refusalBody('ORDER_MOVE_NOT_ALLOWED', { from: 'ready', to: 'delivered' }),
        status: 'READY',
        allowed: ['PICKED_UP'],
      });
    });
  });

  describe('reasons', () => {
    it.each(['REJECTED', 'CANCELLED'] as const)('%s needs a reason: 400 naming reason', async (to) => {
      const id = await placeOrder({ status: 'PENDING' });
      for (const payload of [{ to }, { to, reason: '   ' }, { to, reason: null }]) {
        const response = await call('POST', `/admin/orders/${id}/transitions`, admin, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(validationErrorBody({ reason: ['Reason is required'] }));
      }
      const long = await move(admin, id, to, 'x'.repeat(501));
      expect(long.json().fieldErrors).toEqual({ reason: ['Reason must be at most 500 characters'] });
      expect(await statusOf(id)).toBe('PENDING');
      expect(await historyOf(id)).toHaveLength(1);
    });

    it('keeps the reason, trimmed, in the history and the activity entry; other moves may carry one', async () => {
      const id = await placeOrder({ status: 'PENDING' });
      const accepted = await move(owner, id, 'ACCEPTED', '  Busy but fine  ');
      expect(accepted.statusCode).toBe(200);
      const cancelled = await move(owner, id, 'CANCELLED', '  Out of soup  ');
      expect(cancelled.statusCode).toBe(200);
      const history = (await historyOf(id)).map(({ fromStatus, toStatus, reason, actorId }) => ({
        fromStatus,
        toStatus,
        reason,
        actorId,
      }));
      expect(history).toEqual([
        { fromStatus: null, toStatus: 'PENDING', reason: null, actorId: customer.id },
        { fromStatus: 'PENDING', toStatus: 'ACCEPTED', reason: 'Busy but fine', actorId: owner.id },
        { fromStatus: 'ACCEPTED', toStatus: 'CANCELLED', reason: 'Out of soup', actorId: owner.id },
      ]);
      const entries = (await entriesAbout(id)).map(({ actionType, action, level, userId }) => ({
        actionType,
        action,
        level,
        userId,
      }));
      expect(entries).toEqual([
        {
          actionType: 'ACCEPT',
          action: `Accepted order #${id} of Workflow Kitchen: Busy but fine`,
          level: 'INFO',
          userId: owner.id,
        },
        {
          actionType: 'CANCEL',
          action: `Cancelled order #${id} of Workflow Kitchen: Out of soup`,
          level: 'WARN',
          userId: owner.id,
        },
        // A cancellation gives the money back by default (refunds-automatic.test.ts).
        {
          actionType: 'REFUND',
          action: `Refunded 17.75 USD on order #${id} of Workflow Kitchen`,
          level: 'INFO',
          userId: owner.id,
        },
      ]);
    });
  });

  describe('a whole delivery', () => {
    it('writes one history row and one ORDER entry per move, and the page shows them all', async () => {
      const id = await placeOrder({ status: 'PENDING' });
      expect((await move(owner, id, 'ACCEPTED')).statusCode).toBe(200);
      expect((await move(owner, id, 'PREPARING')).statusCode).toBe(200);
      expect((await move(owner, id, 'READY')).statusCode).toBe(200);
      expect((await move(courier, id, 'PICKED_UP')).statusCode).toBe(200);
      const delivered = await move(courier, id, 'DELIVERED');
      expect(delivered.statusCode).toBe(200);

      const detail = delivered.json<OrderDetail>();
      expect(detail).toMatchObject({
        id,
        status: 'DELIVERED',
        subtotal: 15.25,
        deliveryFee: 2.5,
        total: 17.75,
        subtotalMinor: 1525,
        deliveryFeeMinor: 250,
        totalMinor: 1775,
        currency: 'USD',
        deliveryAddress: '5 Test Lane',
        customerNotes: 'Ring twice',
        restaurant: {
          id: restaurantId,
          name: 'Workflow Kitchen',
          address: '1 Test Street',
          ownerId: owner.id,
        },
        customer: { id: customer.id, name: 'customer Tester', email: customer.email, phone: null },
        courier: { id: courier.id, name: 'courier Tester', email: courier.email, phone: null },
        courierId: courier.id,
        courierName: 'courier Tester',
        allowedMoves: [],
      });
      expect(detail.items).toEqual([
        {
          id: expect.any(Number),
          dishId: dishIds[0],
          name: 'Soup',
          unitPrice: 6.5,
          unitPriceMinor: 650,
          quantity: 2,
          lineTotalMinor: 1300,
        },
        {
          id: expect.any(Number),
          dishId: dishIds[1],
          name: 'Bread',
          unitPrice: 2.25,
          unitPriceMinor: 225,
          quantity: 1,
          lineTotalMinor: 225,
        },
      ]);
      expect(detail.history.map((change) => [change.from, change.to, change.actorName])).toEqual([
        [null, 'PENDING', 'customer Tester'],
        ['PENDING', 'ACCEPTED', 'owner Tester'],
        ['ACCEPTED', 'PREPARING', 'owner Tester'],
        ['PREPARING', 'READY', 'owner Tester'],
        ['READY', 'PICKED_UP', 'courier Tester'],
        ['PICKED_UP', 'DELIVERED', 'courier Tester'],
      ]);
      expect((await entriesAbout(id)).map((entry) => [entry.actionType, entry.userId])).toEqual([
        ['ACCEPT', owner.id],
        ['PREPARE', owner.id],
        ['READY', owner.id],
        ['PICK_UP', courier.id],
        ['DELIVER', courier.id],
      ]);
    });

    it('answers the moves the caller may make now on the order page', async () => {
      const id = await placeOrder({ status: 'READY' });
      const movesOf = async (as: TestUser) =>
        (await call('GET', `/admin/orders/${id}`, as)).json().allowedMoves;
      expect(await movesOf(admin)).toEqual(['CANCELLED']);
      expect(await movesOf(owner)).toEqual(['CANCELLED']);
      expect(await movesOf(courier)).toEqual(['PICKED_UP']);
      await call('PUT', `/admin/orders/${id}/courier`, admin, { courierId: courier.id });
      expect(await movesOf(admin)).toEqual(['PICKED_UP', 'CANCELLED']);
      expect(await movesOf(courier)).toEqual(['PICKED_UP']);
      // Assigned to the first courier: the other no longer sees it.
      expect((await call('GET', `/admin/orders/${id}`, otherCourier)).statusCode).toBe(403);
    });
  });

  describe('concurrent moves', () => {
    // Pairs where neither move is possible after the other: whichever commits first, the other's
    // conditional update (or, when it reads after that commit, the machine) refuses it.
    it.each([
      ['two admins accept at once', 'PENDING', 'ACCEPTED', 'ACCEPTED'],
      ['one accepts while the other rejects', 'PENDING', 'ACCEPTED', 'REJECTED'],
      ['two admins mark it ready at once', 'PREPARING', 'READY', 'READY'],
      ['two admins cancel at once', 'READY', 'CANCELLED', 'CANCELLED'],
    ] as const)('%s: exactly one wins, the other gets 409', async (_name, from, first, second) => {
      for (let round = 0; round < 5; round += 1) {
        const id = await placeOrder({ status: from });
        const responses = await Promise.all([
          move(admin, id, first, reasonFor(first)),
          move(secondAdmin, id, second, reasonFor(second)),
        ]);
        const codes = responses.map((response) => response.statusCode).sort();
        expect(codes, responses.map((response) => response.body).join(' | ')).toEqual([200, 409]);
        const winner = responses.find((response) => response.statusCode === 200)?.json<OrderDetail>();
        const loser = responses.find((response) => response.statusCode === 409)?.json();
        expect(loser.status).toBe(winner?.status);
        expect(await statusOf(id)).toBe(winner?.status);
        expect(await historyOf(id)).toHaveLength(2);
        // One move's entry, and one refund when that move gives the money back, never two.
        const refunds = winner?.status === 'REJECTED' || winner?.status === 'CANCELLED' ? 1 : 0;
        expect(await entriesAbout(id)).toHaveLength(1 + refunds);
        expect(winner?.refundedMinor).toBe(refunds === 1 ? winner?.totalMinor : 0);
      }
    });

    it('two couriers reach for the same ready order: one takes it, the other no longer sees it', async () => {
      for (let round = 0; round < 5; round += 1) {
        const id = await placeOrder({ status: 'READY' });
        const responses = await Promise.all([
          move(courier, id, 'PICKED_UP'),
          move(otherCourier, id, 'PICKED_UP'),
        ]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
        const winner = responses.find((response) => response.statusCode === 200)?.json<OrderDetail>();
        // Whether it read the order before or after the winner's commit: the 403 of its page.
        const loser = responses.find((response) => response.statusCode === 403)?.json();
        expect(loser).toEqual(refusalBody('ORDER_COURIER_SCOPE'));
        const [row] = await server.db.select().from(orders).where(eq(orders.id, id));
        expect(row).toMatchObject({ status: 'PICKED_UP', courierId: winner?.courierId });
        expect(await historyOf(id)).toHaveLength(2);
      }
    });
  });

  describe('PUT /admin/orders/{id}/courier', () => {
    it('assigns a courier, changes and removes them until pick-up, logging each change once', async () => {
      const id = await placeOrder({ status: 'PREPARING' });
      const assigned = await call('PUT', `/admin/orders/${id}/courier`, admin, { courierId: courier.id });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json()).toMatchObject({ courierId: courier.id, courier: { id: courier.id } });
      // The same courier again changes nothing.
      await call('PUT', `/admin/orders/${id}/courier`, admin, { courierId: courier.id });
      const changed = await call('PUT', `/admin/orders/${id}/courier`, admin, { courierId: otherCourier.id });
      expect(changed.json().courierId).toBe(otherCourier.id);
      const removed = await call('PUT', `/admin/orders/${id}/courier`, admin, { courierId: null });
      expect(removed.json()).toMatchObject({ courierId: null, courier: null });
      expect((await entriesAbout(id)).map((entry) => [entry.actionType, entry.action])).toEqual([
        ['ASSIGN', `Assigned courier Tester to order #${id} of Workflow Kitchen`],
        ['ASSIGN', `Assigned rival Tester to order #${id} of Workflow Kitchen`],
        ['UNASSIGN', `Unassigned the courier of order #${id} of Workflow Kitchen`],
      ]);
    });

    it('refuses anyone but a courier (400 naming courierId), a picked-up order (409), and non-admins', async () => {
      const id = await placeOrder({ status: 'READY' });
      for (const [courierId, message] of [
        [customer.id, 'This user is not a courier'],
        [owner.id, 'This user is not a courier'],
        [999_999, 'No user with this id'],
      ] as const) {
        const response = await call('PUT', `/admin/orders/${id}/courier`, admin, { courierId });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(validationErrorBody({ courierId: [message] }));
      }
      const bad = await call('PUT', `/admin/orders/${id}/courier`, admin, { courierId: 'x' });
      expect(bad.json().fieldErrors).toEqual({ courierId: ['Courier must be a user id or null'] });

      const gone = await placeOrder({ status: 'PICKED_UP', courierId: courier.id });
      const late = await call('PUT', `/admin/orders/${gone}/courier`, admin, { courierId: otherCourier.id });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        ...refusalBody('ORDER_COURIER_LOCKED'),
        status: 'PICKED_UP',
        allowed: ['DELIVERED'],
      });

      for (const caller of [owner, courier, customer]) {
        const refused = await call('PUT', `/admin/orders/${id}/courier`, caller, { courierId: courier.id });
        expect(refused.statusCode).toBe(403);
      }
      expect(await entriesAbout(id)).toEqual([]);
    });
  });

  describe('POST /admin/orders/{id}/notes', () => {
    it("lets admins and the restaurant's owner add notes the order page shows, oldest first", async () => {
      const id = await placeOrder({ status: 'ACCEPTED', courierId: courier.id });
      const first = await call('POST', `/admin/orders/${id}/notes`, owner, { text: '  Nut allergy  ' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        text: 'Nut allergy',
        authorId: owner.id,
        authorName: 'owner Tester',
        createdAt: expect.any(String),
      });
      expect(
        (await call('POST', `/admin/orders/${id}/notes`, admin, { text: 'Refund agreed' })).statusCode,
      ).toBe(201);
      const detail = (await call('GET', `/admin/orders/${id}`, courier)).json<OrderDetail>();
      expect(detail.notes.map((note) => [note.text, note.authorName])).toEqual([
        ['Nut allergy', 'owner Tester'],
        ['Refund agreed', 'admin Tester'],
      ]);
      expect((await entriesAbout(id)).map((entry) => entry.actionType)).toEqual(['NOTE', 'NOTE']);
    });

    it('refuses other owners, couriers and customers (403), blank and long notes (400)', async () => {
      const id = await placeOrder({ status: 'PENDING' });
      for (const caller of [otherOwner, courier, customer]) {
        expect((await call('POST', `/admin/orders/${id}/notes`, caller, { text: 'Hi' })).statusCode).toBe(
          403,
        );
      }
      const blank = await call('POST', `/admin/orders/${id}/notes`, admin, { text: '  ' });
      expect(blank.json()).toEqual(validationErrorBody({ text: ['Note is required'] }));
      const long = await call('POST', `/admin/orders/${id}/notes`, admin, { text: 'x'.repeat(2001) });
      expect(long.json().fieldErrors).toEqual({ text: ['Note must be at most 2000 characters'] });
      expect((await call('POST', '/admin/orders/999999/notes', admin, { text: 'Hi' })).statusCode).toBe(404);
    });
  });

  describe('reading orders', () => {
    /** Orders of a fresh restaurant pair, so the lists' counts are this test's own. */
    async function arrange() {
      const token = randomUUID().slice(0, 8);
      const own = await insertRestaurant(server.db, { ownerId: owner.id, name: `Scoped ${token}` });
      const foreign = await insertRestaurant(server.db, {
        ownerId: otherOwner.id,
        name: `Scoped ${token} B`,
      });
      const at = (id: number, values: Partial<typeof orders.$inferInsert>) =>
        server.db.update(orders).set(values).where(eq(orders.id, id));
      const ids = {
        ownPending: await placeOrder({ status: 'PENDING' }),
        ownReadyFree: await placeOrder({ status: 'READY' }),
        ownMine: await placeOrder({ status: 'PICKED_UP', courierId: courier.id }),
        foreignReadyFree: await placeOrder({ status: 'READY', restaurant: 'other' }),
        foreignRival: await placeOrder({
          status: 'DELIVERED',
          courierId: otherCourier.id,
          restaurant: 'other',
        }),
        foreignMineDone: await placeOrder({
          status: 'DELIVERED',
          courierId: courier.id,
          restaurant: 'other',
        }),
      };
      for (const [key, id] of Object.entries(ids))
        await at(id, { restaurantId: key.startsWith('own') ? own.id : foreign.id });
      return { token, ids };
    }

    const idsOf = async (as: TestUser, query: string) => {
      const response = await call('GET', `/admin/orders?size=100&${query}`, as);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().content as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
    };
    const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

    it('scopes the list, its facets and its export to what the caller may see', async () => {
      const { token, ids } = await arrange();
      const search = `search=${encodeURIComponent(`Scoped ${token}`)}`;
      expect(await idsOf(admin, search)).toEqual(sorted(...Object.values(ids)));
      expect(await idsOf(owner, search)).toEqual(sorted(ids.ownPending, ids.ownReadyFree, ids.ownMine));
      expect(await idsOf(otherOwner, search)).toEqual(
        sorted(ids.foreignReadyFree, ids.foreignRival, ids.foreignMineDone),
      );
      // A courier: READY orders nobody took, and their own (whatever their status).
      expect(await idsOf(courier, search)).toEqual(
        sorted(ids.ownReadyFree, ids.ownMine, ids.foreignReadyFree, ids.foreignMineDone),
      );
      expect(await idsOf(otherCourier, search)).toEqual(
        sorted(ids.ownReadyFree, ids.foreignReadyFree, ids.foreignRival),
      );

      const facets = (await call('GET', `/admin/orders/facets?${search}`, courier)).json();
      expect(facets.status).toEqual([
        { value: 'DELIVERED', count: 1 },
        { value: 'PICKED_UP', count: 1 },
        { value: 'READY', count: 2 },
      ]);
      const exported = await call('GET', `/admin/orders/export?${search}`, owner);
      expect(exported.statusCode).toBe(200);
      const lines = exported.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'ID,Created,Restaurant ID,Restaurant,Customer ID,Customer,Courier ID,Courier,Status,Total',
      );
      expect(lines).toHaveLength(4);

      // One order: the same rule.
      for (const [caller, id, expected] of [
        [owner, ids.foreignReadyFree, 403],
        [otherOwner, ids.ownPending, 403],
        [courier, ids.ownPending, 403],
        [courier, ids.foreignRival, 403],
        [courier, ids.foreignMineDone, 200],
        [courier, ids.ownReadyFree, 200],
        [owner, ids.ownMine, 200],
        [admin, ids.foreignRival, 200],
      ] as const) {
        expect((await call('GET', `/admin/orders/${id}`, caller)).statusCode).toBe(expected);
      }
    });

    it('filters by courierId (repeatable, OR), with the other filters', async () => {
      const { token, ids } = await arrange();
      const search = `search=${encodeURIComponent(`Scoped ${token}`)}`;
      expect(await idsOf(admin, `${search}&courierId=${courier.id}`)).toEqual(
        sorted(ids.ownMine, ids.foreignMineDone),
      );
      expect(await idsOf(admin, `${search}&courierId=${courier.id}&courierId=${otherCourier.id}`)).toEqual(
        sorted(ids.ownMine, ids.foreignMineDone, ids.foreignRival),
      );
      expect(await idsOf(admin, `${search}&courierId=${courier.id}&status=DELIVERED`)).toEqual([
        ids.foreignMineDone,
      ]);
      const rows = (await call('GET', `/admin/orders?${search}&courierId=${otherCourier.id}`, admin)).json();
      expect(rows.content).toEqual([
        expect.objectContaining({
          id: ids.foreignRival,
          courierId: otherCourier.id,
          courierName: 'rival Tester',
        }),
      ]);
      const bad = await call('GET', '/admin/orders?courierId=abc', admin);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fieldErrors)).toEqual(['courierId']);
    });

    it('answers customers 403 on every orders endpoint, and 404 for an unknown order', async () => {
      const id = await placeOrder({ status: 'PENDING' });
      for (const url of [
        '/admin/orders',
        '/admin/orders/facets',
        '/admin/orders/export',
        `/admin/orders/${id}`,
      ]) {
        const response = await call('GET', url, customer);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(errorBody(403, 'Administrator, restaurant or courier role required'));
      }
      expect((await call('POST', `/admin/orders/${id}/notes`, customer, { text: 'x' })).statusCode).toBe(403);
      const unknown = await call('GET', '/admin/orders/999999', admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(errorBody(404, 'Order not found'));
    });
  });
});
