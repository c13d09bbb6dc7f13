import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMenu, insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * `owner=me` on the restaurants and menus lists (docs/api.md#lists): the caller's own restaurants
 * and their menus, with the totals, facets, export and bulk target of those rows alone. What an
 * owner's "My Restaurants" and "Menus" ask for (docs/requirements.md#req-roles-client).
 */

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let customer: TestUser;
/** The owner's three restaurants (the first two active) and the one menu of each of the first two. */
const own = { restaurants: [] as number[], menus: [] as number[] };

beforeAll(async () => {
  server = await startTestServer();
  [admin, owner, otherOwner, customer] = await Promise.all([
    createUser(server.db, 'ADMIN'),
    createUser(server.db, 'RESTAURANT', 'owner'),
    createUser(server.db, 'RESTAURANT', 'other'),
    createUser(server.db, 'CUSTOMER'),
  ]);
  for (const [index, isActive] of [true, true, false].entries()) {
    const mine = await insertRestaurant(server.db, { name: `Mine ${index}`, ownerId: owner.id, isActive });
    own.restaurants.push(mine.id);
    const theirs = await insertRestaurant(server.db, { name: `Theirs ${index}`, ownerId: otherOwner.id });
    await insertMenu(server.db, theirs.id, { name: `Their menu ${index}` });
    if (index < 2) own.menus.push((await insertMenu(server.db, mine.id, { name: `My menu ${index}` })).id);
  }
  await insertRestaurant(server.db, { name: 'Nobody owns me', ownerId: null });
});
afterAll(async () => {
  await server.close();
});

async function get(as: TestUser, url: string) {
  const response = await server.app.inject({ method: 'GET', url, headers: as.headers });
  return { status: response.statusCode, body: response.body };
}

const ids = (body: string) =>
  (JSON.parse(body) as { content: { id: number }[] }).content.map((row) => row.id);
/** The ids column of a CSV export, header left out. */
const csvIds = (body: string) =>
  body
    .split('\r\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => Number(line.split(',')[0]));

describe("owner=me lists the caller's own restaurants", () => {
  it('pages only their restaurants, with totals of theirs alone', async () => {
    const first = await get(owner, '/api/restaurants?owner=me&size=2');
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ totalElements: 3, totalPages: 2, last: false });
    const second = await get(owner, '/api/restaurants?owner=me&size=2&page=1');
    expect([...ids(first.body), ...ids(second.body)]).toEqual(own.restaurants);
    expect(JSON.parse(second.body)).toMatchObject({ totalElements: 3, last: true });
    // Without the filter the owner reads every restaurant, as everyone does.
    expect(JSON.parse((await get(owner, '/api/restaurants?size=2')).body).totalElements).toBe(7);
  });

  it('counts facets and exports over their restaurants alone', async () => {
    const facets = await get(owner, '/api/restaurants/facets?owner=me');
    expect(JSON.parse(facets.body).isActive).toEqual([
      { value: 'false', count: 1 },
      { value: 'true', count: 2 },
    ]);
    const csv = await get(owner, '/api/restaurants/export?owner=me&sort=name,desc');
    expect(csv.status).toBe(200);
    expect(csvIds(csv.body)).toEqual([...own.restaurants].reverse());
  });

  it('means whoever asks: another owner gets theirs, an admin or a customer who owns none gets none', async () => {
    expect(ids((await get(otherOwner, '/api/restaurants?owner=me&size=10')).body)).toHaveLength(3);
    expect(ids((await get(otherOwner, '/api/restaurants?owner=me&size=10')).body)).not.toContain(
      own.restaurants[0],
    );
    expect(JSON.parse((await get(admin, '/api/restaurants?owner=me')).body).totalElements).toBe(0);
    expect(JSON.parse((await get(customer, '/api/restaurants?owner=me')).body).totalElements).toBe(0);
  });

  it('combines with the search and the other filters', async () => {
    expect(ids((await get(owner, '/api/restaurants?owner=me&isActive=false')).body)).toEqual([
      own.restaurants[2],
    ]);
    expect(ids((await get(owner, '/api/restaurants?owner=me&search=theirs')).body)).toEqual([]);
  });

  it('refuses any value but me with the field named', async () => {
    const refused = await get(owner, `/api/restaurants?owner=${otherOwner.id}`);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ fieldErrors: { owner: ['Owner must be me'] } });
  });

  it('makes a bulk action on "all matching" reach their restaurants only', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants/bulk',
      headers: owner.headers,
      payload: { action: 'activate', filter: { owner: 'me' } },
    });
    expect(response.statusCode).toBe(200);
    // One of theirs was inactive; nobody else's restaurant was tried (and refused).
    expect(response.json()).toMatchObject({ changed: 1, refused: [] });
  });
});

describe("owner=me lists the menus of the caller's own restaurants", () => {
  it('pages, counts and exports only their menus', async () => {
    const page = await get(owner, '/api/menus?owner=me&size=1');
    expect(JSON.parse(page.body)).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(ids((await get(owner, '/api/menus?owner=me')).body)).toEqual(own.menus);
    expect(JSON.parse((await get(owner, '/api/menus/facets?owner=me')).body).isActive).toEqual([
      { value: 'true', count: 2 },
    ]);
    expect(csvIds((await get(owner, '/api/menus/export?owner=me')).body)).toEqual(own.menus);
    expect(JSON.parse((await get(owner, '/api/menus')).body).totalElements).toBe(5);
  });

  it("keeps another owner's restaurant's menus out, on that restaurant's list too", async () => {
    const theirs = JSON.parse((await get(otherOwner, '/api/menus?owner=me')).body) as {
      content: { restaurantId: number }[];
    };
    const [theirRestaurant] = theirs.content.map((menu) => menu.restaurantId);
    expect(ids((await get(owner, `/api/restaurants/${theirRestaurant}/menus?owner=me`)).body)).toEqual([]);
    expect(
      ids((await get(otherOwner, `/api/restaurants/${theirRestaurant}/menus?owner=me`)).body),
    ).toHaveLength(1);
  });
});
