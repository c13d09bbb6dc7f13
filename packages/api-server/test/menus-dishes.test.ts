import { errorBody, validationErrorBody } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, dishes, menus } from '../src/db/schema';
import { insertDish, insertMenu, insertRestaurant } from './support/fixtures';
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

describe('menus', () => {
  it("lists a restaurant's menus as an array without params and as a page with params; 404 for a missing restaurant", async () => {
    const restaurant = await insertRestaurant(server.db);
    await insertMenu(server.db, restaurant.id, { name: 'Lunch' });
    await insertMenu(server.db, restaurant.id, { name: 'Dinner' });
    const array = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurant.id}/menus`,
      headers: customer.headers,
    });
    expect(array.json().map((menu: { name: string }) => menu.name)).toEqual(['Lunch', 'Dinner']);
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurant.id}/menus?search=din&page=0&size=10`,
      headers: customer.headers,
    });
    expect(page.json()).toMatchObject({
      totalElements: 1,
      last: true,
      content: [{ name: 'Dinner', restaurantId: restaurant.id }],
    });
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants/999999/menus',
      headers: customer.headers,
    });
    expect(missing.statusCode).toBe(404);
    const empty = await insertRestaurant(server.db);
    const none = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/${empty.id}/menus`,
      headers: customer.headers,
    });
    expect(none.json()).toEqual([]);
  });

  it('lists every menu paged with search, and gets one', async () => {
    const restaurant = await insertRestaurant(server.db);
    const menu = await insertMenu(server.db, restaurant.id, { name: 'Unique_Menu 50%' });
    await insertMenu(server.db, restaurant.id, { name: 'UniqueXMenu 500' });
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/menus?search=${encodeURIComponent('_menu 50%')}`,
      headers: customer.headers,
    });
    expect(page.json()).toMatchObject({ totalElements: 1, content: [{ id: menu.id }] });
    const all = await server.app.inject({ method: 'GET', url: '/api/menus', headers: customer.headers });
    expect(all.json()).toMatchObject({ number: 0, content: expect.any(Array) });
    expect(all.json().content.length).toBeLessThanOrEqual(10);
    const one = await server.app.inject({
      method: 'GET',
      url: `/api/menus/${menu.id}`,
      headers: customer.headers,
    });
    expect(one.json()).toEqual({
      id: menu.id,
      version: 1,
      restaurantId: restaurant.id,
      name: 'Unique_Menu 50%',
      description: null,
      isActive: true,
    });
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/menus/999999',
      headers: customer.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody(404, 'Menu not found'));
  });

  it('creates a menu for an owned restaurant; the body restaurantId must match the path', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Owned Place' });
    const url = `/api/restaurants/${restaurant.id}/menus`;
    const created = await server.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { restaurantId: restaurant.id, name: 'Brunch', description: 'Weekends' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      restaurantId: restaurant.id,
      name: 'Brunch',
      description: 'Weekends',
      isActive: true,
    });
    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'Created menu Brunch of Owned Place'));
    expect(entry).toMatchObject({ category: 'RESTAURANT', actionType: 'CREATE', userId: owner.id });
    const mismatch = await server.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { restaurantId: restaurant.id + 1, name: 'X' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors).toEqual({ restaurantId: ['Restaurant does not match the address'] });
    const invalid = await server.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { restaurantId: 0, name: '' },
    });
    expect(invalid.json()).toEqual(
      validationErrorBody({
        restaurantId: ['Restaurant is required'],
        name: ['Name is required'],
      }),
    );
    const notMine = await server.app.inject({
      method: 'POST',
      url,
      headers: otherOwner.headers,
      payload: { restaurantId: restaurant.id, name: 'X' },
    });
    expect(notMine.statusCode).toBe(403);
    const noRestaurant = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants/999999/menus',
      headers: admin.headers,
      payload: { restaurantId: 999999, name: 'X' },
    });
    expect(noRestaurant.statusCode).toBe(404);
  });

  it('updates a menu, and moves it only to a restaurant the user may edit', async () => {
    const mine = await insertRestaurant(server.db, { ownerId: owner.id });
    const alsoMine = await insertRestaurant(server.db, { ownerId: owner.id });
    const theirs = await insertRestaurant(server.db, { ownerId: otherOwner.id });
    const menu = await insertMenu(server.db, mine.id);
    const url = `/api/menus/${menu.id}`;
    const updated = await server.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { restaurantId: mine.id, name: 'Renamed', isActive: false },
    });
    expect(updated.json()).toMatchObject({
      id: menu.id,
      name: 'Renamed',
      isActive: false,
      restaurantId: mine.id,
    });
    const moved = await server.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { restaurantId: alsoMine.id, name: 'Moved' },
    });
    expect(moved.json().restaurantId).toBe(alsoMine.id);
    const stolen = await server.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { restaurantId: theirs.id, name: 'X' },
    });
    expect(stolen.statusCode).toBe(403);
    const nowhere = await server.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { restaurantId: 999999, name: 'X' },
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fieldErrors).toEqual({ restaurantId: ['Restaurant not found'] });
    const byOther = await server.app.inject({
      method: 'PUT',
      url,
      headers: otherOwner.headers,
      payload: { restaurantId: alsoMine.id, name: 'X' },
    });
    expect(byOther.statusCode).toBe(403);
    const [row] = await server.db.select().from(menus).where(eq(menus.id, menu.id));
    expect(row).toMatchObject({ name: 'Moved', restaurantId: alsoMine.id });
  });

  it('deletes a menu with its dishes (CASCADE)', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const menu = await insertMenu(server.db, restaurant.id);
    const dish = await insertDish(server.db, menu.id);
    const byOther = await server.app.inject({
      method: 'DELETE',
      url: `/api/menus/${menu.id}`,
      headers: otherOwner.headers,
    });
    expect(byOther.statusCode).toBe(403);
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/menus/${menu.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await server.db.select().from(dishes).where(eq(dishes.id, dish.id))).toEqual([]);
    const again = await server.app.inject({
      method: 'DELETE',
      url: `/api/menus/${menu.id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('dishes', () => {
  it('lists a menu’s dishes paged with search; 404 for a missing menu', async () => {
    const restaurant = await insertRestaurant(server.db);
    const menu = await insertMenu(server.db, restaurant.id);
    for (let index = 0; index < 12; index += 1)
      await insertDish(server.db, menu.id, { name: `Soup ${index}`, price: 4 + index });
    await insertDish(server.db, menu.id, { name: 'Salad' });
    const first = await server.app.inject({
      method: 'GET',
      url: `/api/menus/${menu.id}/dishes`,
      headers: customer.headers,
    });
    expect(first.json()).toMatchObject({ number: 0, totalElements: 13, totalPages: 2, last: false });
    expect(first.json().content[0]).toMatchObject({
      menuId: menu.id,
      name: 'Soup 0',
      price: 4,
      isAvailable: true,
    });
    const search = await server.app.inject({
      method: 'GET',
      url: `/api/menus/${menu.id}/dishes?search=SOUP 1&size=5`,
      headers: customer.headers,
    });
    expect(search.json()).toMatchObject({ totalElements: 3, totalPages: 1, last: true });
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/menus/999999/dishes',
      headers: customer.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('creates a dish with a cents-rounded price and logs a DISH entry', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const menu = await insertMenu(server.db, restaurant.id);
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/menus/${menu.id}/dishes`,
      headers: owner.headers,
      payload: { name: 'Tacos', price: 12.345, imageUrl: 'https://img.example/t.png', description: '' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      menuId: menu.id,
      name: 'Tacos',
      price: 12.35,
      priceMinor: 1235,
      imageUrl: 'https://img.example/t.png',
      description: null,
      isAvailable: true,
    });
    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, `Created dish Tacos in menu ${menu.name}`));
    expect(entry).toMatchObject({ category: 'DISH', actionType: 'CREATE' });
  });

  it('validates dishes with the shared messages', async () => {
    const restaurant = await insertRestaurant(server.db);
    const menu = await insertMenu(server.db, restaurant.id);
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/menus/${menu.id}/dishes`,
      headers: admin.headers,
      payload: { name: '', price: 0, imageUrl: 'ftp://x' },
    });
    expect(response.json()).toEqual(
      validationErrorBody({
        name: ['Name is required'],
        price: ['Price must be positive'],
        imageUrl: ['Image URL must be a valid http(s) URL'],
      }),
    );
    const missingPrice = await server.app.inject({
      method: 'POST',
      url: `/api/menus/${menu.id}/dishes`,
      headers: admin.headers,
      payload: { name: 'X' },
    });
    expect(missingPrice.json().fieldErrors).toEqual({ price: ['Price must be positive'] });
    const wrongMenu = await server.app.inject({
      method: 'POST',
      url: `/api/menus/${menu.id}/dishes`,
      headers: admin.headers,
      payload: { name: 'X', price: 1, menuId: menu.id + 1 },
    });
    expect(wrongMenu.json().fieldErrors).toEqual({ menuId: ['Menu does not match the address'] });
  });

  it('gets, updates and deletes a dish with owner rules', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const menu = await insertMenu(server.db, restaurant.id);
    const otherMenu = await insertMenu(
      server.db,
      (await insertRestaurant(server.db, { ownerId: otherOwner.id })).id,
    );
    const dish = await insertDish(server.db, menu.id, { name: 'Pho', price: 10 });
    const url = `/api/dishes/${dish.id}`;
    const got = await server.app.inject({ method: 'GET', url, headers: customer.headers });
    expect(got.json()).toEqual({
      id: dish.id,
      version: 1,
      menuId: menu.id,
      name: 'Pho',
      description: null,
      price: 10,
      priceMinor: 1000,
      currency: 'USD',
      imageUrl: null,
      isAvailable: true,
      category: null,
    });
    const updated = await server.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { name: 'Pho Ga', price: 11.5, isAvailable: false },
    });
    expect(updated.json()).toMatchObject({
      name: 'Pho Ga',
      price: 11.5,
      priceMinor: 1150,
      isAvailable: false,
      menuId: menu.id,
    });
    const moveToTheirs = await server.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { name: 'Pho', price: 1, menuId: otherMenu.id },
    });
    expect(moveToTheirs.statusCode).toBe(403);
    const byOther = await server.app.inject({
      method: 'PUT',
      url,
      headers: otherOwner.headers,
      payload: { name: 'X', price: 1 },
    });
    expect(byOther.statusCode).toBe(403);
    const byCustomer = await server.app.inject({ method: 'DELETE', url, headers: customer.headers });
    expect(byCustomer.statusCode).toBe(403);
    const deleted = await server.app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    const gone = await server.app.inject({ method: 'GET', url, headers: customer.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(errorBody(404, 'Dish not found'));
  });
});
