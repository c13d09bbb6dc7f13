import {
  errorBody,
  MAX_SEARCH_TEXT_LENGTH,
  SEARCH_HITS_PER_KIND,
  SEARCH_TEXT_REQUIRED_MESSAGE,
  SEARCH_TEXT_TOO_LONG_MESSAGE,
  type SearchResults,
  validationErrorBody,
} from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { insertDish, insertMenu, insertRestaurant } from './support/fixtures';
import {
  BAD_TOKEN_HEADERS,
  buildExtraApp,
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from './support/server';

/*
 * GET /api/search (docs/api.md#search): the palette's search over users, restaurants, menus and
 * dishes, scoped by role on the server. Names carry a per-run token so the rows are found only here.
 */

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
const TOKEN = 'zqx';

type Ids = { restaurant: number; menu: number; dish: number };
let own: Ids;
let others: Ids;

async function catalogue(ownerId: number, prefix: string): Promise<Ids> {
  const restaurant = await insertRestaurant(server.db, {
    name: `${prefix} ${TOKEN} Kitchen`,
    address: `${prefix} Street 1`,
    ownerId,
  });
  const menu = await insertMenu(server.db, restaurant.id, { name: `${prefix} ${TOKEN} Lunch` });
  const dish = await insertDish(server.db, menu.id, { name: `${prefix} ${TOKEN} Ramen` });
  return { restaurant: restaurant.id, menu: menu.id, dish: dish.id };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN');
  owner = await createUser(server.db, 'RESTAURANT', 'owner');
  otherOwner = await createUser(server.db, 'RESTAURANT', 'rival');
  own = await catalogue(owner.id, 'Mine');
  others = await catalogue(otherOwner.id, 'Theirs');
  await server.db.insert(users).values({
    uid: `uid-${TOKEN}`,
    firstName: 'Quinn',
    lastName: `${TOKEN}son`,
    email: `quinn.${TOKEN}@example.test`,
    role: 'COURIER',
  });
});
afterAll(async () => {
  await server.close();
});

const search = (caller: { headers: Record<string, string> } | undefined, query: string) =>
  server.app.inject({ method: 'GET', url: `/api/search${query}`, headers: caller?.headers ?? {} });

const ids = (hits: readonly { id: number }[]) => hits.map((hit) => hit.id);

describe('GET /api/search as an admin', () => {
  it('finds users by name or email, and every restaurant, menu and dish by name', async () => {
    const response = await search(admin, `?q=${TOKEN}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchResults>();
    expect(body.users).toEqual([
      {
        id: expect.any(Number),
        label: `Quinn ${TOKEN}son`,
        detail: `quinn.${TOKEN}@example.test · COURIER`,
        email: `quinn.${TOKEN}@example.test`,
      },
    ]);
    expect(body.restaurants).toEqual([
      { id: own.restaurant, label: `Mine ${TOKEN} Kitchen`, detail: 'Mine Street 1' },
      { id: others.restaurant, label: `Theirs ${TOKEN} Kitchen`, detail: 'Theirs Street 1' },
    ]);
    expect(body.menus).toEqual([
      {
        id: own.menu,
        label: `Mine ${TOKEN} Lunch`,
        detail: `Mine ${TOKEN} Kitchen`,
        restaurantId: own.restaurant,
      },
      {
        id: others.menu,
        label: `Theirs ${TOKEN} Lunch`,
        detail: `Theirs ${TOKEN} Kitchen`,
        restaurantId: others.restaurant,
      },
    ]);
    expect(body.dishes[0]).toEqual({
      id: own.dish,
      label: `Mine ${TOKEN} Ramen`,
      detail: `Mine ${TOKEN} Lunch · Mine ${TOKEN} Kitchen`,
      menuId: own.menu,
      restaurantId: own.restaurant,
    });
    expect(ids(body.dishes)).toEqual([own.dish, others.dish]);
  });

  it('matches case-insensitively, trims the text, and finds a user by email', async () => {
    const byEmail = (await search(admin, `?q=%20QUINN.${TOKEN.toUpperCase()}%40%20`)).json<SearchResults>();
    expect(byEmail.users.map((hit) => hit.label)).toEqual([`Quinn ${TOKEN}son`]);
    expect(byEmail.restaurants).toEqual([]);
  });

  it('answers at most 5 hits per kind, names that start with the text first', async () => {
    const restaurant = await insertRestaurant(server.db, { name: 'Zeta pierogi house' });
    for (let index = 0; index < SEARCH_HITS_PER_KIND + 2; index += 1) {
      await insertRestaurant(server.db, { name: `Aardvark pierogi ${index}` });
    }
    const starting = await insertRestaurant(server.db, { name: 'Pierogi Palace' });
    const body = (await search(admin, '?q=pierogi')).json<SearchResults>();
    expect(body.restaurants).toHaveLength(SEARCH_HITS_PER_KIND);
    expect(body.restaurants[0]?.id).toBe(starting.id);
    expect(body.restaurants.map((hit) => hit.label).slice(1)).toEqual(
      [0, 1, 2, 3].map((index) => `Aardvark pierogi ${index}`),
    );
    expect(ids(body.restaurants)).not.toContain(restaurant.id);
  });

  it('takes LIKE wildcards literally', async () => {
    const body = (await search(admin, '?q=%25')).json<SearchResults>();
    expect(body).toEqual({ users: [], restaurants: [], menus: [], dishes: [] });
    const underscore = (await search(admin, `?q=${TOKEN}_`)).json<SearchResults>();
    expect(underscore.restaurants).toEqual([]);
  });
});

describe('GET /api/search as a restaurant owner', () => {
  it('finds no users and only their own restaurants, menus and dishes', async () => {
    const response = await search(owner, `?q=${TOKEN}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchResults>();
    expect(body.users).toEqual([]);
    expect(ids(body.restaurants)).toEqual([own.restaurant]);
    expect(ids(body.menus)).toEqual([own.menu]);
    expect(ids(body.dishes)).toEqual([own.dish]);
  });

  it("never finds another owner's records, even by their exact names", async () => {
    const body = (await search(owner, `?q=Theirs%20${TOKEN}`)).json<SearchResults>();
    expect(body).toEqual({ users: [], restaurants: [], menus: [], dishes: [] });
    const theirs = (await search(otherOwner, `?q=Theirs%20${TOKEN}`)).json<SearchResults>();
    expect(ids(theirs.restaurants)).toEqual([others.restaurant]);
    expect(ids(theirs.dishes)).toEqual([others.dish]);
  });
});

describe('GET /api/search refuses', () => {
  it('401 without a token or with a bad one', async () => {
    for (const headers of [undefined, BAD_TOKEN_HEADERS]) {
      const response = await search(headers && { headers }, `?q=${TOKEN}`);
      expect(response.statusCode).toBe(401);
    }
    expect((await search(undefined, `?q=${TOKEN}`)).json()).toEqual(
      errorBody(401, 'Authentication required'),
    );
  });

  it('403 for customers and couriers', async () => {
    for (const role of ['CUSTOMER', 'COURIER'] as const) {
      const caller = await createUser(server.db, role);
      const response = await search(caller, `?q=${TOKEN}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(403, 'Administrator or restaurant role required'));
    }
  });

  it.each([
    ['no q', '', SEARCH_TEXT_REQUIRED_MESSAGE],
    ['an empty q', '?q=', SEARCH_TEXT_REQUIRED_MESSAGE],
    ['a blank q', '?q=%20%20', SEARCH_TEXT_REQUIRED_MESSAGE],
    ['a q too long', `?q=${'a'.repeat(MAX_SEARCH_TEXT_LENGTH + 1)}`, SEARCH_TEXT_TOO_LONG_MESSAGE],
    ['q twice', '?q=a&q=b', 'Search text must be one text'],
  ])('400 for %s, naming the field', async (_name, query, message) => {
    const response = await search(admin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationErrorBody({ q: [message] }));
  });

  it('400 for NUL characters, and accepts the longest text', async () => {
    const nul = await search(admin, '?q=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual(errorBody(400, 'Text must not contain NUL characters'));
    expect((await search(admin, `?q=${'a'.repeat(MAX_SEARCH_TEXT_LENGTH)}`)).statusCode).toBe(200);
  });
});

describe("GET /api/search and the 'search' budget", () => {
  it('spends the account budget that list searches spend too', async () => {
    const app = await buildExtraApp(server, { RATE_LIMIT_SEARCH: '1', RATE_LIMIT_SEARCH_MAX: '2' });
    try {
      const get = (url: string, caller: TestUser = admin) =>
        app.inject({ method: 'GET', url, headers: caller.headers });
      expect((await get(`/api/search?q=${TOKEN}`)).statusCode).toBe(200);
      expect((await get('/api/restaurants?search=sushi')).statusCode).toBe(200);
      const refused = await get(`/api/search?q=${TOKEN}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another account has a budget of its own.
      expect((await get(`/api/search?q=${TOKEN}`, owner)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
