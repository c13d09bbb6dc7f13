import {
  ListQuerySchema,
  RestaurantInputSchema,
  type Restaurant,
  type RestaurantPayload,
} from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import { deleteRestaurantCascade, logActivity, mockDb } from '../db/mock-db';
import { byIdAscending, matchesSearch, toPage } from '../db/paging';
import {
  created,
  emptyArrayOrPageResponse,
  idParam,
  noContent,
  notFound,
  parseBody,
  parseQuery,
  wantsPage,
  type Endpoint,
} from './respond';

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
      const query = parseQuery(request, ListQuerySchema);
      if (!query.ok) return query.response;
      const matching = all.filter((restaurant) => matchesSearch(query.value.search, restaurant.name));
      return HttpResponse.json(toPage(matching, query.value));
    },
    empty: emptyArrayOrPageResponse,
  },
  restaurant: {
    method: 'get',
    path: '/api/restaurants/:id',
    resolve: ({ params }) => {
      const id = idParam(params, 'id', 'Restaurant');
      if (!id.ok) return id.response;
      const restaurant = mockDb.restaurants.find(id.value);
      return restaurant ? HttpResponse.json(restaurant) : notFound('Restaurant');
    },
    empty: () => notFound('Restaurant'),
  },
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
      const id = idParam(params, 'id', 'Restaurant');
      if (!id.ok) return id.response;
      if (!mockDb.restaurants.find(id.value)) return notFound('Restaurant');
      const body = await parseBody(request, RestaurantInputSchema);
      if (!body.ok) return body.response;
      const restaurant = mockDb.restaurants.update(id.value, toRow(body.value));
      logActivity({
        category: 'RESTAURANT',
        actionType: 'UPDATE',
        action: `Updated restaurant "${body.value.name}"`,
      });
      return HttpResponse.json(restaurant);
    },
    empty: noContent,
  },
  deleteRestaurant: {
    method: 'delete',
    path: '/api/restaurants/:id',
    resolve: ({ params }) => {
      const id = idParam(params, 'id', 'Restaurant');
      if (!id.ok) return id.response;
      const restaurant = mockDb.restaurants.find(id.value);
      if (!restaurant) return notFound('Restaurant');
      deleteRestaurantCascade(id.value);
      logActivity({
        category: 'RESTAURANT',
        actionType: 'DELETE',
        action: `Deleted restaurant "${restaurant.name}"`,
        level: 'WARN',
      });
      return noContent();
    },
    empty: noContent,
  },
} satisfies Record<string, Endpoint>;
