import type { NewRow } from '../db/table';
import { can } from './permissions';
import {
  activityMessage,
  contract,
  listAvailabilityOf,
  restaurantListQueries,
  UNPAGED_LIST_CAP,
  type Restaurant,
  type RestaurantOwner,
  type RestaurantPayload,
  FIELD_MESSAGES,
  refusal,
} from '@food-admin/api-client';
import { deleteRestaurantCascade, logActivity, mockAvailability, mockDb, withRating } from '../db/mock-db';
import type { MockUser } from '../fixtures/users';
import { byIdAscending, facetCounts, listPage, listRows, mockList, noFacets } from '../db/paging';
import { BulkOutcome, noBulkChange, targetIds } from './bulk';
import { assertVersion, csvExport, emptyPage, existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { pagedOrAll } from './paged-or-all';
import { fieldError, noContent, notFound, refuse } from './respond';

/** The acting user's row (the store's `actor` email); an admin when the actor has none. */
const caller = (): { id: number; role: MockUser['role'] } => {
  const user = mockDb.users.all().find((row) => row.email.toLowerCase() === mockDb.actor.toLowerCase());
  return user ?? { id: 0, role: 'ADMIN' };
};

/**
 * The owner as the server resolves it (restaurant-owner.ts): an admin's absent `ownerId` keeps the
 * current one, null clears it, an id must name a RESTAURANT user (400 on `ownerId` otherwise); a
 * RESTAURANT user keeps their own and may not name another (403 OWNER_ADMIN_ONLY).
 */
function ownerOf(requested: number | null | undefined, current: number | null): number | null {
  const actor = caller();
  if (!can(actor, 'platform.manage')) {
    const kept = current ?? actor.id;
    if (requested !== undefined && requested !== kept) throw refuse('OWNER_ADMIN_ONLY');
    return kept;
  }
  if (requested === undefined) return current;
  if (requested === null) return null;
  const owner = mockDb.users.find(requested);
  if (!owner) throw fieldError('ownerId', FIELD_MESSAGES.OWNER_NOT_FOUND);
  if (owner.role !== 'RESTAURANT') throw fieldError('ownerId', FIELD_MESSAGES.OWNER_NOT_RESTAURANT);
  return owner.id;
}

/** The owner named, as the server answers a restaurant's read (to admins and the owner only). */
function ownerRef(ownerId: number | null): RestaurantOwner | null {
  const owner = ownerId === null ? undefined : mockDb.users.find(ownerId);
  if (!owner) return null;
  return {
    id: owner.id,
    name: `${owner.firstName} ${owner.lastName}`.trim() || owner.email,
    email: owner.email,
  };
}

/** One restaurant as its read and writes answer it: the rating, and the owner for admins and the owner. */
function oneRestaurant(restaurant: Restaurant): Restaurant {
  const actor = caller();
  const ownerId = restaurant.ownerId ?? null;
  const sees = can(actor, 'restaurants.edit', restaurant.id);
  return sees ? { ...withRating(restaurant), owner: ownerRef(ownerId) } : withRating(restaurant);
}

/** The hand-over's own feed entry, as the server writes it beside the create's or update's. */
function logOwnerChange(restaurant: Restaurant) {
  const owner = ownerRef(restaurant.ownerId ?? null);
  logActivity({
    category: 'RESTAURANT',
    actionType: 'OWNER',
    ...(owner === null
      ? activityMessage('RESTAURANT_OWNER_REMOVED', { name: restaurant.name })
      : activityMessage('RESTAURANT_OWNER_CHANGED', { name: restaurant.name, owner: owner.name })),
    entityId: restaurant.id,
  });
}

const toRow = (payload: RestaurantPayload, currentOwner: number | null): NewRow<Restaurant> => ({
  name: payload.name,
  description: payload.description ?? null,
  address: payload.address,
  logoUrl: payload.logoUrl ?? null,
  isActive: payload.isActive,
  ownerId: ownerOf(payload.ownerId, currentOwner),
});

const hasOrders = (restaurantId: number) =>
  mockDb.orders.all().some((order) => order.restaurantId === restaurantId);

/** Every restaurant with its rating, as the lists answer them. */
const ratedRestaurants = () => mockDb.restaurants.all().map(withRating);

const restaurantList = mockList<Restaurant>()(
  restaurantListQueries,
  {
    // As the dashboard's Needs attention counts them (./dashboard.ts).
    hasActiveMenu: (restaurant) =>
      mockDb.menus.all().some((menu) => menu.restaurantId === restaurant.id && menu.isActive),
    // As the server's list says it: open now, paused or closed, by the contract's rule.
    availability: (restaurant) => listAvailabilityOf(mockAvailability(restaurant)),
    // When its pause began (handlers/operations.ts); null without one.
    pausedAt: (restaurant) => mockDb.operations.get(restaurant.id)?.pausedAt ?? null,
    // The people whose restaurant it is (`owner=me`): its owner, and its team by `restaurantOf`.
    team: (restaurant) => restaurant.ownerId ?? null,
  },
  (restaurant) => restaurant.id,
);

// The facets and export routes come before `restaurant` (`/api/restaurants/:id`), which would
// otherwise take them: MSW tries handlers in order, the server's router prefers the static segment.
export const restaurantEndpoints = {
  restaurants: pagedOrAll(
    mockEndpoint(
      contract.restaurants.list,
      ({ query }) => listPage(ratedRestaurants(), query, restaurantList),
      emptyPage,
    ),
    mockEndpoint(
      contract.restaurants.all,
      () => ratedRestaurants().sort(byIdAscending).slice(0, UNPAGED_LIST_CAP),
      () => [],
    ),
  ),
  restaurantFacets: mockEndpoint(
    contract.restaurants.facets,
    ({ query }) => facetCounts(mockDb.restaurants.all(), query, restaurantList),
    () => noFacets(restaurantList),
  ),
  restaurantsExport: mockEndpoint(
    contract.restaurants.export,
    ({ query }) =>
      csvExport(
        contract.restaurants.export,
        restaurantList,
        listRows(mockDb.restaurants.all(), query, restaurantList),
      ),
    () => csvExport(contract.restaurants.export, restaurantList, []),
  ),
  restaurantsBulk: mockEndpoint(
    contract.restaurants.bulk,
    ({ body }) => {
      // The server's restaurants.bulk.ts. The mocks treat the caller as the admin `mockDb.actor`, so
      // the owner rule (a RESTAURANT user changes only their own restaurants, the others refused with
      // "You can only change your own restaurants") is left out: every existing row is editable.
      const ids = targetIds(body, () => mockDb.restaurants.all(), restaurantList);
      const outcome = new BulkOutcome();
      const editable: Restaurant[] = [];
      for (const id of ids) {
        const restaurant = mockDb.restaurants.find(id);
        if (restaurant === undefined) outcome.refuse(id, refusal('NOT_FOUND'));
        else editable.push(restaurant);
      }

      if (body.action === 'delete') {
        // Unlike the single delete of these mocks, a restaurant with orders is refused, as on the server.
        for (const restaurant of editable) {
          if (hasOrders(restaurant.id)) {
            outcome.refuse(restaurant.id, refusal('RESTAURANT_HAS_ORDERS'));
            continue;
          }
          deleteRestaurantCascade(restaurant.id);
          logActivity({
            category: 'RESTAURANT',
            actionType: 'DELETE',
            ...activityMessage('RESTAURANT_DELETED', { name: restaurant.name }),
            level: 'WARN',
            entityId: restaurant.id,
          });
          outcome.changed += 1;
        }
        return outcome.result();
      }

      const isActive = body.action === 'activate';
      // Rows already in that state are unchanged: no write, no entry, not refused.
      for (const restaurant of editable.filter((row) => row.isActive !== isActive)) {
        mockDb.restaurants.update(restaurant.id, { isActive });
        logActivity({
          category: 'RESTAURANT',
          actionType: 'UPDATE',
          ...activityMessage('RESTAURANT_UPDATED', { name: restaurant.name }),
          entityId: restaurant.id,
        });
        outcome.changed += 1;
      }
      return outcome.result();
    },
    noBulkChange,
  ),
  restaurant: mockEndpoint(
    contract.restaurants.get,
    ({ params }) => oneRestaurant(existing(mockDb.restaurants, params.id, 'Restaurant')),
    () => notFound('Restaurant'),
  ),
  createRestaurant: mockEndpoint(
    contract.restaurants.create,
    ({ body }) => {
      const restaurant = mockDb.restaurants.insert(toRow(body, null));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'CREATE',
        ...activityMessage('RESTAURANT_CREATED', { name: restaurant.name }),
        entityId: restaurant.id,
      });
      if (restaurant.ownerId != null && restaurant.ownerId !== caller().id) logOwnerChange(restaurant);
      return oneRestaurant(restaurant);
    },
    noContent,
  ),
  updateRestaurant: mockEndpoint(
    contract.restaurants.update,
    ({ params, body, request }) => {
      const current = existing(mockDb.restaurants, params.id, 'Restaurant');
      assertVersion(request, current, 'restaurant', withRating(current));
      const restaurant = mockDb.restaurants.update(current.id, toRow(body, current.ownerId ?? null));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'UPDATE',
        ...activityMessage('RESTAURANT_UPDATED', { name: body.name }),
        entityId: current.id,
      });
      if (restaurant && (restaurant.ownerId ?? null) !== (current.ownerId ?? null))
        logOwnerChange(restaurant);
      return oneRestaurant(restaurant ?? current);
    },
    noContent,
  ),
  deleteRestaurant: mockEndpoint(
    contract.restaurants.remove,
    ({ params, request }) => {
      const restaurant = existing(mockDb.restaurants, params.id, 'Restaurant');
      assertVersion(request, restaurant, 'restaurant', withRating(restaurant));
      deleteRestaurantCascade(restaurant.id);
      logActivity({
        category: 'RESTAURANT',
        actionType: 'DELETE',
        ...activityMessage('RESTAURANT_DELETED', { name: restaurant.name }),
        level: 'WARN',
        entityId: restaurant.id,
      });
    },
    noContent,
  ),
};
