import { contract, UNPAGED_LIST_CAP, type Restaurant, type RestaurantPayload } from '@food-admin/api-client';
import { deleteRestaurantCascade, logActivity, mockDb } from '../db/mock-db';
import { byIdAscending } from '../db/paging';
import { emptyPage, existing, searchedPage } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { pagedOrAll } from './paged-or-all';
import { fieldError, noContent, notFound } from './respond';

/**
 * The owner as the server resolves it for the acting admin: absent keeps the current one, null
 * clears it, an id must name a RESTAURANT user (400 on `ownerId` otherwise).
 */
function ownerOf(requested: number | null | undefined, current: number | null): number | null {
  if (requested === undefined) return current;
  if (requested === null) return null;
  const owner = mockDb.users.find(requested);
  if (!owner) throw fieldError('ownerId', 'Owner not found');
  if (owner.role !== 'RESTAURANT') throw fieldError('ownerId', 'Owner must be a restaurant user');
  return owner.id;
}

const toRow = (payload: RestaurantPayload, currentOwner: number | null): Omit<Restaurant, 'id'> => ({
  name: payload.name,
  description: payload.description ?? null,
  address: payload.address,
  logoUrl: payload.logoUrl ?? null,
  isActive: payload.isActive,
  ownerId: ownerOf(payload.ownerId, currentOwner),
});

export const restaurantEndpoints = {
  restaurants: pagedOrAll(
    mockEndpoint(
      contract.restaurants.list,
      ({ query }) => searchedPage(mockDb.restaurants.all(), query, (row) => [row.name], byIdAscending),
      emptyPage,
    ),
    mockEndpoint(
      contract.restaurants.all,
      () => mockDb.restaurants.all().sort(byIdAscending).slice(0, UNPAGED_LIST_CAP),
      () => [],
    ),
  ),
  restaurant: mockEndpoint(
    contract.restaurants.get,
    ({ params }) => existing(mockDb.restaurants, params.id, 'Restaurant'),
    () => notFound('Restaurant'),
  ),
  createRestaurant: mockEndpoint(
    contract.restaurants.create,
    ({ body }) => {
      const restaurant = mockDb.restaurants.insert(toRow(body, null));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'CREATE',
        action: `Created restaurant "${restaurant.name}"`,
        entityId: restaurant.id,
      });
      return restaurant;
    },
    noContent,
  ),
  updateRestaurant: mockEndpoint(
    contract.restaurants.update,
    ({ params, body }) => {
      const current = existing(mockDb.restaurants, params.id, 'Restaurant');
      const restaurant = mockDb.restaurants.update(current.id, toRow(body, current.ownerId ?? null));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'UPDATE',
        action: `Updated restaurant "${body.name}"`,
        entityId: current.id,
      });
      return restaurant ?? current;
    },
    noContent,
  ),
  deleteRestaurant: mockEndpoint(
    contract.restaurants.remove,
    ({ params }) => {
      const restaurant = existing(mockDb.restaurants, params.id, 'Restaurant');
      deleteRestaurantCascade(restaurant.id);
      logActivity({
        category: 'RESTAURANT',
        actionType: 'DELETE',
        action: `Deleted restaurant "${restaurant.name}"`,
        level: 'WARN',
        entityId: restaurant.id,
      });
    },
    noContent,
  ),
};
