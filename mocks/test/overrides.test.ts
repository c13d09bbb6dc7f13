import { errorBody } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { handlerList, handlers, mockDb, overrides } from '../src/index';
import { apiError, mockClient, rawFetch, server, useMockApi } from './support';

useMockApi();
const api = mockClient();

/** Resolves 'pending' if the promise has not settled after `ms`. */
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);

describe('overrides', () => {
  it('loading never answers', async () => {
    server.use(overrides.loading('restaurants'));
    expect(await settledWithin(api.restaurants.list(), 150)).toBe('pending');
    // Other endpoints are untouched.
    await expect(api.admin.dashboardStats()).resolves.toMatchObject({ users: 35 });
  });

  it('empty answers the empty shape of each endpoint', async () => {
    server.use(
      overrides.empty('restaurants'),
      overrides.empty('recentActivity'),
      overrides.empty('dashboardStats'),
      overrides.empty('restaurantMenus'),
      overrides.empty('restaurant'),
    );
    await expect(api.restaurants.list({ query: { page: 2 } })).resolves.toEqual({
      content: [],
      number: 2,
      last: true,
      totalPages: 0,
      totalElements: 0,
    });
    await expect(api.restaurants.all()).resolves.toEqual([]);
    await expect(api.menus.allByRestaurant({ params: { restaurantId: 1 } })).resolves.toEqual([]);
    await expect(api.admin.recentActivity()).resolves.toMatchObject({ content: [], totalElements: 0 });
    await expect(api.admin.dashboardStats()).resolves.toEqual({
      restaurants: 0,
      users: 0,
      orders: 0,
      reviews: 0,
    });
    expect((await apiError(api.restaurants.get({ params: { id: 1 } }))).status).toBe(404);
  });

  it('error answers the status and message', async () => {
    server.use(overrides.error('users', 503, 'Database unavailable'));
    expect(await apiError(api.admin.users())).toMatchObject({ status: 503, message: 'Database unavailable' });

    server.use(overrides.error('createRestaurant'));
    expect(await apiError(api.restaurants.create({ body: { name: 'A', address: 'B' } }))).toMatchObject({
      status: 500,
      message: 'Internal server error',
    });
    expect(mockDb.restaurants.count()).toBe(24);
  });

  it('unauthorized answers 401 every time, so the client refresh-and-retry also fails', async () => {
    let attempts = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/admin/dashboard-stats') attempts += 1;
    });
    server.use(overrides.unauthorized('dashboardStats'));

    expect(await apiError(api.admin.dashboardStats())).toMatchObject({
      status: 401,
      message: 'Invalid or expired token',
    });
    expect(attempts).toBe(2);
    server.events.removeAllListeners();
  });

  it('slow answers the normal stateful data after the delay', async () => {
    server.use(overrides.slow('dish', 120));
    const started = performance.now();
    const dish = await api.dishes.get({ params: { id: 1 } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(dish).toEqual(mockDb.dishes.find(1));
  });

  it('targets a route string as well as a key, including routes the mocks do not know', async () => {
    server.use(overrides.error('PUT /api/dishes/:id', 409, 'Edited elsewhere'));
    expect(
      await apiError(api.dishes.update({ params: { id: 1 }, body: { name: 'X', price: 1 } })),
    ).toMatchObject({
      status: 409,
      message: 'Edited elsewhere',
    });

    // The contract's own path form names the same route.
    server.use(overrides.error('DELETE /api/dishes/{id}', 423, 'Locked'));
    expect(await apiError(api.dishes.remove({ params: { id: 1 } }))).toMatchObject({ status: 423 });

    server.use(overrides.empty('GET /api/restaurants'));
    await expect(api.restaurants.all()).resolves.toEqual([]);

    server.use(overrides.error('GET /api/unknown-thing', 418, 'Teapot'));
    expect(await rawFetch('GET', '/api/unknown-thing')).toEqual({
      status: 418,
      body: errorBody(418, 'Teapot'),
    });

    expect(() => overrides.slow('GET /api/unknown-thing')).toThrow(/no mock endpoint/);
  });

  it('keyed handlers can be replaced one by one (the msw-storybook-addon merge)', async () => {
    const replaced = { ...handlers, restaurants: overrides.error('restaurants', 500, 'Boom') };
    server.resetHandlers(...Object.values(replaced));
    try {
      expect((await apiError(api.restaurants.list())).message).toBe('Boom');
      await expect(api.menus.list()).resolves.toMatchObject({ number: 0 });
    } finally {
      server.resetHandlers(...handlerList);
    }
  });
});
