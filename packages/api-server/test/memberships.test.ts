import {
  BUILT_IN_PERMISSION_SETS,
  grantsOf,
  type Page,
  type PermissionSetName,
} from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNED_IDS_READ } from '../src/auth/permissions';
import { builtInSetId, syncBuiltInPermissionSets } from '../src/auth/permission-sets';
import { memberships, permissionSets } from '../src/db/schema';
import { canHear } from '../src/modules/events/audience';
import type { ChangeRecord } from '../src/modules/events/change-record';
import { insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Memberships (docs/requirements.md#req-permissions): a person's permission set on one restaurant or
 * platform-wide, read with the caller on every request. What each set lets its holder do on their
 * restaurant and not elsewhere, through the API, and the built-in sets following the contract.
 */

describe('memberships', () => {
  let server: TestServer;
  let owner: TestUser;
  let customer: TestUser;
  /** The owner's restaurant, where the members work, and another one. */
  let ours: { id: number; menuId: number; orderId: number };
  let theirs: { id: number; menuId: number; orderId: number };

  const restaurantWithOrders = async (ownerId: number | null, name: string) => {
    const restaurant = await insertRestaurant(server.db, { ownerId, name });
    const menu = await insertMenu(server.db, restaurant.id);
    const order = await insertOrder(server.db, restaurant.id, customer.id, { status: 'PENDING' });
    await insertReview(server.db, restaurant.id, customer.id, `A review of ${name}`);
    return { id: restaurant.id, menuId: menu.id, orderId: order.id };
  };

  /** A RESTAURANT account holding `set` on `restaurantId` (platform-wide when null). */
  const member = async (
    set: PermissionSetName,
    restaurantId: number | null,
    role: TestUser['role'] = 'RESTAURANT',
  ) => {
    const user = await createUser(server.db, role, `${set.toLowerCase().replace(' ', '-')}-member`);
    await server.db
      .insert(memberships)
      .values({ userId: user.id, restaurantId, permissionSetId: await builtInSetId(server.db, set) });
    return user;
  };

  const call = (as: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: as.headers, ...(payload === undefined ? {} : { payload }) });
  const listedIds = async (as: TestUser, url: string) => {
    const response = await call(as, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<{ id: number; restaurantId: number }>>().content.map((row) => row.restaurantId);
  };
  const move = (as: TestUser, orderId: number, to: string) =>
    call(as, 'POST', `/admin/orders/${orderId}/transitions`, { to });
  const renameMenu = (as: TestUser, restaurant: typeof ours) =>
    call(as, 'PUT', `/api/menus/${restaurant.menuId}`, { restaurantId: restaurant.id, name: 'Renamed' });

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createUser(server.db, 'RESTAURANT', 'members-owner');
    customer = await createUser(server.db, 'CUSTOMER', 'members-customer');
    ours = await restaurantWithOrders(owner.id, 'Our Kitchen');
    theirs = await restaurantWithOrders(null, 'Their Kitchen');
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps the built-in sets as the contract declares them, restoring a changed one at start', async () => {
    const read = async () =>
      Object.fromEntries(
        (await server.db.select().from(permissionSets).where(eq(permissionSets.builtIn, true))).map((row) => [
          row.name,
          row,
        ]),
      );
    const before = await read();
    expect(Object.fromEntries(Object.entries(before).map(([name, row]) => [name, row.permissions]))).toEqual(
      Object.fromEntries(Object.entries(BUILT_IN_PERMISSION_SETS).map(([name, set]) => [name, [...set]])),
    );
    await server.db
      .update(permissionSets)
      .set({ permissions: ['users.manage'] })
      .where(eq(permissionSets.name, 'Kitchen'));
    await syncBuiltInPermissionSets(server.db);
    const after = await read();
    expect(after.Kitchen?.permissions).toEqual([...BUILT_IN_PERMISSION_SETS.Kitchen]);
    // The others were left alone (same version), and memberships keep their row.
    expect(after.Manager?.version).toBe(before.Manager?.version);
    expect(after.Kitchen?.id).toBe(before.Kitchen?.id);
  });

  it("lets a kitchen member see and move their restaurant's orders, and nothing else", async () => {
    const kitchen = await member('Kitchen', ours.id);
    expect(new Set(await listedIds(kitchen, '/admin/orders?size=100'))).toEqual(new Set([ours.id]));
    expect((await call(kitchen, 'GET', `/admin/orders/${ours.orderId}`)).statusCode).toBe(200);
    const accepted = await move(kitchen, ours.orderId, 'ACCEPTED');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ allowedMoves: string[] }>().allowedMoves).toEqual(['PREPARING', 'CANCELLED']);

    const elsewhere = await move(kitchen, theirs.orderId, 'ACCEPTED');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json<{ code: string }>().code).toBe('ORDER_NOT_YOURS');
    expect((await call(kitchen, 'GET', `/admin/orders/${theirs.orderId}`)).statusCode).toBe(403);
    // Kitchen holds no menus.edit, no reviews.reply, no restaurants.edit.
    const menu = await renameMenu(kitchen, ours);
    expect(menu.statusCode).toBe(403);
    expect(menu.json<{ code: string }>().code).toBe('NOT_YOUR_RESTAURANT');
    expect(await listedIds(kitchen, '/admin/reviews')).toEqual([]);
    // It pauses its own restaurant, not another.
    const pause = { reason: 'busy', until: new Date(Date.now() + 3_600_000).toISOString() };
    expect((await call(kitchen, 'PUT', `/api/restaurants/${ours.id}/pause`, pause)).statusCode).toBe(200);
    expect((await call(kitchen, 'PUT', `/api/restaurants/${theirs.id}/pause`, pause)).statusCode).toBe(403);
  });

  it('lets a menu editor edit the menus of their restaurant only, and see no orders', async () => {
    const editor = await member('Menu editor', ours.id);
    expect((await renameMenu(editor, ours)).statusCode).toBe(200);
    expect((await renameMenu(editor, theirs)).statusCode).toBe(403);
    expect(await listedIds(editor, '/admin/orders')).toEqual([]);
    expect((await call(editor, 'GET', `/admin/orders/${ours.orderId}`)).statusCode).toBe(403);
  });

  it("adds a member's restaurants to the ones an owner owns", async () => {
    const otherOwner = await createUser(server.db, 'RESTAURANT', 'members-other-owner');
    const own = await restaurantWithOrders(otherOwner.id, 'Owned Elsewhere');
    await server.db.insert(memberships).values({
      userId: otherOwner.id,
      restaurantId: ours.id,
      permissionSetId: await builtInSetId(server.db, 'Support'),
    });
    // Support on one restaurant gives its restaurant permissions there (orders.view, reviews.reply).
    expect(new Set(await listedIds(otherOwner, '/admin/orders?size=100'))).toEqual(
      new Set([own.id, ours.id]),
    );
    expect(new Set(await listedIds(otherOwner, '/admin/reviews?size=100'))).toEqual(
      new Set([own.id, ours.id]),
    );
  });

  it('gives a platform-wide member their set on every restaurant, not the admin endpoints', async () => {
    const support = await member('Support', null);
    const ids = new Set(await listedIds(support, '/admin/orders?size=100'));
    expect(ids.has(ours.id) && ids.has(theirs.id)).toBe(true);
    expect((await move(support, theirs.orderId, 'ACCEPTED')).statusCode).toBe(200);
    expect((await renameMenu(support, theirs)).statusCode).toBe(403);
    // The users list asks users.manage platform-wide, which Support lacks: the edge says which.
    const refused = await call(support, 'GET', '/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PERMISSION_REQUIRED',
      message: expect.stringContaining('users.manage'),
    });
    // A restaurant account that is no platform staff gets the spec's answer.
    const kitchen = await member('Kitchen', ours.id);
    expect((await call(kitchen, 'GET', '/admin/users')).json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
  });

  it('lets a platform-wide Finance member approve refunds, which the Administrator role alone did', async () => {
    const finance = await member('Finance', null);
    // Let in by the edge: the refund does not exist (404), where a kitchen member is refused (403).
    expect((await call(finance, 'POST', '/admin/refunds/999999/approve')).statusCode).toBe(404);
    const kitchen = await member('Kitchen', ours.id);
    expect((await call(kitchen, 'POST', '/admin/refunds/999999/approve')).statusCode).toBe(403);
  });

  it('tells a person what they hold beyond their role (GET /api/me/permissions)', async () => {
    const kitchen = await member('Kitchen', ours.id);
    const answer = await call(kitchen, 'GET', '/api/me/permissions');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      ownedRestaurantIds: [],
      memberships: [{ restaurantId: ours.id, permissions: [...BUILT_IN_PERMISSION_SETS.Kitchen] }],
    });
    expect((await call(owner, 'GET', '/api/me/permissions')).json()).toEqual({
      ownedRestaurantIds: [ours.id],
      memberships: [],
    });
    const support = await member('Support', null);
    expect((await call(support, 'GET', '/api/me/permissions')).json()).toEqual({
      ownedRestaurantIds: [],
      memberships: [{ restaurantId: null, permissions: [...BUILT_IN_PERMISSION_SETS.Support] }],
    });
  });

  it("counts their team's restaurants and menus as theirs in My Restaurants (owner=me)", async () => {
    const kitchen = await member('Kitchen', ours.id);
    const ids = async (url: string) =>
      (await call(kitchen, 'GET', url)).json<Page<{ id: number }>>().content.map((row) => row.id);
    expect(await ids('/api/restaurants?owner=me&page=0&size=100')).toEqual([ours.id]);
    expect(await ids('/api/menus?owner=me&page=0&size=100')).toEqual([ours.menuId]);
  });

  it('applies a change of membership to the next request', async () => {
    const kitchen = await member('Kitchen', ours.id);
    expect((await call(kitchen, 'GET', `/admin/orders/${ours.orderId}`)).statusCode).toBe(200);
    await server.db.delete(memberships).where(eq(memberships.userId, kitchen.id));
    expect((await call(kitchen, 'GET', `/admin/orders/${ours.orderId}`)).statusCode).toBe(403);
    await server.db.insert(memberships).values({
      userId: kitchen.id,
      restaurantId: ours.id,
      permissionSetId: await builtInSetId(server.db, 'Manager'),
    });
    expect((await renameMenu(kitchen, ours)).statusCode).toBe(200);
  });

  it('allows one set per person and restaurant, and one platform-wide', async () => {
    const person = await member('Kitchen', ours.id);
    const again = (restaurantId: number | null) =>
      server.db.insert(memberships).values({
        userId: person.id,
        restaurantId,
        permissionSetId: sql`(select min(id) from permission_sets)`,
      });
    await expect(again(ours.id)).rejects.toThrow();
    await again(null);
    await expect(again(null)).rejects.toThrow();
  });

  it("sends a member's stream the changes of their restaurant's orders only", () => {
    const listener = {
      id: 99,
      role: 'RESTAURANT' as const,
      grants: grantsOf('RESTAURANT', [
        { restaurantId: ours.id, permissions: BUILT_IN_PERMISSION_SETS.Kitchen },
      ]),
    };
    const change = (restaurantId: number, kind = 'order') =>
      ({
        kind,
        restaurantId,
        ownerId: null,
        userId: null,
        courierId: null,
        status: 'PENDING',
      }) as ChangeRecord;
    expect(canHear(listener, change(ours.id))).toBe(true);
    expect(canHear(listener, change(theirs.id))).toBe(false);
    // Kitchen holds no reviews.reply.
    expect(canHear(listener, change(ours.id, 'review'))).toBe(false);
  });
  it('scopes the lists of an owner of more restaurants than are read with the caller, and of their members', async () => {
    // OWNED_IDS_READ + 1 restaurants: their ids are not read with the caller, subqueries scope them.
    const chain = await createUser(server.db, 'RESTAURANT', 'chain-owner');
    const kitchen = await createUser(server.db, 'RESTAURANT', 'chain-kitchen');
    const owned: number[] = [];
    for (let index = 0; index <= OWNED_IDS_READ; index += 1)
      owned.push((await insertRestaurant(server.db, { ownerId: chain.id, name: `Chain ${index}` })).id);
    const last = owned.at(-1) ?? 0;
    const order = await insertOrder(server.db, last, customer.id, { status: 'PENDING' });
    await server.db.insert(memberships).values({
      userId: chain.id,
      restaurantId: theirs.id,
      permissionSetId: await builtInSetId(server.db, 'Kitchen'),
    });
    const seen = async (as: TestUser) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/admin/orders?size=100',
        headers: as.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ content: { id: number }[] }>().content.map((row) => row.id);
    };
    // Their own restaurants' orders and those of the team they are on; nobody else's.
    expect(await seen(chain)).toEqual(expect.arrayContaining([order.id, theirs.orderId]));
    expect(await seen(chain)).not.toContain(ours.orderId);
    expect(await seen(kitchen)).toEqual([]);
  });
});
