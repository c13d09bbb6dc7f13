import { validationErrorBody, refusalBody } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orders, restaurants, reviews, users } from '../src/db/schema';
import { insertOrder, insertRestaurant, insertReview, tableCounts } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [admin, owner, customer] = await Promise.all([
    createUser(server.db, 'ADMIN'),
    createUser(server.db, 'RESTAURANT', 'owner'),
    createUser(server.db, 'CUSTOMER', 'customer'),
  ]);
});
afterAll(async () => {
  await server.close();
});

describe('GET /admin/dashboard-stats', () => {
  it('counts restaurants, users, orders and reviews', async () => {
    const restaurant = await insertRestaurant(server.db);
    await insertOrder(server.db, restaurant.id, customer.id);
    await insertReview(server.db, restaurant.id, customer.id);
    const counts = await tableCounts(server.db);
    const response = await server.app.inject({
      method: 'GET',
      url: '/admin/dashboard-stats',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      restaurants: counts.restaurants,
      users: counts.users,
      orders: counts.orders,
      reviews: counts.reviews,
    });
    expect(counts.orders).toBeGreaterThan(0);
  });
});

describe('GET /admin/recent-activity', () => {
  it('pages newest first, filters by category and level, searches action and username', async () => {
    const base = Date.now();
    const entries = [
      { category: 'USER', level: 'INFO', action: 'Feed alpha', username: 'Zed' },
      { category: 'RESTAURANT', level: 'WARN', action: 'Feed beta', username: 'Yolanda' },
      { category: 'DISH', level: 'ERROR', action: 'Feed gamma', username: 'Xavier 100%' },
      { category: 'RESTAURANT', level: 'INFO', action: 'Feed delta', username: 'Walter' },
    ] as const;
    for (const [index, entry] of entries.entries()) {
      await server.db
        .insert(activityLog)
        .values({ ...entry, actionType: 'TEST', createdAt: new Date(base + 60_000 + index * 1000) });
    }
    const get = async (query: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/admin/recent-activity?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };
    const newest = await get('size=2');
    expect(newest.content.map((entry: { action: string }) => entry.action)).toEqual([
      'Feed delta',
      'Feed gamma',
    ]);
    expect(newest.content[0]).toEqual({
      id: expect.any(Number),
      category: 'RESTAURANT',
      level: 'INFO',
      actionType: 'TEST',
      action: 'Feed delta',
      username: 'Walter',
      createdAt: new Date(base + 63_000).toISOString(),
    });
    const restaurantsOnly = await get('category=RESTAURANT&search=feed');
    expect(restaurantsOnly.content.map((entry: { action: string }) => entry.action)).toEqual([
      'Feed delta',
      'Feed beta',
    ]);
    const warn = await get('level=WARN&search=Feed');
    expect(warn).toMatchObject({ totalElements: 1, content: [{ action: 'Feed beta' }] });
    const both = await get('category=RESTAURANT&level=INFO&search=feed');
    expect(both).toMatchObject({ totalElements: 1, content: [{ action: 'Feed delta' }] });
    const byUser = await get('search=yolanda');
    expect(byUser.content.map((entry: { username: string }) => entry.username)).toEqual(['Yolanda']);
    const escaped = await get(`search=${encodeURIComponent('100%')}`);
    expect(escaped.content.map((entry: { action: string }) => entry.action)).toEqual(['Feed gamma']);
    const bad = await server.app.inject({
      method: 'GET',
      url: '/admin/recent-activity?category=MENU&level=DEBUG',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ category: ['Invalid category'], level: ['Invalid level'] });
  });
});

describe('users', () => {
  it('lists users paged, searching email and full name', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/admin/users?size=100',
      headers: admin.headers,
    });
    const page = response.json();
    expect(page.content).toContainEqual({
      id: customer.id,
      version: 1,
      firstName: 'customer',
      lastName: 'Tester',
      email: customer.email,
      role: 'CUSTOMER',
      phone: null,
      createdAt: expect.any(String),
    });
    const byEmail = await server.app.inject({
      method: 'GET',
      url: `/admin/users?search=${encodeURIComponent(customer.email.toUpperCase())}`,
      headers: admin.headers,
    });
    expect(byEmail.json()).toMatchObject({ totalElements: 1, content: [{ id: customer.id }] });
    const byName = await server.app.inject({
      method: 'GET',
      url: '/admin/users?search=owner%20tester',
      headers: admin.headers,
    });
    expect(byName.json().content.map((user: { id: number }) => user.id)).toEqual([owner.id]);
  });

  it('changes only the role, and logs it', async () => {
    const target = await createUser(server.db, 'CUSTOMER', 'promote');
    const response = await server.app.inject({
      method: 'PUT',
      url: `/admin/users/${target.id}`,
      headers: admin.headers,
      payload: { id: 1, firstName: 'Hacked', lastName: 'Name', email: 'x@y.z', role: 'RESTAURANT' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: target.id,
      role: 'RESTAURANT',
      firstName: 'promote',
      email: target.email,
    });
    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, `Changed role of ${target.email} from CUSTOMER to RESTAURANT`));
    expect(entry).toMatchObject({ category: 'USER', actionType: 'UPDATE', userId: admin.id });
    const invalid = await server.app.inject({
      method: 'PUT',
      url: `/admin/users/${target.id}`,
      headers: admin.headers,
      payload: { role: 'KING' },
    });
    expect(invalid.json()).toEqual(validationErrorBody({ role: ['Invalid role'] }));
    const missing = await server.app.inject({
      method: 'PUT',
      url: '/admin/users/999999',
      headers: admin.headers,
      payload: { role: 'ADMIN' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('an admin cannot demote or delete themselves (409), but may keep their own role', async () => {
    const demote = await server.app.inject({
      method: 'PUT',
      url: `/admin/users/${admin.id}`,
      headers: admin.headers,
      payload: { role: 'CUSTOMER' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual(refusalBody('OWN_ROLE'));
    expect(demote.json().code).toBe('OWN_ROLE');
    const keep = await server.app.inject({
      method: 'PUT',
      url: `/admin/users/${admin.id}`,
      headers: admin.headers,
      payload: { role: 'ADMIN' },
    });
    expect(keep.statusCode).toBe(200);
    const remove = await server.app.inject({
      method: 'DELETE',
      url: `/admin/users/${admin.id}`,
      headers: admin.headers,
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual(refusalBody('OWN_ACCOUNT'));
    const [row] = await server.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('ADMIN');
  });

  it('deletes a user into the trash (their sign-in stops, their rows keep them); deleting forever unlinks them', async () => {
    const doomed = await createUser(server.db, 'RESTAURANT', 'doomed');
    const restaurant = await insertRestaurant(server.db, { ownerId: doomed.id });
    const order = await insertOrder(server.db, restaurant.id, doomed.id);
    const review = await insertReview(server.db, restaurant.id, doomed.id);
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/admin/users/${doomed.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    // In the trash, restorable: what they own and wrote still names them.
    expect(
      (await server.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id)))[0]?.ownerId,
    ).toBe(doomed.id);
    const again = await server.app.inject({
      method: 'DELETE',
      url: `/admin/users/${doomed.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    // The deleted account's still-valid token no longer opens anything: the account is disabled.
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants',
      headers: doomed.headers,
    });
    expect(after.statusCode, after.body).toBe(401);
    expect(after.json().message).toBe('This account has been disabled');

    const forever = await server.app.inject({
      method: 'DELETE',
      url: `/admin/trash/user/${doomed.id}`,
      headers: admin.headers,
    });
    expect(forever.statusCode).toBe(204);
    expect(
      (await server.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id)))[0]?.ownerId,
    ).toBeNull();
    expect((await server.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.customerId).toBeNull();
    expect((await server.db.select().from(reviews).where(eq(reviews.id, review.id)))[0]?.userId).toBeNull();
  });
});

describe('orders and reviews (read-only lists)', () => {
  it('lists orders newest first with restaurant and customer names, searchable', async () => {
    const restaurant = await insertRestaurant(server.db, { name: 'Order_Search 10% Cafe' });
    const older = await insertOrder(server.db, restaurant.id, customer.id);
    await server.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, older.id));
    const newer = await insertOrder(server.db, restaurant.id, null);
    const response = await server.app.inject({
      method: 'GET',
      url: `/admin/orders?search=${encodeURIComponent('_search 10%')}`,
      headers: admin.headers,
    });
    const page = response.json();
    expect(page.totalElements).toBe(2);
    expect(page.content[0]).toEqual({
      id: newer.id,
      version: 1,
      restaurantId: restaurant.id,
      restaurantName: 'Order_Search 10% Cafe',
      customerId: null,
      customerName: null,
      courierId: null,
      courierName: null,
      status: 'DELIVERED',
      total: 25.5,
      totalMinor: 2550,
      currency: 'USD',
      createdAt: expect.any(String),
    });
    expect(page.content[1]).toMatchObject({
      id: older.id,
      customerId: customer.id,
      customerName: 'customer Tester',
    });
    const byCustomer = await server.app.inject({
      method: 'GET',
      url: `/admin/orders?search=${encodeURIComponent(customer.email)}`,
      headers: admin.headers,
    });
    expect(
      byCustomer.json().content.every((row: { customerId: number }) => row.customerId === customer.id),
    ).toBe(true);
  });

  it('lists reviews with restaurant and author names, searchable by text', async () => {
    const restaurant = await insertRestaurant(server.db, { name: 'Review Place' });
    const review = await insertReview(server.db, restaurant.id, customer.id, 'Crunchy_unique_text');
    const response = await server.app.inject({
      method: 'GET',
      url: '/admin/reviews?search=crunchy_unique',
      headers: admin.headers,
    });
    expect(response.json()).toMatchObject({
      totalElements: 1,
      content: [
        {
          id: review.id,
          restaurantName: 'Review Place',
          userId: customer.id,
          userName: 'customer Tester',
          rating: 4,
          text: 'Crunchy_unique_text',
        },
      ],
    });
    const empty = await server.app.inject({
      method: 'GET',
      url: '/admin/reviews?search=nothing-like-this',
      headers: admin.headers,
    });
    expect(empty.json()).toEqual({ content: [], number: 0, last: true, totalPages: 0, totalElements: 0 });
  });
});

describe('POST /api/activity-log', () => {
  it('records a client entry under the signed-in user name', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/activity-log',
      headers: admin.headers,
      payload: { category: 'GENERAL', action: 'Checked the feed', level: 'WARN' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      category: 'GENERAL',
      level: 'WARN',
      actionType: 'Checked the feed',
      action: 'Checked the feed',
      username: 'admin Tester',
      createdAt: expect.any(String),
    });
  });

  /** A dish written through the API (so the server logs it), in a restaurant `user` may edit. */
  async function writeDish(user: TestUser, name: string): Promise<{ id: number }> {
    const restaurant = await insertRestaurant(server.db, { ownerId: user.role === 'ADMIN' ? null : user.id });
    const menu = await server.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/menus`,
      headers: user.headers,
      payload: { restaurantId: restaurant.id, name: `Menu for ${name}` },
    });
    const dish = await server.app.inject({
      method: 'POST',
      url: `/api/menus/${menu.json<{ id: number }>().id}/dishes`,
      headers: user.headers,
      payload: { name, price: 4.5 },
    });
    expect(dish.statusCode).toBe(201);
    return dish.json<{ id: number }>();
  }

  const record = (user: TestUser, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/activity-log', headers: user.headers, payload });
  const entryCount = async () => (await server.db.select().from(activityLog)).length;

  it('answers the entry a dish save logged when the app names the dish (200, nothing recorded twice)', async () => {
    const dish = await writeDish(admin, 'Echo soup');
    const before = await entryCount();

    const created = await record(admin, { category: 'DISH', action: 'CREATE', entityId: dish.id });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      category: 'DISH',
      actionType: 'CREATE',
      action: 'Created dish Echo soup in menu Menu for Echo soup',
    });
    expect(await entryCount()).toBe(before);

    const updated = await server.app.inject({
      method: 'PUT',
      url: `/api/dishes/${dish.id}`,
      headers: admin.headers,
      payload: { name: 'Echo soup II', price: 5 },
    });
    expect(updated.statusCode).toBe(200);
    const confirmed = await record(admin, { category: 'DISH', action: 'UPDATE', entityId: dish.id });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ actionType: 'UPDATE', action: 'Updated dish Echo soup II' });
    expect(await entryCount()).toBe(before + 1);

    // The feed shows each change once.
    const feed = await server.app.inject({
      method: 'GET',
      url: '/admin/recent-activity?category=DISH&search=Echo%20soup',
      headers: admin.headers,
    });
    expect(feed.json<{ content: { action: string }[] }>().content.map((entry) => entry.action)).toEqual([
      'Updated dish Echo soup II',
      'Created dish Echo soup in menu Menu for Echo soup',
    ]);
  });

  it("records a new entry (201) for another user's dish, or an action the save did not log", async () => {
    const ownersDish = await writeDish(owner, 'Owner stew');
    const before = await entryCount();

    const byAdmin = await record(admin, { category: 'DISH', action: 'CREATE', entityId: ownersDish.id });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({
      action: 'CREATE',
      actionType: 'CREATE',
      username: 'admin Tester',
    });

    // The owner's dish was created, never updated: an UPDATE naming it is a new entry.
    const notLogged = await record(owner, { category: 'DISH', action: 'UPDATE', entityId: ownersDish.id });
    expect(notLogged.statusCode).toBe(201);
    expect(await entryCount()).toBe(before + 2);
  });

  it('records a new entry (201) without entityId, however recent the dish save', async () => {
    await writeDish(admin, 'Fresh salad');
    const before = await entryCount();
    const response = await record(admin, { category: 'DISH', action: 'CREATE' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ action: 'CREATE', actionType: 'CREATE' });
    expect(await entryCount()).toBe(before + 1);
  });

  it('lets a restaurant account post only the confirmation of a change to its own dish', async () => {
    const ownDish = await writeDish(owner, 'Own soup');
    const othersDish = await writeDish(admin, 'Admin soup');
    const before = await entryCount();
    const refused = [
      { category: 'USER', action: 'Promoted myself', level: 'ERROR' },
      { category: 'DISH', action: 'UPDATE' },
      { category: 'DISH', action: 'UPDATE', entityId: ownDish.id, level: 'ERROR' },
      { category: 'DISH', action: 'Deleted everything', entityId: ownDish.id },
      { category: 'DISH', action: 'UPDATE', entityId: othersDish.id },
    ];
    for (const payload of refused) {
      const response = await record(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect(await entryCount()).toBe(before);

    const confirmed = await record(owner, { category: 'DISH', action: 'CREATE', entityId: ownDish.id });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ username: 'owner Tester', actionType: 'CREATE' });
  });

  it('validates the entry and refuses customers', async () => {
    const invalid = await server.app.inject({
      method: 'POST',
      url: '/api/activity-log',
      headers: admin.headers,
      payload: { category: 'MENU', action: '', level: 'LOUD' },
    });
    expect(invalid.json()).toEqual(
      validationErrorBody({
        category: ['Invalid category'],
        action: ['Action is required'],
        level: ['Invalid level'],
      }),
    );
    const byCustomer = await server.app.inject({
      method: 'POST',
      url: '/api/activity-log',
      headers: customer.headers,
      payload: { category: 'DISH', action: 'CREATE' },
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});
