import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  DishSchema,
  MenuSchema,
  OrderDetailSchema,
  RestaurantSchema,
  ReviewSchema,
  UserSchema,
} from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishes, menus, orders, restaurants, reviews, users } from '../src/db/schema';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Versions and conditional writes (docs/api.md#versions): every versioned write honours If-Match
 * (or a `version` in the body): the current version writes and answers the next ETag, a stale one
 * answers 412 with the current row and changes nothing, none at all writes unconditionally.
 */

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN');
});
afterAll(async () => {
  await server.close();
});

const tables = { users, restaurants, menus, dishes, orders, reviews } as const;
/** How the API answers a row of each kind: a 412's `current` is one, so the app can show it. */
const answered = {
  users: UserSchema,
  restaurants: RestaurantSchema,
  menus: MenuSchema,
  dishes: DishSchema,
  orders: OrderDetailSchema,
  reviews: ReviewSchema,
} as const;
type Kind = keyof typeof tables;

async function versionOf(kind: Kind, id: number): Promise<number | undefined> {
  const table = tables[kind];
  const [row] = await server.db.select({ version: table.version }).from(table).where(eq(table.id, id));
  return row?.version;
}

function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: method as 'PUT',
    url,
    headers: { ...admin.headers, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** One conditional write: a fresh row of `kind` each time, and the call that changes it. */
type Write = {
  name: string;
  kind: Kind;
  /** Creates the row the write targets; answers its id. */
  setup: () => Promise<number>;
  method: 'PUT' | 'POST' | 'DELETE';
  url: (id: number) => string;
  body?: (id: number) => Promise<unknown> | unknown;
  /** 204 for a delete; the row stays versioned (a reply removal) unless `removes`. */
  status: 200 | 204;
  /** The write removes the row (so the version after it is not readable). */
  removes?: boolean;
  /** The 412 message names this. */
  what: string;
};

const newRestaurant = async () => (await insertRestaurant(server.db)).id;
const newMenu = async () => (await insertMenu(server.db, await newRestaurant())).id;
const newDish = async () => (await insertDish(server.db, await newMenu())).id;
const newOrder = (status: 'PENDING' | 'PREPARING') => async () =>
  (await insertOrder(server.db, await newRestaurant(), null, { status })).id;
const newReview = async () => (await insertReview(server.db, await newRestaurant(), null)).id;
const menuBody = async (id: number) => {
  const [menu] = await server.db.select().from(menus).where(eq(menus.id, id));
  return { restaurantId: menu?.restaurantId, name: 'Renamed menu' };
};

const writes: Write[] = [
  {
    name: 'PUT /api/restaurants/{id}',
    kind: 'restaurants',
    setup: newRestaurant,
    method: 'PUT',
    url: (id) => `/api/restaurants/${id}`,
    body: () => ({ name: `Renamed ${Math.random()}`, address: '2 New Street' }),
    status: 200,
    what: 'restaurant',
  },
  {
    name: 'DELETE /api/restaurants/{id}',
    kind: 'restaurants',
    setup: newRestaurant,
    method: 'DELETE',
    url: (id) => `/api/restaurants/${id}`,
    status: 204,
    removes: true,
    what: 'restaurant',
  },
  {
    name: 'PUT /api/menus/{id}',
    kind: 'menus',
    setup: newMenu,
    method: 'PUT',
    url: (id) => `/api/menus/${id}`,
    body: menuBody,
    status: 200,
    what: 'menu',
  },
  {
    name: 'DELETE /api/menus/{id}',
    kind: 'menus',
    setup: newMenu,
    method: 'DELETE',
    url: (id) => `/api/menus/${id}`,
    status: 204,
    removes: true,
    what: 'menu',
  },
  {
    name: 'PUT /api/dishes/{id}',
    kind: 'dishes',
    setup: newDish,
    method: 'PUT',
    url: (id) => `/api/dishes/${id}`,
    body: () => ({ name: 'Renamed dish', price: 12 }),
    status: 200,
    what: 'dish',
  },
  {
    name: 'DELETE /api/dishes/{id}',
    kind: 'dishes',
    setup: newDish,
    method: 'DELETE',
    url: (id) => `/api/dishes/${id}`,
    status: 204,
    removes: true,
    what: 'dish',
  },
  {
    name: 'PUT /admin/users/{id}',
    kind: 'users',
    setup: async () => (await createUser(server.db, 'CUSTOMER')).id,
    method: 'PUT',
    url: (id) => `/admin/users/${id}`,
    body: () => ({ role: 'COURIER' }),
    status: 200,
    what: 'user',
  },
  {
    name: 'DELETE /admin/users/{id}',
    kind: 'users',
    setup: async () => (await createUser(server.db, 'CUSTOMER')).id,
    method: 'DELETE',
    url: (id) => `/admin/users/${id}`,
    status: 204,
    removes: true,
    what: 'user',
  },
  {
    name: 'POST /admin/orders/{id}/transitions',
    kind: 'orders',
    setup: newOrder('PENDING'),
    method: 'POST',
    url: (id) => `/admin/orders/${id}/transitions`,
    body: () => ({ to: 'ACCEPTED' }),
    status: 200,
    what: 'order',
  },
  {
    name: 'PUT /admin/orders/{id}/courier',
    kind: 'orders',
    setup: newOrder('PREPARING'),
    method: 'PUT',
    url: (id) => `/admin/orders/${id}/courier`,
    body: async () => ({ courierId: (await createUser(server.db, 'COURIER')).id }),
    status: 200,
    what: 'order',
  },
  {
    name: 'POST /admin/reviews/{id}/moderation',
    kind: 'reviews',
    setup: newReview,
    method: 'POST',
    url: (id) => `/admin/reviews/${id}/moderation`,
    body: () => ({ status: 'APPROVED' }),
    status: 200,
    what: 'review',
  },
  {
    name: 'PUT /api/reviews/{id}/reply',
    kind: 'reviews',
    setup: newReview,
    method: 'PUT',
    url: (id) => `/api/reviews/${id}/reply`,
    body: () => ({ text: 'Thank you' }),
    status: 200,
    what: 'review',
  },
  {
    name: 'DELETE /api/reviews/{id}/reply',
    kind: 'reviews',
    setup: async () => {
      const id = await newReview();
      await server.db
        .update(reviews)
        .set({ replyText: 'Thanks', repliedAt: new Date() })
        .where(eq(reviews.id, id));
      return id;
    },
    method: 'DELETE',
    url: (id) => `/api/reviews/${id}/reply`,
    status: 204,
    what: 'review',
  },
];

describe.each(writes)('$name', (write) => {
  async function prepared() {
    const id = await write.setup();
    const version = await versionOf(write.kind, id);
    if (version === undefined) throw new Error('no row');
    return { id, version, body: await write.body?.(id) };
  }

  it('writes with the current If-Match and answers the next ETag', async () => {
    const { id, version, body } = await prepared();
    const response = await call(write.method, write.url(id), body, { 'if-match': `"${version}"` });
    expect(response.statusCode, response.body).toBe(write.status);
    if (write.removes) return expect(await versionOf(write.kind, id)).toBeUndefined();
    expect(await versionOf(write.kind, id)).toBe(version + 1);
    if (write.status === 200) {
      expect(response.headers.etag).toBe(`"${version + 1}"`);
      expect(response.json()).toMatchObject({ id, version: version + 1 });
    }
  });

  it('answers 412 with the current row to a stale If-Match and changes nothing', async () => {
    const { id, version, body } = await prepared();
    // Someone else wrote first: the row moved on to the next version.
    expect(await bump(write.kind, id)).toBe(version + 1);

    const response = await call(write.method, write.url(id), body, { 'if-match': `"${version}"` });
    expect(response.statusCode, response.body).toBe(412);
    expect(response.json()).toMatchObject({
      message: `This ${write.what} was changed by someone else since you opened it. Review their changes and save again.`,
      code: 'VERSION_CONFLICT',
      current: { id, version: version + 1 },
    });
    expect(response.headers.etag).toBe(`"${version + 1}"`);
    const current = v.safeParse(answered[write.kind], response.json().current);
    expect(current.issues, 'current is the row as the API answers it').toBeUndefined();
    expect(await versionOf(write.kind, id)).toBe(version + 1);
  });

  it.each([undefined, '*'])('writes unconditionally with If-Match %s', async (tag) => {
    const { id, body } = await prepared();
    await bump(write.kind, id);
    const headers: Record<string, string> = tag === undefined ? {} : { 'if-match': tag };
    const response = await call(write.method, write.url(id), body, headers);
    expect(response.statusCode, response.body).toBe(write.status);
  });

  it('answers 400 to an If-Match that is not one of its ETags, and changes nothing', async () => {
    const { id, version, body } = await prepared();
    for (const tag of ['W/"x"', 'abc', '"-1"', '"1.5"']) {
      const response = await call(write.method, write.url(id), body, { 'if-match': tag });
      expect(response.statusCode, tag).toBe(400);
      expect(response.json().message).toMatch(/If-Match/);
    }
    expect(await versionOf(write.kind, id)).toBe(version);
  });

  if (write.method !== 'DELETE')
    it('counts a `version` in the body (sent back with id and timestamps) as If-Match', async () => {
      const { id, version, body } = await prepared();
      await bump(write.kind, id);
      const echoed = { ...(body as object), id, createdAt: '2020-01-01T00:00:00Z' };
      const refused = await call(write.method, write.url(id), { ...echoed, version });
      expect(refused.statusCode, refused.body).toBe(412);
      expect(await versionOf(write.kind, id)).toBe(version + 1);
      const saved = await call(write.method, write.url(id), { ...echoed, version: version + 1 });
      expect(saved.statusCode, saved.body).toBe(write.status);
      expect(await versionOf(write.kind, id)).toBe(version + 2);
    });
});

/** Someone else's write: moves the row to its next version (the trigger bumps it on any update). */
async function bump(kind: Kind, id: number): Promise<number | undefined> {
  const table = tables[kind];
  await server.db.update(table).set({ id }).where(eq(table.id, id));
  return versionOf(kind, id);
}

describe('reads of versioned rows', () => {
  it('answers the version in the body and as the ETag on GET and POST', async () => {
    const restaurant = await insertRestaurant(server.db);
    const menu = await insertMenu(server.db, restaurant.id);
    const dish = await insertDish(server.db, menu.id);
    const order = await insertOrder(server.db, restaurant.id);
    for (const url of [
      `/api/restaurants/${restaurant.id}`,
      `/api/menus/${menu.id}`,
      `/api/dishes/${dish.id}`,
      `/admin/orders/${order.id}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().version, url).toBe(1);
      expect(response.headers.etag, url).toBe('"1"');
    }
    const created = await call('POST', '/api/restaurants', {
      name: `Fresh ${Date.now()}`,
      address: '3 Road',
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    expect(created.json().version).toBe(1);
  });

  it('lets a browser on another origin send If-Match and read the ETag', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/restaurants/1',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(response.headers['access-control-allow-headers']).toMatch(/if-match/i);
    const get = await call('GET', `/api/restaurants/${(await insertRestaurant(server.db)).id}`, undefined, {
      origin: 'http://localhost:5173',
    });
    expect(get.headers['access-control-expose-headers']).toMatch(/etag/i);
  });

  it('lets only one of two writers based on the same version win', async () => {
    const id = await newRestaurant();
    const [first, second] = await Promise.all(
      ['First', 'Second'].map((name) =>
        call(
          'PUT',
          `/api/restaurants/${id}`,
          { name: `${name} ${id}`, address: '1 Race Road' },
          { 'if-match': '"1"' },
        ),
      ),
    );
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 412]);
    expect(await versionOf('restaurants', id)).toBe(2);
  });
});
