import {
  activityMessage,
  contract,
  type OperatingRules,
  type Restaurant,
  type RestaurantOperations,
} from '@food-admin/api-client';
import {
  actorUser,
  DEFAULT_MOCK_RULES,
  logActivity,
  mockAvailability,
  mockDb,
  type MockOperations,
} from '../db/mock-db';
import { assertVersion, existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { notFound } from './respond';

/*
 * A restaurant's operations as the server's modules/restaurants/operations.ts answers them: rules
 * kept per restaurant (open around the clock until set), availability from the contract's rule.
 */

function operationsOf(restaurant: Restaurant): RestaurantOperations {
  const own = mockDb.operations.get(restaurant.id);
  const rules: OperatingRules = own?.rules ?? DEFAULT_MOCK_RULES;
  return {
    restaurantId: restaurant.id,
    version: restaurant.version,
    rules: {
      ...rules,
      pause:
        rules.pause === null
          ? null
          : {
              ...rules.pause,
              note: rules.pause.note ?? '',
              pausedAt: own?.pausedAt ?? null,
              pausedBy: own?.pausedBy ?? null,
            },
    },
    defaultTimeZone: own === undefined,
    availability: mockAvailability(restaurant),
  };
}

/**
 * Stores the restaurant's new operations, raising its version as the server's row update does, and
 * logs the activity entry of `code`.
 */
function change(
  restaurant: Restaurant,
  next: MockOperations,
  entry: {
    actionType: string;
    code: 'RESTAURANT_HOURS_UPDATED' | 'RESTAURANT_PAUSED' | 'RESTAURANT_RESUMED';
  },
): RestaurantOperations {
  mockDb.operations.set(restaurant.id, next);
  const updated = mockDb.restaurants.update(restaurant.id, {}) ?? restaurant;
  logActivity({
    category: 'RESTAURANT',
    actionType: entry.actionType,
    ...activityMessage(entry.code, { name: restaurant.name }),
    entityId: restaurant.id,
  });
  return operationsOf(updated);
}

const current = (id: number) => {
  const restaurant = existing(mockDb.restaurants, id, 'Restaurant');
  return { restaurant, now: operationsOf(restaurant) };
};

export const operationsEndpoints = {
  restaurantOperations: mockEndpoint(
    contract.restaurants.operations,
    ({ params }) => current(params.id).now,
    () => notFound('Restaurant'),
  ),
  updateRestaurantOperations: mockEndpoint(
    contract.restaurants.updateOperations,
    ({ params, body, request }) => {
      const { restaurant, now } = current(params.id);
      assertVersion(request, restaurant, 'restaurant', now);
      const exceptions = body.exceptions.map((exception) => ({ ...exception, note: exception.note ?? '' }));
      return change(
        restaurant,
        {
          rules: { ...body, exceptions, pause: now.rules.pause },
          pausedAt: now.rules.pause?.pausedAt ?? null,
          pausedBy: now.rules.pause?.pausedBy ?? null,
        },
        { actionType: 'UPDATE', code: 'RESTAURANT_HOURS_UPDATED' },
      );
    },
    () => notFound('Restaurant'),
  ),
  pauseRestaurant: mockEndpoint(
    contract.restaurants.pause,
    ({ params, body }) => {
      const { restaurant, now } = current(params.id);
      const actor = actorUser();
      return change(
        restaurant,
        {
          rules: { ...now.rules, pause: { ...body, note: body.note ?? '' } },
          pausedAt: new Date().toISOString(),
          pausedBy:
            actor === undefined ? null : { id: actor.id, name: `${actor.firstName} ${actor.lastName}` },
        },
        { actionType: 'PAUSE', code: 'RESTAURANT_PAUSED' },
      );
    },
    () => notFound('Restaurant'),
  ),
  resumeRestaurant: mockEndpoint(
    contract.restaurants.resume,
    ({ params }) => {
      const { restaurant, now } = current(params.id);
      // Resuming what is not paused changes nothing and says nothing.
      if (now.rules.pause === null) return now;
      return change(
        restaurant,
        { rules: { ...now.rules, pause: null }, pausedAt: null, pausedBy: null },
        { actionType: 'RESUME', code: 'RESTAURANT_RESUMED' },
      );
    },
    () => notFound('Restaurant'),
  ),
};
