import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../src/db/schema';
import { insertOrder, insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * History per record (docs/api.md#history): one entry per change, in the write's transaction, with
 * who, when and each changed field's old and new value; readable by whoever may edit the record.
 */

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [admin, owner, otherOwner, customer] = await Promise.all([
    createUser(server.db, 'ADMIN', 'Ada'),
    createUser(server.db, 'RESTAURANT', 'Oscar'),
    createUser(server.db, 'RESTAURANT', 'other'),
    createUser(server.db, 'CUSTOMER'),
  ]);
});
afterAll(async () => {
  await server.close();
});

const history = (as: TestUser, kind: string, id: number | string, query = '') =>
  server.app.inject({ method: 'GET', url: `/api/history/${kind}/${id}${query}`, headers: as.headers });

describe("a restaurant's history", () => {
  it('records each save with who, when and the changed fields, newest first', async () => {
    const restaurant = await insertRestaurant(server.db, {
      name: 'Casa',
      address: '1 Road',
      ownerId: owner.id,
    });
    const save = (as: TestUser, body: object) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/restaurants/${restaurant.id}`,
        headers: as.headers,
        payload: body,
      });
    expect((await save(owner, { name: 'Casa Verde', address: '1 Road' })).statusCode).toBe(200);
    expect((await save(admin, { name: 'Casa Verde', address: '2 Road', isActive: false })).statusCode).toBe(
      200,
    );
    // The same values again change nothing worth an entry.
    await save(admin, { name: 'Casa Verde', address: '2 Road', isActive: false });

    const response = await history(owner, 'restaurant', restaurant.id);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(2);
    const [latest, first] = page.content;
    expect(latest).toMatchObject({
      version: 3,
      action: 'update',
      actor: { id: admin.id, name: 'Ada Tester' },
    });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'address', from: '1 Road', to: '2 Road' },
        { field: 'isActive', from: true, to: false },
      ]),
    );
    expect(latest.changes).toHaveLength(2);
    expect(first).toMatchObject({
      version: 2,
      actor: { id: owner.id, name: 'Oscar Tester' },
      changes: [{ field: 'name', from: 'Casa', to: 'Casa Verde' }],
    });
    expect(Date.parse(first.changedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records a delete and a restore, and a change made outside the API without an actor', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    await server.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurant.id}`,
      headers: owner.headers,
    });
    await server.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/restore`,
      headers: admin.headers,
    });
    await server.db
      .update(restaurants)
      .set({ description: 'By a script' })
      .where(eq(restaurants.id, restaurant.id));

    const page = (await history(admin, 'restaurant', restaurant.id)).json();
    expect(page.content.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'restore',
      'delete',
    ]);
    expect(page.content[0]).toMatchObject({
      actor: null,
      changes: [{ field: 'description', from: null, to: 'By a script' }],
    });
    expect(page.content[1].actor).toEqual({ id: admin.id, name: 'Ada Tester' });
    expect(page.content[2].actor).toEqual({ id: owner.id, name: 'Oscar Tester' });
  });

  it('is for its owner and admins only', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    expect((await history(otherOwner, 'restaurant', restaurant.id)).statusCode).toBe(403);
    expect((await history(customer, 'restaurant', restaurant.id)).statusCode).toBe(403);
    expect((await history(admin, 'restaurant', restaurant.id)).statusCode).toBe(200);
    expect((await history(admin, 'restaurant', 999_999)).statusCode).toBe(404);
    expect((await history(admin, 'table', restaurant.id)).statusCode).toBe(400);
  });
});

describe("an order's history", () => {
  it('records its moves for admins; an owner may not read it', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const order = await insertOrder(server.db, restaurant.id, customer.id, { status: 'PENDING' });
    const moved = await server.app.inject({
      method: 'POST',
      url: `/admin/orders/${order.id}/transitions`,
      headers: admin.headers,
      payload: { to: 'ACCEPTED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const page = (await history(admin, 'order', order.id)).json();
    expect(page.content[0]).toMatchObject({ version: 2, actor: { id: admin.id } });
    expect(page.content[0].changes).toContainEqual({ field: 'status', from: 'PENDING', to: 'ACCEPTED' });
    expect((await history(owner, 'order', order.id)).statusCode).toBe(403);
  });
});

describe('the records a change refers to', () => {
  it('are named (deleted ones too, while in the trash), and null once deleted for good', async () => {
    const [first, trashed] = await Promise.all([
      createUser(server.db, 'RESTAURANT', 'Gone'),
      createUser(server.db, 'RESTAURANT', 'Binned'),
    ]);
    const restaurant = await insertRestaurant(server.db, {
      name: 'Casa',
      address: '1 Road',
      ownerId: first.id,
    });
    const setOwner = (ownerId: number) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/restaurants/${restaurant.id}`,
        headers: admin.headers,
        payload: { name: 'Casa', address: '1 Road', ownerId },
      });
    expect((await setOwner(trashed.id)).statusCode).toBe(200);
    expect((await setOwner(owner.id)).statusCode).toBe(200);
    const remove = (method: 'DELETE', url: string) =>
      server.app.inject({ method, url, headers: admin.headers });
    expect((await remove('DELETE', `/admin/users/${first.id}`)).statusCode).toBe(204);
    expect((await remove('DELETE', `/admin/trash/user/${first.id}`)).statusCode).toBe(204);
    expect((await remove('DELETE', `/admin/users/${trashed.id}`)).statusCode).toBe(204);

    const [latest, earlier] = (await history(admin, 'restaurant', restaurant.id)).json().content;
    expect(latest.changes).toEqual([
      { field: 'ownerId', from: trashed.id, to: owner.id, fromName: 'Binned Tester', toName: 'Oscar Tester' },
    ]);
    expect(earlier.changes).toEqual([
      { field: 'ownerId', from: first.id, to: trashed.id, fromName: null, toName: 'Binned Tester' },
    ]);
  });
});
