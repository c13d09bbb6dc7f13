import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../src/index';
import {
  activity,
  answerEverything,
  dish,
  menu,
  order,
  page,
  profile,
  restaurant,
  review,
  testClient,
  useMswServer,
  user,
} from './support';

useMswServer();

type CallCase = {
  name: string;
  call: (api: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  status?: number;
  answer?: JsonBodyType;
  result?: unknown;
};

const firstPage = { page: '0', size: '10' };

const cases: CallCase[] = [
  {
    name: 'auth.register',
    call: (api) =>
      api.auth.register({
        body: { uid: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '555' },
      }),
    method: 'POST',
    path: '/api/auth/register',
    body: { uid: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '555' },
    answer: profile,
    result: profile,
  },
  {
    name: 'auth.login',
    call: (api) => api.auth.login({ body: { uid: 'u1' } }),
    method: 'POST',
    path: '/api/auth/login',
    body: { uid: 'u1' },
    answer: profile,
    result: profile,
  },
  {
    name: 'admin.dashboardStats',
    call: (api) => api.admin.dashboardStats(),
    method: 'GET',
    path: '/admin/dashboard-stats',
    query: {},
    answer: { restaurants: 1, users: 2, orders: 3, reviews: 4 },
    result: { restaurants: 1, users: 2, orders: 3, reviews: 4 },
  },
  {
    name: 'admin.recentActivity (defaults)',
    call: (api) => api.admin.recentActivity(),
    method: 'GET',
    path: '/admin/recent-activity',
    query: firstPage,
    answer: page([activity]),
    result: page([activity]),
  },
  {
    name: 'admin.recentActivity (filters)',
    call: (api) =>
      api.admin.recentActivity({
        query: { search: 'pizza', page: 2, size: 5, category: 'DISH', level: 'WARN' },
      }),
    method: 'GET',
    path: '/admin/recent-activity',
    query: { search: 'pizza', page: '2', size: '5', category: 'DISH', level: 'WARN' },
    answer: page([activity]),
  },
  {
    name: 'admin.users',
    call: (api) => api.admin.users({ query: { search: 'ada@', page: 3 } }),
    method: 'GET',
    path: '/admin/users',
    query: { search: 'ada@', page: '3', size: '10' },
    answer: page([user]),
    result: page([user]),
  },
  {
    name: 'admin.users (blank search is no search)',
    call: (api) => api.admin.users({ query: { search: '   ' } }),
    method: 'GET',
    path: '/admin/users',
    query: firstPage,
    answer: page([user]),
  },
  {
    name: 'admin.updateUser',
    call: (api) => api.admin.updateUser({ params: { id: 4 }, body: { ...user, role: 'COURIER' } }),
    method: 'PUT',
    path: '/admin/users/4',
    body: { ...user, role: 'COURIER' },
    answer: { ...user, role: 'COURIER' },
    result: { ...user, role: 'COURIER' },
  },
  {
    name: 'admin.deleteUser',
    call: (api) => api.admin.deleteUser({ params: { id: 4 } }),
    method: 'DELETE',
    path: '/admin/users/4',
    status: 204,
    result: undefined,
  },
  {
    name: 'admin.orders',
    call: (api) => api.admin.orders({ query: { search: 'x', page: 1, size: 20 } }),
    method: 'GET',
    path: '/admin/orders',
    query: { search: 'x', page: '1', size: '20' },
    answer: page([order]),
    result: page([order]),
  },
  {
    name: 'admin.reviews',
    call: (api) => api.admin.reviews(),
    method: 'GET',
    path: '/admin/reviews',
    query: firstPage,
    answer: page([review]),
    result: page([review]),
  },
  {
    name: 'admin.reviews (status filter)',
    call: (api) => api.admin.reviews({ query: { status: ['PENDING'], rating: [1] } }),
    method: 'GET',
    path: '/admin/reviews',
    query: { ...firstPage, status: 'PENDING', rating: '1' },
    answer: page([review]),
    result: page([review]),
  },
  {
    name: 'admin.moderateReview',
    call: (api) => api.admin.moderateReview({ params: { id: 7 }, body: { status: 'APPROVED' } }),
    method: 'POST',
    path: '/admin/reviews/7/moderation',
    body: { status: 'APPROVED' },
    answer: review,
    result: review,
  },
  {
    name: 'admin.reviewsBulk',
    call: (api) => api.admin.reviewsBulk({ body: { action: 'reject', filter: { status: ['PENDING'] } } }),
    method: 'POST',
    path: '/admin/reviews/bulk',
    body: { action: 'reject', filter: { status: ['PENDING'] } },
    answer: { changed: 2, refused: [{ id: 9, reason: 'Not found' }] },
    result: { changed: 2, refused: [{ id: 9, reason: 'Not found' }] },
  },
  {
    name: 'reviews.reply',
    call: (api) => api.reviews.reply({ params: { id: 7 }, body: { text: 'Thank you!' } }),
    method: 'PUT',
    path: '/api/reviews/7/reply',
    body: { text: 'Thank you!' },
    answer: review,
    result: review,
  },
  {
    name: 'restaurants.all (array answer)',
    call: (api) => api.restaurants.all(),
    method: 'GET',
    path: '/api/restaurants',
    query: {},
    answer: [restaurant],
    result: [restaurant],
  },
  {
    name: 'restaurants.all (page answer is normalised to its content)',
    call: (api) => api.restaurants.all(),
    method: 'GET',
    path: '/api/restaurants',
    query: {},
    answer: page([restaurant, { ...restaurant, id: 9 }]),
    result: [restaurant, { ...restaurant, id: 9 }],
  },
  {
    name: 'restaurants.list',
    call: (api) => api.restaurants.list({ query: { search: 'trat', page: 1 } }),
    method: 'GET',
    path: '/api/restaurants',
    query: { search: 'trat', page: '1', size: '10' },
    answer: page([restaurant]),
    result: page([restaurant]),
  },
  {
    name: 'restaurants.get',
    call: (api) => api.restaurants.get({ params: { id: 1 } }),
    method: 'GET',
    path: '/api/restaurants/1',
    answer: restaurant,
    result: restaurant,
  },
  {
    name: 'restaurants.create (drops an id smuggled into the input)',
    call: (api) =>
      api.restaurants.create({
        body: { id: 77, name: 'Trattoria', address: '1 Main St' } as { name: string; address: string },
      }),
    method: 'POST',
    path: '/api/restaurants',
    body: { name: 'Trattoria', address: '1 Main St' },
    status: 201,
    answer: restaurant,
    result: restaurant,
  },
  {
    name: 'restaurants.update',
    call: (api) =>
      api.restaurants.update({
        params: { id: 1 },
        body: { name: 'Trattoria', address: '2 Main St', isActive: false },
      }),
    method: 'PUT',
    path: '/api/restaurants/1',
    body: { name: 'Trattoria', address: '2 Main St', isActive: false },
    answer: restaurant,
    result: restaurant,
  },
  {
    name: 'restaurants.remove',
    call: (api) => api.restaurants.remove({ params: { id: 1 } }),
    method: 'DELETE',
    path: '/api/restaurants/1',
    status: 204,
    result: undefined,
  },
  {
    name: 'menus.byRestaurant',
    call: (api) => api.menus.byRestaurant({ params: { restaurantId: 1 }, query: { search: 'lun' } }),
    method: 'GET',
    path: '/api/restaurants/1/menus',
    query: { search: 'lun', page: '0', size: '10' },
    answer: page([menu]),
    result: page([menu]),
  },
  {
    name: 'menus.allByRestaurant (array answer)',
    call: (api) => api.menus.allByRestaurant({ params: { restaurantId: 1 } }),
    method: 'GET',
    path: '/api/restaurants/1/menus',
    query: {},
    answer: [menu],
    result: [menu],
  },
  {
    name: 'menus.allByRestaurant (page answer)',
    call: (api) => api.menus.allByRestaurant({ params: { restaurantId: 1 } }),
    method: 'GET',
    path: '/api/restaurants/1/menus',
    query: {},
    answer: page([menu]),
    result: [menu],
  },
  {
    name: 'menus.list',
    call: (api) => api.menus.list({ query: { size: 25 } }),
    method: 'GET',
    path: '/api/menus',
    query: { page: '0', size: '25' },
    answer: page([menu]),
    result: page([menu]),
  },
  {
    name: 'menus.get',
    call: (api) => api.menus.get({ params: { id: 2 } }),
    method: 'GET',
    path: '/api/menus/2',
    answer: menu,
    result: menu,
  },
  {
    name: 'menus.create',
    call: (api) =>
      api.menus.create({ params: { restaurantId: 1 }, body: { restaurantId: 1, name: 'Lunch' } }),
    method: 'POST',
    path: '/api/restaurants/1/menus',
    body: { restaurantId: 1, name: 'Lunch' },
    status: 201,
    answer: menu,
    result: menu,
  },
  {
    name: 'menus.update',
    call: (api) =>
      api.menus.update({
        params: { id: 2 },
        body: { restaurantId: 1, name: 'Dinner', description: 'Evenings' },
      }),
    method: 'PUT',
    path: '/api/menus/2',
    body: { restaurantId: 1, name: 'Dinner', description: 'Evenings' },
    answer: menu,
    result: menu,
  },
  {
    name: 'menus.remove',
    call: (api) => api.menus.remove({ params: { id: 2 } }),
    method: 'DELETE',
    path: '/api/menus/2',
    status: 204,
    result: undefined,
  },
  {
    name: 'dishes.byMenu',
    call: (api) => api.dishes.byMenu({ params: { menuId: 2 }, query: { search: 'piz', page: 1, size: 10 } }),
    method: 'GET',
    path: '/api/menus/2/dishes',
    query: { search: 'piz', page: '1', size: '10' },
    answer: page([dish]),
    result: page([dish]),
  },
  {
    name: 'dishes.get',
    call: (api) => api.dishes.get({ params: { id: 3 } }),
    method: 'GET',
    path: '/api/dishes/3',
    answer: dish,
    result: dish,
  },
  {
    name: 'dishes.create',
    call: (api) =>
      api.dishes.create({
        params: { menuId: 2 },
        body: { name: 'Pizza', price: 9.5, imageUrl: 'https://img.test/p.jpg' },
      }),
    method: 'POST',
    path: '/api/menus/2/dishes',
    body: { name: 'Pizza', price: 9.5, imageUrl: 'https://img.test/p.jpg' },
    status: 201,
    answer: dish,
    result: dish,
  },
  {
    name: 'dishes.update',
    call: (api) =>
      api.dishes.update({ params: { id: 3 }, body: { name: 'Pizza', price: 10, isAvailable: false } }),
    method: 'PUT',
    path: '/api/dishes/3',
    body: { name: 'Pizza', price: 10, isAvailable: false },
    answer: dish,
    result: dish,
  },
  {
    name: 'dishes.remove',
    call: (api) => api.dishes.remove({ params: { id: 3 } }),
    method: 'DELETE',
    path: '/api/dishes/3',
    status: 204,
    result: undefined,
  },
  {
    name: 'activityLog.record',
    call: (api) => api.activityLog.record({ body: { category: 'DISH', action: 'CREATE', entityId: 5 } }),
    method: 'POST',
    path: '/api/activity-log',
    body: { category: 'DISH', action: 'CREATE', entityId: 5 },
    status: 201,
    answer: activity,
    result: activity,
  },
];

describe('every call', () => {
  it.each(cases)('$name: $method $path', async (testCase) => {
    const requests = answerEverything(testCase.answer, testCase.status ?? 200);
    const { api } = testClient();

    const result = await testCase.call(api);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe(testCase.method);
    expect(request?.path).toBe(testCase.path);
    expect(request?.query).toEqual(testCase.query ?? {});
    expect(request?.body).toEqual(testCase.body);
    if (testCase.body !== undefined)
      expect(request?.headers.get('content-type')).toContain('application/json');
    if ('result' in testCase) expect(result).toEqual(testCase.result);
  });

  it('rejects a restaurants.all answer that is neither an array nor a page', async () => {
    answerEverything({ items: [restaurant] });
    const { api } = testClient();

    await expect(api.restaurants.all()).rejects.toMatchObject({ isSchemaError: true, status: 200 });
  });

  it('sends If-Match with the version a versioned write is based on, and only then', async () => {
    const requests = answerEverything(restaurant);
    const { api } = testClient();

    await api.restaurants.update({
      params: { id: 1 },
      body: { name: 'Trattoria', address: '1 Main St' },
      ifMatch: 3,
    });
    await api.restaurants.update({ params: { id: 1 }, body: { name: 'Trattoria', address: '1 Main St' } });

    expect(requests[0]?.headers.get('if-match')).toBe('"3"');
    expect(requests[1]?.headers.get('if-match')).toBeNull();
  });

  it('gives a 412 its current row on the error', async () => {
    answerEverything({ message: 'This restaurant was changed by someone else.', current: restaurant }, 412);
    const { api } = testClient();

    await expect(api.restaurants.remove({ params: { id: 1 }, ifMatch: 1 })).rejects.toMatchObject({
      status: 412,
      body: { current: restaurant },
    });
  });

  it('joins a base URL with a trailing slash or a path prefix', async () => {
    const requests = answerEverything(restaurant);
    const { api } = testClient({ baseURL: 'http://api.test/v1/' });

    await api.restaurants.get({ params: { id: 1 } });

    expect(requests[0]?.path).toBe('/v1/api/restaurants/1');
  });
});
