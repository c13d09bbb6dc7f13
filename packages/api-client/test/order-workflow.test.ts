import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  allowedMovesFor,
  allowedNextStatuses,
  ApiError,
  canSeeOrder,
  lostOrderRace,
  refusal,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderConflictOf,
  orderMoveRefusal,
  OrderTransitionInputSchema,
  statusesMetBy,
  validationError,
  grantsOf,
  type Membership,
  type OrderMover,
  type OrderMoveState,
  type Role,
  validationErrorBody,
} from '../src/index';

// The orders workflow as the contract declares it (docs/requirements.md#req-orders-workflow); the
// server's test/order-workflow.test.ts checks that the API enforces the same.

const person = (id: number, role: Role, memberships: Membership[] = []): OrderMover => ({
  id,
  role,
  grants: grantsOf(role, memberships),
});
const admin = person(1, 'ADMIN');
const owner = person(2, 'RESTAURANT');
const courier = person(3, 'COURIER');
const rival = person(4, 'COURIER');
const customer = person(5, 'CUSTOMER');
const RESTAURANT_ID = 30;
const order = (status: OrderMoveState['status'], courierId: number | null = null): OrderMoveState => ({
  status,
  courierId,
  restaurantId: RESTAURANT_ID,
  restaurantOwnerId: owner.id,
});

describe('the status machine', () => {
  it('has the moves of the product, final statuses without any, and a label for every status', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      PENDING: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
      ACCEPTED: ['PREPARING', 'CANCELLED'],
      REJECTED: [],
      PREPARING: ['READY', 'CANCELLED'],
      READY: ['PICKED_UP', 'CANCELLED'],
      PICKED_UP: ['DELIVERED'],
      DELIVERED: [],
      CANCELLED: [],
    });
    expect(allowedNextStatuses('READY')).toEqual(['PICKED_UP', 'CANCELLED']);
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
    expect(ORDER_STATUS_LABELS.PICKED_UP).toBe('Picked up');
  });

  it('gives each role its moves', () => {
    expect(allowedMovesFor(admin, order('PENDING'))).toEqual(['ACCEPTED', 'REJECTED', 'CANCELLED']);
    expect(allowedMovesFor(owner, order('PENDING'))).toEqual(['ACCEPTED', 'REJECTED', 'CANCELLED']);
    expect(allowedMovesFor(person(9, 'RESTAURANT'), order('PENDING'))).toEqual([]);
    expect(allowedMovesFor(owner, order('PICKED_UP', courier.id))).toEqual([]);
    // Without a courier nobody but a courier (who takes it) sees the pick-up.
    expect(allowedMovesFor(admin, order('READY'))).toEqual(['CANCELLED']);
    expect(allowedMovesFor(admin, order('READY', courier.id))).toEqual(['PICKED_UP', 'CANCELLED']);
    expect(allowedMovesFor(courier, order('READY'))).toEqual(['PICKED_UP']);
    expect(allowedMovesFor(rival, order('READY', courier.id))).toEqual([]);
    expect(allowedMovesFor(courier, order('PICKED_UP', courier.id))).toEqual(['DELIVERED']);
    expect(allowedMovesFor(courier, order('PENDING', courier.id))).toEqual([]);
    for (const status of ORDER_STATUSES) expect(allowedMovesFor(customer, order(status))).toEqual([]);
  });

  it("gives restaurant staff the restaurant's moves by their permissions there", () => {
    const kitchen = person(10, 'RESTAURANT', [
      { restaurantId: RESTAURANT_ID, permissions: ['orders.view', 'orders.handle'] },
    ]);
    const viewer = person(11, 'RESTAURANT', [{ restaurantId: RESTAURANT_ID, permissions: ['orders.view'] }]);
    const elsewhere = person(12, 'RESTAURANT', [
      { restaurantId: RESTAURANT_ID + 1, permissions: ['orders.view', 'orders.handle'] },
    ]);
    const support = person(13, 'RESTAURANT', [
      { restaurantId: null, permissions: ['orders.view', 'orders.handle'] },
    ]);
    expect(allowedMovesFor(kitchen, order('PENDING'))).toEqual(['ACCEPTED', 'REJECTED', 'CANCELLED']);
    expect(allowedMovesFor(support, order('ACCEPTED'))).toEqual(['PREPARING', 'CANCELLED']);
    expect(canSeeOrder(viewer, order('PENDING'))).toBe(true);
    expect(allowedMovesFor(viewer, order('PENDING'))).toEqual([]);
    expect(orderMoveRefusal(viewer, order('PENDING'), 'ACCEPTED')?.code).toBe('ORDER_MOVE_NOT_YOURS');
    expect(canSeeOrder(elsewhere, order('PENDING'))).toBe(false);
    expect(orderMoveRefusal(elsewhere, order('PENDING'), 'ACCEPTED')?.code).toBe('ORDER_NOT_YOURS');
  });

  it('lets couriers see the pick-up pool and their own orders only', () => {
    expect(canSeeOrder(courier, order('READY'))).toBe(true);
    expect(canSeeOrder(courier, order('READY', rival.id))).toBe(false);
    expect(canSeeOrder(courier, order('DELIVERED', courier.id))).toBe(true);
    expect(canSeeOrder(courier, order('PENDING'))).toBe(false);
    expect(canSeeOrder(person(9, 'RESTAURANT'), order('PENDING'))).toBe(false);
    expect(canSeeOrder(customer, order('PENDING'))).toBe(false);
  });

  it('explains refusals: visibility, the machine, the courier, the role', () => {
    // An order another courier took is out of sight: the 403 of its page, without its state.
    expect(orderMoveRefusal(rival, order('READY', courier.id), 'PICKED_UP')).toEqual(
      refusal('ORDER_COURIER_SCOPE'),
    );
    expect(orderMoveRefusal(rival, order('DELIVERED', courier.id), 'PICKED_UP')).toEqual(
      refusal('ORDER_COURIER_SCOPE'),
    );
    expect(orderMoveRefusal(courier, order('PENDING'), 'ACCEPTED')).toEqual(refusal('ORDER_COURIER_SCOPE'));
    expect(orderMoveRefusal(admin, order('DELIVERED'), 'CANCELLED')).toEqual({
      status: 409,
      message: 'This order is delivered and cannot be moved to cancelled',
      code: 'ORDER_MOVE_NOT_ALLOWED',
    });
    expect(orderMoveRefusal(admin, order('READY'), 'PICKED_UP')).toEqual(refusal('ORDER_COURIER_REQUIRED'));
    expect(orderMoveRefusal(owner, order('READY', courier.id), 'PICKED_UP')).toEqual({
      status: 403,
      message: 'You cannot move this order to picked up',
      code: 'ORDER_MOVE_NOT_YOURS',
    });
    expect(orderMoveRefusal(courier, order('READY'), 'PICKED_UP')).toBeUndefined();
  });

  it('answers a lost race with 409, or 403 when the order went out of sight', () => {
    expect(lostOrderRace(admin, order('PENDING'), order('ACCEPTED'), 'ACCEPTED').status).toBe(409);
    expect(lostOrderRace(owner, order('READY'), order('CANCELLED'), 'CANCELLED').status).toBe(409);
    // Another courier took it, or it was cancelled: what a courier reading it now would get.
    expect(lostOrderRace(rival, order('READY'), order('PICKED_UP', courier.id), 'PICKED_UP')).toEqual(
      refusal('ORDER_COURIER_SCOPE'),
    );
    expect(lostOrderRace(courier, order('READY'), order('CANCELLED'), 'PICKED_UP')).toEqual(
      refusal('ORDER_COURIER_SCOPE'),
    );
    expect(lostOrderRace(admin, order('READY', courier.id), order('READY'), 'PICKED_UP')).toEqual(
      refusal('ORDER_COURIER_REQUIRED'),
    );
  });
});

describe('the move body', () => {
  const errors = (input: unknown) => {
    const result = v.safeParse(OrderTransitionInputSchema, input);
    return result.success ? result.output : validationError(OrderTransitionInputSchema, result.issues);
  };

  it('needs a reason to reject or cancel, trimmed, at most 500 characters', () => {
    expect(errors({ to: 'REJECTED' })).toEqual(validationErrorBody({ reason: ['Reason is required'] }));
    expect(errors({ to: 'CANCELLED', reason: '  ' })).toEqual(
      validationErrorBody({ reason: ['Reason is required'] }),
    );
    expect(errors({ to: 'CANCELLED', reason: '  Closed  ' })).toEqual({ to: 'CANCELLED', reason: 'Closed' });
    expect(errors({ to: 'ACCEPTED' })).toEqual({ to: 'ACCEPTED', reason: undefined });
    expect(errors({ to: 'ACCEPTED', reason: 'x'.repeat(501) })).toEqual(
      validationErrorBody({ reason: ['Reason must be at most 500 characters'] }),
    );
    expect(errors({ to: 'DELIVERING' })).toEqual(
      validationErrorBody({ to: [`Status must be one of: ${ORDER_STATUSES.join(', ')}`] }),
    );
  });

  it("reads an order move's 409 from the client's error", () => {
    const body = { message: 'Moved', status: 'ACCEPTED', allowed: ['PREPARING', 'CANCELLED'] };
    expect(orderConflictOf(ApiError.fromResponse(409, body))).toEqual(body);
    expect(orderConflictOf(ApiError.fromResponse(403, body))).toBeUndefined();
    expect(orderConflictOf(ApiError.fromResponse(409, { message: 'Other' }))).toBeUndefined();
    expect(orderConflictOf(new Error('x'))).toBeUndefined();
  });
});

describe('the statuses each role meets an order in', () => {
  it('gives a courier the pick-up and after it, and the others every status', () => {
    expect(statusesMetBy('COURIER')).toEqual(['READY', 'PICKED_UP', 'DELIVERED', 'CANCELLED']);
    expect(statusesMetBy('RESTAURANT')).toEqual(ORDER_STATUSES);
    expect(statusesMetBy('ADMIN')).toEqual(ORDER_STATUSES);
    expect(statusesMetBy('CUSTOMER')).toEqual([]);
  });

  it('holds every status a courier may see an order of theirs move to, once they can act on it', () => {
    // From a READY order they may take, through every move anyone may make: none leaves the set.
    const met = statusesMetBy('COURIER');
    for (const status of met) for (const next of ORDER_TRANSITIONS[status]) expect(met).toContain(next);
    expect(
      canSeeOrder(person(7, 'COURIER'), {
        status: 'READY',
        courierId: null,
        restaurantId: RESTAURANT_ID,
        restaurantOwnerId: 1,
      }),
    ).toBe(true);
  });
});
