import {
  activityMessage,
  BOARD_STATUSES,
  contract,
  COURIER_MESSAGES,
  type Courier,
} from '@food-admin/api-client';
import type { MockUser } from '../fixtures/users';
import { logActivity, mockDb } from '../db/mock-db';
import { mockEndpoint } from './mock-endpoint';
import { errorResponse } from './respond';

/*
 * Couriers as the server's modules/couriers answers them (docs/api.md#couriers), computed from the
 * mock orders and their history: active deliveries, deliveries since midnight UTC, and the average
 * minutes from pick-up to delivery over the last 30 days.
 */

const DAY_MS = 86_400_000;
/** Open orders count as a courier's active deliveries (the server's openOrderSql). */
const ACTIVE: readonly string[] = BOARD_STATUSES;

function toCourier(user: MockUser, now: number): Courier {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const since = now - 30 * DAY_MS;
  const theirs = mockDb.orders.all().filter((order) => order.courierId === user.id);
  const minutes: number[] = [];
  let deliveredToday = 0;
  for (const order of theirs) {
    const delivered = order.history.find((change) => change.to === 'DELIVERED');
    const pickedUp = order.history.findLast((change) => change.to === 'PICKED_UP');
    if (delivered === undefined) continue;
    const at = Date.parse(delivered.createdAt);
    if (at >= today) deliveredToday += 1;
    if (at >= since && pickedUp) minutes.push((at - Date.parse(pickedUp.createdAt)) / 60_000);
  }
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    phone: user.phone ?? null,
    available: user.available ?? true,
    activeDeliveries: theirs.filter((order) => ACTIVE.includes(order.status)).length,
    deliveredToday,
    averageDeliveryMinutes:
      minutes.length === 0
        ? null
        : Math.round(minutes.reduce((sum, value) => sum + value, 0) / minutes.length),
  };
}

const byName = (a: MockUser, b: MockUser) =>
  a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.id - b.id;

export const courierEndpoints = {
  couriers: mockEndpoint(
    contract.admin.couriers,
    () =>
      mockDb.users
        .all()
        .filter((user) => user.role === 'COURIER')
        .sort(byName)
        .map((user) => toCourier(user, Date.now())),
    () => [],
  ),
  courier: mockEndpoint(
    contract.admin.courier,
    ({ params }) => {
      const user = mockDb.users.find(params.id);
      if (user === undefined || user.role !== 'COURIER') throw errorResponse(404, COURIER_MESSAGES.notFound);
      return toCourier(user, Date.now());
    },
    () => errorResponse(404, COURIER_MESSAGES.notFound),
  ),
  setCourierAvailability: mockEndpoint(
    contract.admin.setCourierAvailability,
    ({ params, body }) => {
      const user = mockDb.users.find(params.id);
      if (user === undefined || user.role !== 'COURIER') throw errorResponse(404, COURIER_MESSAGES.notFound);
      const updated = mockDb.users.update(user.id, { available: body.available }) ?? user;
      logActivity({
        category: 'USER',
        actionType: body.available ? 'COURIER_AVAILABLE' : 'COURIER_UNAVAILABLE',
        ...activityMessage(body.available ? 'COURIER_AVAILABLE' : 'COURIER_UNAVAILABLE', {
          courier: `${user.firstName} ${user.lastName}`,
        }),
        entityId: user.id,
      });
      return toCourier(updated, Date.now());
    },
    () => errorResponse(404, COURIER_MESSAGES.notFound),
  ),
};
