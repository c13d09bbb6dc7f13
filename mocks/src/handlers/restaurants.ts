import { RestaurantInputSchema, type Restaurant, type RestaurantPayload } from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import { deleteRestaurantCascade, logActivity, mockDb } from '../db/mock-db';
import { byIdAscending } from '../db/paging';
import { deleteEndpoint, detailEndpoint, findRow, searchedPage } from './crud';
import { created, emptyArrayOrPageResponse, noContent, parseBody, wantsPage, type Endpoint } from './respond';

/** The server caps the unpaged list so one request never returns an unbounded table. */
const UNPAGED_LIMIT = 1000;

const toRow = (payload: RestaurantPayload): Omit<Restaurant, 'id'> => ({
  name: payload.name,
  description: payload.description ?? null,
  address: payload.address,
  logoUrl: payload.logoUrl ?? null,
  isActive: payload.isActive,
  ownerId: payload.ownerId ?? null,
});

export const restaurantEndpoints = {
  restaurants: {
    method: 'get',
    path: '/api/restaurants',
    resolve: ({ request }) => {
      const all = mockDb.restaurants.all().sort(byIdAscending);
      if (!wantsPage(request)) return HttpResponse.json(all.slice(0, UNPAGED_LIMIT));
      return searchedPage(request, all, (restaurant) => [restaurant.name], byIdAscending);
    },
    empty: emptyArrayOrPageResponse,
  },
  restaurant: detailEndpoint('/api/restaurants/:id', mockDb.restaurants, 'Restaurant'),
  createRestaurant: {
    method: 'post',
    path: '/api/restaurants',
    resolve: async ({ request }) => {
      const body = await parseBody(request, RestaurantInputSchema);
      if (!body.ok) return body.response;
      const restaurant = mockDb.restaurants.insert(toRow(body.value));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'CREATE',
        action: `Created restaurant "${restaurant.name}"`,
      });
      return created(restaurant);
    },
    empty: noContent,
  },
  updateRestaurant: {
    method: 'put',
    path: '/api/restaurants/:id',
    resolve: async ({ request, params }) => {
      const current = findRow(params, 'id', mockDb.restaurants, 'Restaurant');
      if (!current.ok) return current.response;
      const body = await parseBody(request, RestaurantInputSchema);
      if (!body.ok) return body.response;
      const restaurant = mockDb.restaurants.update(current.value.id, toRow(body.value));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'UPDATE',
        action: `Updated restaurant "${body.value.name}"`,
      });
      return HttpResponse.json(restaurant);
    },
    empty: noContent,
  },
  deleteRestaurant: deleteEndpoint('/api/restaurants/:id', mockDb.restaurants, 'Restaurant', (restaurant) => {
    deleteRestaurantCascade(restaurant.id);
    logActivity({
      category: 'RESTAURANT',
      actionType: 'DELETE',
      action: `Deleted restaurant "${restaurant.name}"`,
      level: 'WARN',
    });
  }),
} satisfies Record<string, Endpoint>;
