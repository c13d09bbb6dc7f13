import { errorBody, refusalBody } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, dishes, menus, restaurants, reviews } from '../src/db/schema';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [admin, owner, otherOwner, customer] = await Promise.all([
    createUser(server.db, 'ADMIN'),
    createUser(server.db, 'RESTAURANT', 'owner'),
    createUser(server.db, 'RESTAURANT', 'other'),
    createUser(server.db, 'CUSTOMER'),
  ]);
});
afterAll(async () => {
  await server.close();
});

const validBody = {
  name: 'Casa Verde',
  address: '12 Elm Ave',
  description: 'Tapas',
  logoUrl: 'https://img.example/logo.png',
};

describe('restaurant lists', () => {
  it('answers every restaurant as an array without paging parameters, and a page with any', async () => {
    const created = await insertRestaurant(server.db, { name: 'Array Place' });
    const all = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants',
      headers: customer.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(Array.isArray(all.json())).toBe(true);
    expect(all.json()).toContainEqual(
      expect.objectContaining({ id: created.id, name: 'Array Place', isActive: true }),
    );

    const paged = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants?page=0',
      headers: customer.headers,
    });
    expect(paged.json()).toMatchObject({
      number: 0,
      content: expect.any(Array),
      totalElements: expect.any(Number),
    });
    const searchOnly = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants?search=',
      headers: customer.headers,
    });
    expect(searchOnly.json()).toHaveProperty('content');
  });

  it('pages with correct totals, last page and an empty page past the end', async () => {
    const prefix = `Pager-${Date.now()}`;
    for (let index = 0; index < 25; index += 1)
      await insertRestaurant(server.db, { name: `${prefix} ${index}` });
    const url = (page: number, size: number) =>
      `/api/restaurants?search=${encodeURIComponent(prefix)}&page=${page}&size=${size}`;
    const first = (
      await server.app.inject({ method: 'GET', url: url(0, 10), headers: admin.headers })
    ).json();
    expect(first).toMatchObject({ number: 0, last: false, totalPages: 3, totalElements: 25 });
    expect(first.content).toHaveLength(10);
    const last = (await server.app.inject({ method: 'GET', url: url(2, 10), headers: admin.headers })).json();
    expect(last).toMatchObject({ number: 2, last: true, totalPages: 3, totalElements: 25 });
    expect(last.content).toHaveLength(5);
    const beyond = (
      await server.app.inject({ method: 'GET', url: url(7, 10), headers: admin.headers })
    ).json();
    expect(beyond).toMatchObject({ number: 7, last: true, content: [], totalElements: 25 });
    const all = (await server.app.inject({ method: 'GET', url: url(0, 100), headers: admin.headers })).json();
    expect(all.content).toHaveLength(25);
    expect(all.last).toBe(true);
    // Ordered by id, so pages never overlap.
    const ids = [...first.content, ...last.content].map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(15);
  });

  it('answers an empty page for a search without matches', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants?search=zzz-no-match-zzz',
      headers: admin.headers,
    });
    expect(response.json()).toEqual({ content: [], number: 0, last: true, totalPages: 0, totalElements: 0 });
  });

  it('rejects size and page out of bounds with 400 and field messages', async () => {
    for (const [query, field] of [
      ['size=0', 'size'],
      ['size=101', 'size'],
      ['size=abc', 'size'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=0&page=1', 'page'],
    ] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/restaurants?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fieldErrors[field], query).toBeDefined();
    }
    const ok = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants?size=100&page=0',
      headers: admin.headers,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('searches case-insensitively and treats % _ and \\ literally', async () => {
    await insertRestaurant(server.db, { name: 'Deal 100% Pizza' });
    await insertRestaurant(server.db, { name: 'Deal 1000 Pizza' });
    await insertRestaurant(server.db, { name: 'Under_score Grill' });
    await insertRestaurant(server.db, { name: 'UnderXscore Grill' });
    await insertRestaurant(server.db, { name: 'Back\\slash Bar' });
    const search = async (term: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/restaurants?size=100&search=${encodeURIComponent(term)}`,
          headers: admin.headers,
        })
      )
        .json()
        .content.map((item: { name: string }) => item.name);
    expect(await search('100%')).toEqual(['Deal 100% Pizza']);
    expect(await search('%')).toEqual(['Deal 100% Pizza']);
    expect(await search('under_')).toEqual(['Under_score Grill']);
    expect(await search('_')).toEqual(['Under_score Grill']);
    expect(await search('k\\s')).toEqual(['Back\\slash Bar']);
    expect(await search('DEAL 1')).toEqual(['Deal 100% Pizza', 'Deal 1000 Pizza']);
  });
});

describe('restaurant detail and writes', () => {
  it('gets one restaurant, 404 when missing, 400 for a malformed id', async () => {
    const created = await insertRestaurant(server.db, { ownerId: owner.id });
    const found = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/${created.id}`,
      headers: customer.headers,
    });
    expect(found.json()).toMatchObject({ id: created.id, name: created.name, ownerId: owner.id });
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants/999999',
      headers: customer.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody(404, 'Restaurant not found'));
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/restaurants/${id}`,
        headers: customer.headers,
      });
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('lets an admin create with defaults, normalising blank optional fields, and logs it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: admin.headers,
      payload: { name: '  Trim Me  ', address: 'Somewhere', description: '  ', logoUrl: '' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Trim Me',
      address: 'Somewhere',
      description: null,
      logoUrl: null,
      isActive: true,
      ownerId: null,
    });
    const log = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'Created restaurant Trim Me'));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      category: 'RESTAURANT',
      actionType: 'CREATE',
      level: 'INFO',
      userId: admin.id,
    });
  });

  it('answers 400 with the shared schema messages for bad bodies', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: admin.headers,
      payload: { logoUrl: 'javascript:alert(1)', isActive: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    // Spelled out rather than built with errorBody: the isActive message is left open here.
    expect(response.json()).toEqual({
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        name: ['Name is required'],
        address: ['Address is required'],
        logoUrl: ['Logo URL must be a valid http(s) URL'],
        isActive: [expect.any(String)],
      },
      fieldCodes: {
        name: ['NAME_REQUIRED'],
        address: ['ADDRESS_REQUIRED'],
        logoUrl: ['LOGO_URL_INVALID'],
        isActive: ['INVALID'],
      },
    });
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toHaveProperty('message');
    const textBody = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: { ...admin.headers, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(textBody.statusCode).toBe(415);
  });

  it('a RESTAURANT user creates restaurants they own; naming another owner is refused', async () => {
    const own = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: owner.headers,
      payload: { ...validBody, ownerId: owner.id },
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ ownerId: owner.id, owner: { id: owner.id } });
    const forOther = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: owner.headers,
      payload: { ...validBody, name: 'Not Mine', ownerId: otherOwner.id },
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toEqual(refusalBody('OWNER_ADMIN_ONLY'));
    const stored = await server.db.select().from(restaurants).where(eq(restaurants.name, 'Not Mine'));
    expect(stored).toEqual([]);
  });

  it('an admin assigns an owner, who must be a RESTAURANT user', async () => {
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: admin.headers,
      payload: { ...validBody, ownerId: otherOwner.id },
    });
    expect(ok.json().ownerId).toBe(otherOwner.id);
    const notOwner = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: admin.headers,
      payload: { ...validBody, ownerId: customer.id },
    });
    expect(notOwner.statusCode).toBe(400);
    expect(notOwner.json().fieldErrors).toEqual({ ownerId: ['Owner must be a restaurant user'] });
    expect(notOwner.json().fieldCodes).toEqual({ ownerId: ['OWNER_NOT_RESTAURANT'] });
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: admin.headers,
      payload: { ...validBody, ownerId: 2_000_000_000_000 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ ownerId: ['Owner not found'] });
    expect(missing.json().fieldCodes).toEqual({ ownerId: ['OWNER_NOT_FOUND'] });
  });

  it('updates: the owner may, another owner and a customer may not; the owner stays unless an admin changes it', async () => {
    const created = await insertRestaurant(server.db, { ownerId: owner.id });
    const url = `/api/restaurants/${created.id}`;
    const byOwner = await server.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { ...validBody, isActive: false },
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({
      id: created.id,
      name: 'Casa Verde',
      isActive: false,
      ownerId: owner.id,
    });
    const byOther = await server.app.inject({
      method: 'PUT',
      url,
      headers: otherOwner.headers,
      payload: validBody,
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual(refusalBody('NOT_YOUR_RESTAURANT'));
    const byCustomer = await server.app.inject({
      method: 'PUT',
      url,
      headers: customer.headers,
      payload: validBody,
    });
    expect(byCustomer.statusCode).toBe(403);
    const byAdmin = await server.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...validBody, name: 'Renamed' },
    });
    expect(byAdmin.json()).toMatchObject({ name: 'Renamed', ownerId: owner.id });
    const cleared = await server.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...validBody, ownerId: null },
    });
    expect(cleared.json().ownerId).toBeNull();
    const missing = await server.app.inject({
      method: 'PUT',
      url: '/api/restaurants/999999',
      headers: admin.headers,
      payload: validBody,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('restaurant delete rules', () => {
  it('deletes with its menus, dishes and reviews (CASCADE) and logs a WARN entry', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Doomed Diner' });
    const menu = await insertMenu(server.db, restaurant.id);
    await insertDish(server.db, menu.id);
    await insertReview(server.db, restaurant.id, customer.id);
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurant.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await server.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id))).toEqual([]);
    expect(await server.db.select().from(menus).where(eq(menus.restaurantId, restaurant.id))).toEqual([]);
    expect(await server.db.select().from(dishes).where(eq(dishes.menuId, menu.id))).toEqual([]);
    expect(await server.db.select().from(reviews).where(eq(reviews.restaurantId, restaurant.id))).toEqual([]);
    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'Deleted restaurant Doomed Diner'));
    expect(entry).toMatchObject({ level: 'WARN', actionType: 'DELETE' });
    const again = await server.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurant.id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses with 409 to delete a restaurant that has orders, and changes nothing', async () => {
    const restaurant = await insertRestaurant(server.db);
    await insertOrder(server.db, restaurant.id, customer.id);
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurant.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusalBody('RESTAURANT_HAS_ORDERS'));
    expect(await server.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id))).toHaveLength(
      1,
    );
  });

  it('forbids deleting someone else’s restaurant', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurant.id}`,
      headers: otherOwner.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(await server.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id))).toHaveLength(
      1,
    );
  });
});

describe('handing a restaurant over (docs/api.md#who-may-do-what)', () => {
  const put = (as: TestUser, id: number, body: object, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${id}`,
      headers: { ...as.headers, ...headers },
      payload: body,
    });
  const get = (as: TestUser, id: number) =>
    server.app.inject({ method: 'GET', url: `/api/restaurants/${id}`, headers: as.headers });

  it('an admin hands a restaurant over: the answer and the read name the new owner', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const response = await put(admin, restaurant.id, { ...validBody, ownerId: otherOwner.id });
    expect(response.statusCode, response.body).toBe(200);
    const named = { id: otherOwner.id, name: 'other Tester', email: otherOwner.email };
    expect(response.json()).toMatchObject({ ownerId: otherOwner.id, owner: named });
    expect((await get(admin, restaurant.id)).json().owner).toEqual(named);
    // The new owner may edit it now, the previous one no longer.
    expect((await put(otherOwner, restaurant.id, validBody)).statusCode).toBe(200);
    expect((await put(owner, restaurant.id, validBody)).json()).toEqual(refusalBody('NOT_YOUR_RESTAURANT'));
  });

  it('writes the hand-over to the history and the activity feed with the admin as the actor', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Handover House' });
    const body = { ...validBody, name: 'Handover House' };
    expect((await put(admin, restaurant.id, { ...body, ownerId: otherOwner.id })).statusCode).toBe(200);
    expect((await put(admin, restaurant.id, { ...body, ownerId: null })).statusCode).toBe(200);

    const history = await server.app.inject({
      method: 'GET',
      url: `/api/history/restaurant/${restaurant.id}`,
      headers: admin.headers,
    });
    const [removed, handedOver] = history.json().content;
    expect(handedOver).toMatchObject({ actor: { id: admin.id } });
    expect(handedOver.changes).toContainEqual(
      expect.objectContaining({ field: 'ownerId', from: owner.id, to: otherOwner.id }),
    );
    expect(removed.changes).toContainEqual(
      expect.objectContaining({ field: 'ownerId', from: otherOwner.id, to: null }),
    );

    const feed = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.actionType, 'OWNER'))
      .orderBy(activityLog.id);
    expect(
      feed
        .filter((entry) => entry.entityId === restaurant.id)
        .map(({ code, action, userId }) => ({ code, action, userId })),
    ).toEqual([
      {
        code: 'RESTAURANT_OWNER_CHANGED',
        action: 'Handed restaurant Handover House over to other Tester',
        userId: admin.id,
      },
      {
        code: 'RESTAURANT_OWNER_REMOVED',
        action: 'Removed the owner of restaurant Handover House',
        userId: admin.id,
      },
    ]);
  });

  it('an owner cannot hand their restaurant over nor drop it; sending their own id changes nothing', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const toOther = await put(owner, restaurant.id, { ...validBody, ownerId: otherOwner.id });
    expect(toOther.statusCode).toBe(403);
    expect(toOther.json()).toEqual(refusalBody('OWNER_ADMIN_ONLY'));
    expect((await put(owner, restaurant.id, { ...validBody, ownerId: null })).statusCode).toBe(403);
    const same = await put(owner, restaurant.id, { ...validBody, ownerId: owner.id });
    expect(same.statusCode).toBe(200);
    const [row] = await server.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(row?.ownerId).toBe(owner.id);
  });

  it('refuses an unknown account and one that is not a RESTAURANT user, and keeps the owner', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const unknown = await put(admin, restaurant.id, { ...validBody, ownerId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldCodes).toEqual({ ownerId: ['OWNER_NOT_FOUND'] });
    const notRestaurant = await put(admin, restaurant.id, { ...validBody, ownerId: customer.id });
    expect(notRestaurant.statusCode).toBe(400);
    expect(notRestaurant.json().fieldCodes).toEqual({ ownerId: ['OWNER_NOT_RESTAURANT'] });
    expect((await get(admin, restaurant.id)).json().owner).toMatchObject({ id: owner.id });
  });

  it('a hand-over with a stale If-Match answers 412 and keeps the owner', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    expect((await put(admin, restaurant.id, { ...validBody, name: 'Moved On' })).statusCode).toBe(200);
    const stale = await put(
      admin,
      restaurant.id,
      { ...validBody, ownerId: otherOwner.id },
      { 'if-match': `"${restaurant.version}"` },
    );
    expect(stale.statusCode).toBe(412);
    expect((await get(admin, restaurant.id)).json().ownerId).toBe(owner.id);
  });

  it('names the owner to admins and the owner only, never to other accounts', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    expect((await get(owner, restaurant.id)).json().owner).toEqual({
      id: owner.id,
      name: 'owner Tester',
      email: owner.email,
    });
    expect((await get(otherOwner, restaurant.id)).json()).not.toHaveProperty('owner');
    expect((await get(customer, restaurant.id)).json()).not.toHaveProperty('owner');
    const unowned = await insertRestaurant(server.db, { ownerId: null });
    expect((await get(admin, unowned.id)).json().owner).toBeNull();
  });
});
