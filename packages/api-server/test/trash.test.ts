import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { dishRows, menuRows, restaurantRows } from '../src/db/trash-tables';
import { purgeTrash } from '../src/modules/trash/trash';
import { insertDish, insertMenu, insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Soft delete and restore (docs/api.md#trash): a deleted row leaves every list, search, count,
 * export and GET; its children follow it and come back with it; admins see it in the trash, restore
 * it or delete it forever; the purge deletes what is older than the retention.
 */

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [admin, owner, otherOwner] = await Promise.all([
    createUser(server.db, 'ADMIN', 'Ada'),
    createUser(server.db, 'RESTAURANT', 'owner'),
    createUser(server.db, 'RESTAURANT', 'other'),
  ]);
});
afterAll(async () => {
  await server.close();
});

const call = (as: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  server.app.inject({ method, url, headers: as.headers });

/** A restaurant of `owner` with a menu of two dishes and a review, all named after `token`. */
async function catalogue(token: string) {
  const restaurant = await insertRestaurant(server.db, { name: `${token} Place`, ownerId: owner.id });
  const menu = await insertMenu(server.db, restaurant.id, { name: `${token} Menu` });
  const dish = await insertDish(server.db, menu.id, { name: `${token} Soup` });
  const otherDish = await insertDish(server.db, menu.id, { name: `${token} Stew` });
  const review = await insertReview(server.db, restaurant.id, null, `${token} was lovely`);
  return { restaurant, menu, dish, otherDish, review };
}

describe('a deleted restaurant', () => {
  it('leaves every list, search, count, export and GET, and so do its menus, dishes and reviews', async () => {
    const token = `Gone${Date.now()}`;
    const { restaurant, menu, dish, review } = await catalogue(token);
    const before = (await call(admin, 'GET', '/admin/dashboard-stats')).json();

    expect((await call(owner, 'DELETE', `/api/restaurants/${restaurant.id}`)).statusCode).toBe(204);

    for (const url of [
      `/api/restaurants/${restaurant.id}`,
      `/api/menus/${menu.id}`,
      `/api/dishes/${dish.id}`,
      `/api/restaurants/${restaurant.id}/menus`,
    ])
      expect((await call(admin, 'GET', url)).statusCode, url).toBe(404);
    const lists = [
      `/api/restaurants?search=${token}`,
      `/api/menus?search=${token}`,
      `/admin/reviews?search=${token}&status=PENDING`,
    ];
    for (const url of lists) expect((await call(admin, 'GET', url)).json().totalElements, url).toBe(0);
    const search = (await call(admin, 'GET', `/api/search?q=${token}`)).json();
    expect([...search.restaurants, ...search.menus, ...search.dishes]).toEqual([]);
    const exported = await call(admin, 'GET', `/api/restaurants/export?search=${token}`);
    expect(exported.body).not.toContain(token);
    const after = (await call(admin, 'GET', '/admin/dashboard-stats')).json();
    expect(after.restaurants).toBe(before.restaurants - 1);
    expect(after.reviews).toBe(before.reviews - 1);
    // Still in the tables, marked: who and when.
    const [row] = await server.db.select().from(restaurantRows).where(eq(restaurantRows.id, restaurant.id));
    expect(row).toMatchObject({ deletedBy: owner.id, deletedAt: expect.any(Date) });
    expect(review.id).toBeGreaterThan(0);
  });

  it('comes back with the same id and what was deleted with it, not what was deleted before', async () => {
    const token = `Back${Date.now()}`;
    const { restaurant, menu, dish, otherDish, review } = await catalogue(token);
    // Deleted on its own first: it stays deleted when the restaurant comes back.
    expect((await call(owner, 'DELETE', `/api/dishes/${otherDish.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/restaurants/${restaurant.id}`)).statusCode).toBe(204);

    const restored = await call(owner, 'POST', `/api/restaurants/${restaurant.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    // The delete and the restore are changes: version 1, 2 (deleted), 3 (back).
    expect(restored.json()).toMatchObject({ id: restaurant.id, name: `${token} Place`, version: 3 });
    expect(restored.headers.etag).toBe('"3"');
    expect((await call(admin, 'GET', `/api/menus/${menu.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/dishes/${dish.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/dishes/${otherDish.id}`)).statusCode).toBe(404);
    const reviews = (await call(admin, 'GET', `/admin/reviews?search=${token}&status=PENDING`)).json();
    expect(reviews.content.map((row: { id: number }) => row.id)).toEqual([review.id]);

    // Restoring again changes nothing; a second Undo is harmless.
    const again = await call(owner, 'POST', `/api/restaurants/${restaurant.id}/restore`);
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(3);
  });

  it('restores a menu only once its restaurant is back, and only for its owner or an admin', async () => {
    const { restaurant, menu, dish } = await catalogue(`Order${Date.now()}`);
    expect((await call(owner, 'DELETE', `/api/menus/${menu.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/restaurants/${restaurant.id}`)).statusCode).toBe(204);

    const early = await call(owner, 'POST', `/api/menus/${menu.id}/restore`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This menu's restaurant is deleted. Restore the restaurant first.");
    expect((await call(otherOwner, 'POST', `/api/restaurants/${restaurant.id}/restore`)).statusCode).toBe(
      403,
    );
    expect((await call(owner, 'POST', `/api/restaurants/${restaurant.id}/restore`)).statusCode).toBe(200);
    // The menu was deleted before the restaurant: it is still in the trash, with its dish.
    expect((await call(admin, 'GET', `/api/menus/${menu.id}`)).statusCode).toBe(404);
    expect((await call(otherOwner, 'POST', `/api/menus/${menu.id}/restore`)).statusCode).toBe(403);
    expect((await call(owner, 'POST', `/api/menus/${menu.id}/restore`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/dishes/${dish.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', '/api/dishes/999999/restore')).statusCode).toBe(404);
  });
});

describe('the trash', () => {
  it('lists what was deleted on its own, newest first, with who, when and when it is purged', async () => {
    const token = `Trash${Date.now()}`;
    const { restaurant, menu, dish } = await catalogue(token);
    await call(admin, 'DELETE', `/api/dishes/${dish.id}`);
    await call(admin, 'DELETE', `/api/restaurants/${restaurant.id}`);

    const page = (await call(admin, 'GET', '/admin/trash?size=100')).json();
    const mine = page.content.filter(
      (item: { name: string; parentName: string | null }) =>
        item.name.startsWith(token) || item.parentName?.startsWith(token),
    );
    // The menu went with the restaurant: not listed on its own. The dish was deleted before.
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'restaurant', id: restaurant.id, name: `${token} Place` }),
      expect.objectContaining({ kind: 'dish', id: dish.id, parentName: `${token} Menu` }),
    ]);
    const [first] = mine;
    expect(first.deletedBy).toEqual({ id: admin.id, name: 'Ada Tester' });
    const days = (Date.parse(first.purgeAt) - Date.parse(first.deletedAt)) / 86_400_000;
    expect(days).toBe(30);
    expect(
      mine.some((item: { kind: string; id: number }) => item.kind === 'menu' && item.id === menu.id),
    ).toBe(false);

    const dishes = (await call(admin, 'GET', '/admin/trash?kind=dish&size=100')).json();
    expect(dishes.content.every((item: { kind: string }) => item.kind === 'dish')).toBe(true);
    expect((await call(admin, 'GET', '/admin/trash?kind=order')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/admin/trash')).statusCode).toBe(403);
  });

  it('deletes forever only what is in the trash, with what was deleted with it', async () => {
    const { restaurant, menu } = await catalogue(`Forever${Date.now()}`);
    const live = await call(admin, 'DELETE', `/admin/trash/restaurant/${restaurant.id}`);
    expect(live.statusCode).toBe(404);
    await call(admin, 'DELETE', `/api/restaurants/${restaurant.id}`);
    expect((await call(admin, 'DELETE', `/admin/trash/restaurant/${restaurant.id}`)).statusCode).toBe(204);
    expect(await server.db.select().from(restaurantRows).where(eq(restaurantRows.id, restaurant.id))).toEqual(
      [],
    );
    expect(await server.db.select().from(menuRows).where(eq(menuRows.id, menu.id))).toEqual([]);
    expect((await call(admin, 'POST', `/api/restaurants/${restaurant.id}/restore`)).statusCode).toBe(404);
  });

  it('purges what was deleted before the cutoff and keeps the rest', async () => {
    const old = await catalogue(`Old${Date.now()}`);
    const recent = await catalogue(`Recent${Date.now()}`);
    await call(admin, 'DELETE', `/api/dishes/${old.dish.id}`);
    await call(admin, 'DELETE', `/api/dishes/${recent.dish.id}`);
    await server.db
      .update(dishRows)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(dishRows.id, old.dish.id));

    const purged = await purgeTrash(server.db, new Date(Date.now() - 30 * 86_400_000));
    expect(purged.dish).toBeGreaterThanOrEqual(1);
    const left = await server.db.select({ id: dishRows.id }).from(dishRows);
    expect(left.map((row) => row.id)).not.toContain(old.dish.id);
    expect(left.map((row) => row.id)).toContain(recent.dish.id);
  });
});

describe('deleted users', () => {
  it('free their email for a new account; restoring them then answers 409', async () => {
    const gone = await createUser(server.db, 'CUSTOMER', 'gone');
    expect((await call(admin, 'DELETE', `/admin/users/${gone.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/admin/users?search=${gone.email}`)).json().totalElements).toBe(0);

    // Their account is disabled and its refresh tokens revoked (the emulator's account).
    const disabled = await server.firebase.auth.getUser(gone.uid);
    expect(disabled.disabled).toBe(true);
    expect(Date.parse(disabled.tokensValidAfterTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Their still-valid ID token opens nothing: the account is disabled.
    expect((await call(gone, 'GET', '/api/restaurants')).statusCode).toBe(401);

    const restored = await call(admin, 'POST', `/admin/users/${gone.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: gone.id, email: gone.email });
    expect((await server.firebase.auth.getUser(gone.uid)).disabled).toBe(false);

    expect((await call(admin, 'DELETE', `/admin/users/${gone.id}`)).statusCode).toBe(204);
    await server.db.insert(users).values({
      uid: `new-${gone.uid}`,
      email: gone.email.toUpperCase(),
      firstName: 'New',
      lastName: 'Owner',
    });
    const taken = await call(admin, 'POST', `/admin/users/${gone.id}/restore`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another account uses this email now.');
  });
});
