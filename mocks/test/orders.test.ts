import { orderConflictOf, REFUSALS, refusalBody } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_ID, mockDb } from '../src/index';
import { apiError, mockClient, rawFetch, useMockApi } from './support';

useMockApi();
const api = mockClient();

const lastActivity = () => mockDb.activity.all().sort((a, b) => b.id - a.id)[0];
const firstCourier = () => mockDb.users.all().find((user) => user.role === 'COURIER')!;
const actAs = (email: string) => {
  mockDb.actor = email;
};

describe('orders workflow (docs/api.md#orders)', () => {
  it("answers an order's page with the moves the actor may make", async () => {
    const order = await api.admin.order({ params: { id: 1028 } });
    expect(order).toMatchObject({
      id: 1028,
      status: 'PENDING',
      allowedMoves: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
    });
    expect(order.items.length).toBeGreaterThan(0);
    const itemsTotal = order.items.reduce(
      (sum, item) => sum + Math.round(item.unitPrice * 100) * item.quantity,
      0,
    );
    expect(Math.round(order.subtotal * 100)).toBe(itemsTotal);
    expect(order.total).toBeCloseTo(order.subtotal + order.deliveryFee, 2);
    expect(order.history.map((change) => [change.from, change.to])).toEqual([[null, 'PENDING']]);
    expect((await apiError(api.admin.order({ params: { id: 999 } }))).message).toBe('Order not found');
  });

  it('moves along the machine, records the history and the activity, and answers 409 otherwise', async () => {
    const accepted = await api.admin.orderTransition({ params: { id: 1028 }, body: { to: 'ACCEPTED' } });
    expect(accepted).toMatchObject({ status: 'ACCEPTED', allowedMoves: ['PREPARING', 'CANCELLED'] });
    expect(accepted.history.at(-1)).toMatchObject({
      from: 'PENDING',
      to: 'ACCEPTED',
      actorName: 'Ada Admin',
    });
    expect(lastActivity()).toMatchObject({ category: 'ORDER', actionType: 'ACCEPT', entityId: 1028 });

    const again = await apiError(
      api.admin.orderTransition({ params: { id: 1028 }, body: { to: 'ACCEPTED' } }),
    );
    expect(again.status).toBe(409);
    expect(again.code).toBe('ORDER_MOVE_NOT_ALLOWED');
    expect(orderConflictOf(again)).toEqual({
      message: 'This order is accepted and cannot be moved to accepted',
      status: 'ACCEPTED',
      allowed: ['PREPARING', 'CANCELLED'],
    });
    const cancelled = await api.admin.orderTransition({
      params: { id: 1028 },
      body: { to: 'CANCELLED', reason: ' Customer called ' },
    });
    expect(cancelled.history.at(-1)).toMatchObject({ to: 'CANCELLED', reason: 'Customer called' });
    // The move's entry, then its automatic refund's (refunds.test.ts).
    const [moveEntry, refundEntry] = mockDb.activity
      .all()
      .sort((a, b) => a.id - b.id)
      .slice(-2);
    expect(moveEntry).toMatchObject({
      level: 'WARN',
      action: 'Cancelled order #1028 of ' + cancelled.restaurantName + ': Customer called',
    });
    expect(refundEntry).toMatchObject({ actionType: 'REFUND', entityId: 1028 });
  });

  it('needs a courier before a pick-up; assigns only couriers, until the pick-up', async () => {
    const ready = mockDb.orders.all().find((order) => order.status === 'READY' && order.courierId === null)!;
    const refused = await apiError(
      api.admin.orderTransition({ params: { id: ready.id }, body: { to: 'PICKED_UP' } }),
    );
    expect(orderConflictOf(refused)?.message).toBe(REFUSALS.ORDER_COURIER_REQUIRED.message);

    const notCourier = await apiError(
      api.admin.assignOrderCourier({ params: { id: ready.id }, body: { courierId: DEMO_OWNER_ID } }),
    );
    expect(notCourier.fieldErrors).toEqual({ courierId: ['This user is not a courier'] });
    const courier = firstCourier();
    const assigned = await api.admin.assignOrderCourier({
      params: { id: ready.id },
      body: { courierId: courier.id },
    });
    expect(assigned).toMatchObject({
      courierId: courier.id,
      courier: { id: courier.id },
      allowedMoves: ['PICKED_UP', 'CANCELLED'],
    });
    const picked = await api.admin.orderTransition({ params: { id: ready.id }, body: { to: 'PICKED_UP' } });
    expect(picked.status).toBe('PICKED_UP');
    const late = await apiError(
      api.admin.assignOrderCourier({ params: { id: ready.id }, body: { courierId: null } }),
    );
    expect(late.message).toBe(REFUSALS.ORDER_COURIER_LOCKED.message);
  });

  it('follows the actor: an owner sees their restaurants, a courier takes a ready order', async () => {
    actAs('owner@demo.food');
    const owned = new Set(
      mockDb.restaurants
        .all()
        .filter((restaurant) => restaurant.ownerId === DEMO_OWNER_ID)
        .map((restaurant) => restaurant.id),
    );
    const page = await api.admin.orders({ query: { size: 100 } });
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content.every((order) => owned.has(order.restaurantId))).toBe(true);
    const foreign = mockDb.orders.all().find((order) => !owned.has(order.restaurantId))!;
    expect((await apiError(api.admin.order({ params: { id: foreign.id } }))).status).toBe(403);

    const courier = firstCourier();
    actAs(courier.email);
    const ready = mockDb.orders.all().find((order) => order.status === 'READY' && order.courierId === null)!;
    const visible = await api.admin.orders({ query: { size: 100 } });
    expect(
      visible.content.every(
        (order) => order.courierId === courier.id || (order.status === 'READY' && order.courierId === null),
      ),
    ).toBe(true);
    const taken = await api.admin.orderTransition({ params: { id: ready.id }, body: { to: 'PICKED_UP' } });
    expect(taken).toMatchObject({ status: 'PICKED_UP', courierId: courier.id, allowedMoves: ['DELIVERED'] });
    const cancel = await apiError(
      api.admin.orderTransition({ params: { id: ready.id }, body: { to: 'CANCELLED', reason: 'No' } }),
    );
    expect(cancel.status).toBe(409);

    // Another courier no longer sees it: a move answers what its page answers, without its state.
    actAs(mockDb.users.all().find((user) => user.role === 'COURIER' && user.id !== courier.id)!.email);
    const hidden = await rawFetch('GET', `/admin/orders/${ready.id}`);
    expect(hidden).toEqual({ status: 403, body: refusalBody('ORDER_COURIER_SCOPE') });
    for (const to of ['PICKED_UP', 'DELIVERED'] as const) {
      expect(await rawFetch('POST', `/admin/orders/${ready.id}/transitions`, { to })).toEqual(hidden);
    }
  });

  it('adds staff notes (admins and the owner) and filters the list by courier', async () => {
    const note = await api.admin.addOrderNote({ params: { id: 1028 }, body: { text: 'Nut allergy' } });
    expect(note).toMatchObject({ text: 'Nut allergy', authorName: 'Ada Admin' });
    expect((await api.admin.order({ params: { id: 1028 } })).notes.at(-1)?.text).toBe('Nut allergy');

    const courier = firstCourier();
    const theirs = await api.admin.orders({ query: { courierId: [courier.id], size: 100 } });
    expect(theirs.totalElements).toBeGreaterThan(0);
    expect(theirs.content.every((order) => order.courierId === courier.id)).toBe(true);
  });
});
