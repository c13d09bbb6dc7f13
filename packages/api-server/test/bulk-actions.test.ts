import { randomUUID } from 'node:crypto';
import {
  BULK_VERSIONS_MESSAGE,
  errorBody,
  MAX_BULK_FILTER_ROWS,
  MAX_BULK_IDS,
  REFUSALS,
  type RefusalCode,
  validationErrorBody,
} from '@food-admin/api-client';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, deletedAccounts, dishes, menus, restaurants, users } from '../src/db/schema';
import { insertDish, insertMenu, insertOrder, insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/** A bulk action's refusal as answered: the reason and its code (docs/api.md#error-codes). */
/** A bulk refusal of row `id`: the declared refusal's message and code. */
const refusal = (id: number, code: RefusalCode) => ({ id, reason: REFUSALS[code].message as string, code });

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

type BulkAnswer = { changed: number; refused: { id: number; reason: string }[] };

const bulk = (url: string, as: TestUser, payload: unknown) =>
  server.app.inject({ method: 'POST', url, headers: as.headers, payload: payload as object });

/** A name nobody else in this file uses, so a search finds only this test's rows. */
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/** The activity entries a user recorded whose action starts with `prefix`. */
const entries = (user: TestUser, prefix: string) =>
  server.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.userId, user.id), like(activityLog.action, `${prefix}%`)));

const restaurantRows = (ids: number[]) =>
  server.db.select().from(restaurants).where(inArray(restaurants.id, ids)).orderBy(restaurants.id);

/** Every id the list shows under a query, page by page (what "all N matching" must resolve to). */
async function listIds(url: string, as: TestUser): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page += 1) {
    const response = await server.app.inject({
      method: 'GET',
      url: `${url}&page=${page}&size=100`,
      headers: as.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ content: { id: number }[]; last: boolean }>();
    ids.push(...body.content.map((row) => row.id));
    if (body.last) return ids.sort((a, b) => a - b);
  }
}

describe('restaurants: POST /api/restaurants/bulk', () => {
  it("authorises each row: an owner's bulk changes only theirs and lists the others as refused", async () => {
    const mine = [
      await insertRestaurant(server.db, { ownerId: owner.id, name: unique('Mine A') }),
      await insertRestaurant(server.db, { ownerId: owner.id, name: unique('Mine B') }),
    ];
    const theirs = await insertRestaurant(server.db, { ownerId: otherOwner.id });
    const nobodys = await insertRestaurant(server.db, { ownerId: null });
    const missing = 2_000_000_000;

    const response = await bulk('/api/restaurants/bulk', owner, {
      action: 'deactivate',
      ids: [missing, theirs.id, mine[0]?.id, nobodys.id, mine[1]?.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkAnswer>()).toEqual({
      changed: 2,
      refused: [
        refusal(theirs.id, 'NOT_YOUR_RESTAURANT'),
        refusal(nobodys.id, 'NOT_YOUR_RESTAURANT'),
        refusal(missing, 'NOT_FOUND'),
      ],
    });
    const rows = await restaurantRows([...mine.map((row) => row.id), theirs.id, nobodys.id]);
    expect(rows.map((row) => [row.id, row.isActive])).toEqual([
      [mine[0]?.id, false],
      [mine[1]?.id, false],
      [theirs.id, true],
      [nobodys.id, true],
    ]);
    // One entry per changed row, with the single update's text.
    const logged = await entries(owner, 'Updated restaurant Mine');
    expect(logged.map((entry) => entry.action).sort()).toEqual(
      mine.map((row) => `Updated restaurant ${row.name}`),
    );
    expect(logged.every((entry) => entry.category === 'RESTAURANT' && entry.actionType === 'UPDATE')).toBe(
      true,
    );

    // Rows already in the target state are unchanged: not counted, not refused, not logged again.
    const again = await bulk('/api/restaurants/bulk', owner, {
      action: 'deactivate',
      ids: mine.map((row) => row.id),
    });
    expect(again.json()).toEqual({ changed: 0, refused: [] });
    expect(await entries(owner, 'Updated restaurant Mine')).toHaveLength(2);

    // An admin may change every one of them.
    const byAdmin = await bulk('/api/restaurants/bulk', admin, {
      action: 'activate',
      ids: [mine[0]?.id, theirs.id, nobodys.id],
    });
    expect(byAdmin.json()).toEqual({ changed: 1, refused: [] });
  });

  it('deletes, refusing a restaurant that has orders (the others are still deleted)', async () => {
    const withOrders = await insertRestaurant(server.db, { ownerId: owner.id, name: unique('Busy') });
    await insertOrder(server.db, withOrders.id);
    const quiet = await insertRestaurant(server.db, { ownerId: owner.id, name: unique('Quiet') });
    const menu = await insertMenu(server.db, quiet.id);
    await insertDish(server.db, menu.id);

    const response = await bulk('/api/restaurants/bulk', owner, {
      action: 'delete',
      ids: [withOrders.id, quiet.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      changed: 1,
      refused: [
        {
          id: withOrders.id,
          reason: 'This restaurant has orders and cannot be deleted. Mark it inactive instead.',
          code: 'RESTAURANT_HAS_ORDERS',
        },
      ],
    });
    expect((await restaurantRows([withOrders.id, quiet.id])).map((row) => row.id)).toEqual([withOrders.id]);
    // Its menus and dishes went with it, as with a single delete.
    expect(await server.db.select().from(menus).where(eq(menus.restaurantId, quiet.id))).toEqual([]);
    const logged = await entries(owner, `Deleted restaurant ${quiet.name}`);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ category: 'RESTAURANT', actionType: 'DELETE', level: 'WARN' });
    expect(await entries(owner, `Deleted restaurant ${withOrders.name}`)).toEqual([]);
  });

  it('with a filter, changes exactly the rows the list shows under that search and filters', async () => {
    const prefix = unique('Filtered');
    for (let index = 0; index < 7; index += 1) {
      await insertRestaurant(server.db, {
        name: `${prefix} ${index}`,
        ownerId: index % 2 === 0 ? owner.id : otherOwner.id,
        isActive: index !== 3,
      });
    }
    await insertRestaurant(server.db, { name: unique('Unrelated'), ownerId: owner.id });
    const filter = { search: prefix.toLowerCase(), isActive: ['true'], ownerId: [owner.id, otherOwner.id] };
    const shown = await listIds(
      `/api/restaurants?search=${encodeURIComponent(filter.search)}&isActive=true&ownerId=${owner.id}&ownerId=${otherOwner.id}`,
      admin,
    );
    expect(shown).toHaveLength(6);

    const response = await bulk('/api/restaurants/bulk', admin, { action: 'deactivate', filter });
    expect(response.json()).toEqual({ changed: 6, refused: [] });
    const after = await restaurantRows(shown);
    expect(after.every((row) => !row.isActive)).toBe(true);
    expect(
      await listIds(`/api/restaurants?search=${encodeURIComponent(prefix)}&isActive=true`, admin),
    ).toEqual([]);
    expect(await entries(admin, `Updated restaurant ${prefix}`)).toHaveLength(6);

    // An owner's "all matching" resolves the same rows, and refuses the ones that are not theirs.
    const byOwner = await bulk('/api/restaurants/bulk', owner, {
      action: 'activate',
      filter: { search: prefix },
    });
    const answer = byOwner.json<BulkAnswer>();
    const all = await listIds(`/api/restaurants?search=${encodeURIComponent(prefix)}`, owner);
    const ownRows = (await restaurantRows(all)).filter((row) => row.ownerId === owner.id);
    expect(answer.changed).toBe(ownRows.length);
    expect(answer.refused.map((refusal) => refusal.id)).toEqual(
      all.filter((id) => !ownRows.some((row) => row.id === id)),
    );
    expect(new Set(answer.refused.map((refusal) => refusal.reason))).toEqual(
      new Set(['You can only change your own restaurants']),
    );
  });

  it('takes 1 to 1000 unique ids, or a filter, never both', async () => {
    const url = '/api/restaurants/bulk';
    const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => index + 1);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ action: 'delete', ids: tooMany }, { ids: ['At most 1000 ids at once; use a filter for more'] }],
      [{ action: 'delete', ids: [] }, { ids: ['Select at least one row'] }],
      [{ action: 'delete', ids: [4, 4] }, { ids: ['Ids must not repeat'] }],
      [{ action: 'delete', ids: [1, 0, 'x'] }, { ids: ['Ids must be positive integers'] }],
      [{ action: 'delete' }, { ids: ['Send either ids or a filter'] }],
      [{ action: 'delete', ids: [1], filter: {} }, { ids: ['Send ids or a filter, not both'] }],
      [{ action: 'explode', ids: [1] }, { action: ['Action must be one of: activate, deactivate, delete'] }],
      [
        { action: 'delete', filter: { serach: 'typo' } },
        { 'filter.serach': ["Filter must be an object with only the list's search and filters"] },
      ],
      [
        { action: 'delete', filter: { isActive: ['maybe'] } },
        { 'filter.isActive': ['isActive must be true or false'] },
      ],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await bulk(url, admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual(validationErrorBody(fieldErrors));
    }
    // Exactly 1000 is accepted (ids that name no row are refused, one by one).
    const thousand = Array.from({ length: MAX_BULK_IDS }, (_, index) => 2_000_000_000 + index);
    const accepted = await bulk(url, admin, { action: 'delete', ids: thousand });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<BulkAnswer>().refused).toHaveLength(MAX_BULK_IDS);
  });

  it(`resolves at most ${MAX_BULK_FILTER_ROWS} rows from a filter, all in one transaction`, async () => {
    const prefix = unique('Many');
    const insertMany = (from: number, to: number) =>
      server.db.execute(
        sql`insert into restaurants (name, address, owner_id)
            select ${prefix} || ' ' || g, 'Bulk Street', ${owner.id} from generate_series(${from}::int, ${to}::int) g`,
      );
    await insertMany(1, MAX_BULK_FILTER_ROWS);
    const activityBefore = (await entries(owner, `Updated restaurant ${prefix}`)).length;

    // Ten thousand rows change, with one entry each (written a thousand per statement).
    const response = await bulk('/api/restaurants/bulk', owner, {
      action: 'deactivate',
      filter: { search: prefix },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ changed: MAX_BULK_FILTER_ROWS, refused: [] });
    expect((await entries(owner, `Updated restaurant ${prefix}`)).length - activityBefore).toBe(
      MAX_BULK_FILTER_ROWS,
    );

    // One row more and the whole action is refused before anything changes.
    await insertMany(MAX_BULK_FILTER_ROWS + 1, MAX_BULK_FILTER_ROWS + 1);
    const tooMany = await bulk('/api/restaurants/bulk', owner, {
      action: 'activate',
      filter: { search: prefix },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(errorBody(400, 'Too many rows: narrow the filter (at most 10000)'));
    const [active] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(restaurants)
      .where(and(like(restaurants.name, `${prefix}%`), eq(restaurants.isActive, true)));
    expect(active?.n).toBe(1); // only the row inserted after the first action, which starts active

    await server.db.delete(restaurants).where(like(restaurants.name, `${prefix}%`));
  });

  it('rolls back every row when one fails mid-batch (nothing changed, nothing logged)', async () => {
    const names = [unique('Atomic A'), unique('Atomic Boom'), unique('Atomic C')];
    const rows = [];
    for (const name of names) rows.push(await insertRestaurant(server.db, { name, ownerId: owner.id }));
    // The failure comes after the restaurants were updated: writing the middle row's activity entry.
    await server.db.execute(
      sql.raw(`create function fail_on_boom() returns trigger language plpgsql as $$
        begin
          if new.action like '%Atomic Boom%' then raise exception 'simulated failure mid-batch'; end if;
          return new;
        end $$`),
    );
    await server.db.execute(
      sql.raw(
        'create trigger fail_on_boom before insert on activity_log for each row execute function fail_on_boom()',
      ),
    );
    try {
      const response = await bulk('/api/restaurants/bulk', owner, {
        action: 'deactivate',
        ids: rows.map((row) => row.id),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await server.db.execute(sql.raw('drop trigger fail_on_boom on activity_log'));
      await server.db.execute(sql.raw('drop function fail_on_boom()'));
    }
    expect((await restaurantRows(rows.map((row) => row.id))).map((row) => row.isActive)).toEqual([
      true,
      true,
      true,
    ]);
    expect(await entries(owner, 'Updated restaurant Atomic')).toEqual([]);

    // Without the failure the same action goes through.
    const retry = await bulk('/api/restaurants/bulk', owner, {
      action: 'deactivate',
      ids: rows.map((row) => row.id),
    });
    expect(retry.json()).toEqual({ changed: 3, refused: [] });
  });

  it('is for ADMIN and RESTAURANT users only', async () => {
    const response = await bulk('/api/restaurants/bulk', customer, { action: 'delete', ids: [1] });
    expect(response.statusCode).toBe(403);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants/bulk',
      payload: { action: 'delete', ids: [1] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('dishes: POST /api/menus/{menuId}/dishes/bulk', () => {
  it("changes the menu's dishes the caller may edit; other menus' dishes and missing ids are refused", async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const menu = await insertMenu(server.db, restaurant.id);
    const otherMenu = await insertMenu(server.db, restaurant.id);
    const soup = await insertDish(server.db, menu.id, { name: unique('Soup') });
    const salad = await insertDish(server.db, menu.id, { name: unique('Salad'), isAvailable: false });
    const elsewhere = await insertDish(server.db, otherMenu.id);
    const url = `/api/menus/${menu.id}/dishes/bulk`;

    const response = await bulk(url, owner, {
      action: 'setAvailability',
      available: false,
      ids: [soup.id, salad.id, elsewhere.id, 2_000_000_000],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      changed: 1, // the salad was unavailable already
      refused: [refusal(elsewhere.id, 'NOT_IN_MENU'), refusal(2_000_000_000, 'NOT_FOUND')],
    });
    const [updated] = await server.db.select().from(dishes).where(eq(dishes.id, soup.id));
    expect(updated?.isAvailable).toBe(false);
    const logged = await entries(owner, `Updated dish ${soup.name}`);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ category: 'DISH', actionType: 'UPDATE', entityId: soup.id });
    expect(await entries(owner, `Updated dish ${salad.name}`)).toEqual([]);

    // Another restaurant user may change none of them: each row is refused with the reason.
    const byOther = await bulk(url, otherOwner, { action: 'delete', ids: [soup.id, salad.id] });
    expect(byOther.json()).toEqual({
      changed: 0,
      refused: [refusal(soup.id, 'NOT_YOUR_RESTAURANT'), refusal(salad.id, 'NOT_YOUR_RESTAURANT')],
    });

    // "All matching" within the menu: the unavailable ones.
    const shown = await listIds(`/api/menus/${menu.id}/dishes?available=false`, owner);
    const deleted = await bulk(url, owner, { action: 'delete', filter: { available: [false] } });
    expect(deleted.json()).toEqual({ changed: shown.length, refused: [] });
    expect(await server.db.select().from(dishes).where(eq(dishes.menuId, menu.id))).toEqual([]);
    expect(await server.db.select().from(dishes).where(eq(dishes.id, elsewhere.id))).toHaveLength(1);
    const deletions = await entries(owner, 'Deleted dish');
    expect(deletions.filter((entry) => shown.includes(entry.entityId ?? 0))).toHaveLength(shown.length);
    expect(deletions.every((entry) => entry.level === 'WARN')).toBe(true);
  });

  it('answers 404 for a menu that does not exist, 400 for a missing availability', async () => {
    const missing = await bulk('/api/menus/2000000000/dishes/bulk', admin, { action: 'delete', ids: [1] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody(404, 'Menu not found'));
    const restaurant = await insertRestaurant(server.db);
    const menu = await insertMenu(server.db, restaurant.id);
    const noFlag = await bulk(`/api/menus/${menu.id}/dishes/bulk`, admin, {
      action: 'setAvailability',
      ids: [1],
    });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json()).toEqual(validationErrorBody({ available: ['Available must be true or false'] }));
  });
});

describe('users: POST /admin/users/bulk', () => {
  it('applies the single-change rules per row: not oneself; the others change', async () => {
    const otherAdmin = await createUser(server.db, 'ADMIN', 'second');
    const courier = await createUser(server.db, 'COURIER');
    const response = await bulk('/admin/users/bulk', admin, {
      action: 'setRole',
      role: 'CUSTOMER',
      ids: [admin.id, otherAdmin.id, courier.id, customer.id, 2_000_000_000],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      changed: 2, // the customer already was one
      refused: [refusal(admin.id, 'OWN_ROLE'), refusal(2_000_000_000, 'NOT_FOUND')],
    });
    const roles = await server.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, [admin.id, otherAdmin.id, courier.id]))
      .orderBy(users.id);
    expect(roles.map((row) => row.role)).toEqual(['ADMIN', 'CUSTOMER', 'CUSTOMER']);
    expect(await entries(admin, `Changed role of ${otherAdmin.email} from ADMIN to CUSTOMER`)).toHaveLength(
      1,
    );
    expect(await entries(admin, `Changed role of ${courier.email} from COURIER to CUSTOMER`)).toHaveLength(1);
  });

  it('demoting every admin by filter keeps the acting one: the platform keeps an admin', async () => {
    await createUser(server.db, 'ADMIN', 'third');
    await createUser(server.db, 'ADMIN', 'fourth');
    const admins = await listIds('/admin/users?role=ADMIN', admin);
    expect(admins.length).toBeGreaterThanOrEqual(3);
    const response = await bulk('/admin/users/bulk', admin, {
      action: 'setRole',
      role: 'RESTAURANT',
      filter: { role: ['ADMIN'] },
    });
    expect(response.json()).toMatchObject({
      changed: admins.length - 1,
      refused: [refusal(admin.id, 'OWN_ROLE')],
    });
    expect(await listIds('/admin/users?role=ADMIN', admin)).toEqual([admin.id]);
  });

  it('deletes users like the single delete (deleted_accounts, a WARN entry), never oneself', async () => {
    const doomed = [
      await createUser(server.db, 'CUSTOMER', 'doomed'),
      await createUser(server.db, 'COURIER', 'doomed'),
    ];
    const restaurant = await insertRestaurant(server.db, { ownerId: doomed[0]?.id ?? null });
    const response = await bulk('/admin/users/bulk', admin, {
      action: 'delete',
      ids: [...doomed.map((user) => user.id), admin.id],
    });
    expect(response.json()).toEqual({
      changed: 2,
      refused: [refusal(admin.id, 'OWN_ACCOUNT')],
    });
    const left = await server.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          doomed.map((user) => user.id),
        ),
      );
    expect(left).toEqual([]);
    const remembered = await server.db
      .select()
      .from(deletedAccounts)
      .where(
        inArray(
          deletedAccounts.uid,
          doomed.map((user) => user.uid),
        ),
      );
    expect(remembered).toHaveLength(2);
    expect(remembered.every((row) => row.deletedByUid === admin.uid)).toBe(true);
    for (const user of doomed) {
      const [entry] = await entries(admin, `Deleted user ${user.email}`);
      expect(entry).toMatchObject({ category: 'USER', actionType: 'DELETE', level: 'WARN' });
    }
    // Their restaurant stays, still theirs while they are in the trash (as with a single delete).
    expect((await restaurantRows([restaurant.id]))[0]?.ownerId).toBe(doomed[0]?.id);

    // A deleted account cannot register itself back: its account is disabled (401).
    const register = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${doomed[0]?.token}` },
      payload: { uid: doomed[0]?.uid, firstName: 'Back', lastName: 'Again', email: doomed[0]?.email },
    });
    expect(register.statusCode).toBe(401);
    expect(register.json().message).toBe('This account has been disabled');
  });

  it('"all matching" resolves the rows the users list shows', async () => {
    const tag = randomUUID().slice(0, 8);
    const made = [];
    for (let index = 0; index < 4; index += 1) {
      made.push(await createUser(server.db, index < 3 ? 'COURIER' : 'CUSTOMER', `match${tag}`));
    }
    const shown = await listIds(`/admin/users?search=match${tag}&role=COURIER`, admin);
    expect(shown).toHaveLength(3);
    const response = await bulk('/admin/users/bulk', admin, {
      action: 'setRole',
      role: 'RESTAURANT',
      filter: { search: `match${tag}`, role: ['COURIER'] },
    });
    expect(response.json()).toMatchObject({ changed: 3, refused: [] });
    expect(await listIds(`/admin/users?search=match${tag}&role=RESTAURANT`, admin)).toEqual(shown);
  });

  it("a role change answers each user's previous role; its undo gives them back, If-Match per row", async () => {
    const [courier, diner, changedSince] = [
      await createUser(server.db, 'COURIER', 'undo'),
      await createUser(server.db, 'CUSTOMER', 'undo'),
      await createUser(server.db, 'COURIER', 'undo'),
    ];
    const ids = [courier.id, diner.id, changedSince.id];
    const made = await bulk('/admin/users/bulk', admin, { action: 'setRole', role: 'RESTAURANT', ids });
    const answer = made.json<{ previousRoles: { id: number; role: string; version: number }[] }>();
    expect(answer.previousRoles).toEqual([
      { id: courier.id, role: 'COURIER', version: expect.any(Number) },
      { id: diner.id, role: 'CUSTOMER', version: expect.any(Number) },
      { id: changedSince.id, role: 'COURIER', version: expect.any(Number) },
    ]);
    // Someone else changes one of them meanwhile: the undo leaves that one as it is.
    const other = await server.app.inject({
      method: 'PUT',
      url: `/admin/users/${changedSince.id}`,
      headers: admin.headers,
      payload: { role: 'ADMIN' },
    });
    expect(other.statusCode).toBe(200);

    // The undo: one call per previous role, each row's version as its If-Match.
    const undo = async (role: string) => {
      const rows = answer.previousRoles.filter((row) => row.role === role);
      const response = await bulk('/admin/users/bulk', admin, {
        action: 'setRole',
        role,
        ids: rows.map((row) => row.id),
        versions: rows.map((row) => row.version),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<BulkAnswer>();
    };
    expect(await undo('COURIER')).toMatchObject({
      changed: 1,
      refused: [refusal(changedSince.id, 'CHANGED_SINCE')],
    });
    expect(await undo('CUSTOMER')).toMatchObject({ changed: 1, refused: [] });
    const roles = await server.db
      .select({ role: users.role })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(users.id);
    expect(roles.map((row) => row.role)).toEqual(['COURIER', 'CUSTOMER', 'ADMIN']);

    // Versions go with ids, one each.
    const mismatched = await bulk('/admin/users/bulk', admin, {
      action: 'setRole',
      role: 'COURIER',
      ids: [courier.id, diner.id],
      versions: [1],
    });
    expect(mismatched.json()).toEqual(validationErrorBody({ versions: [BULK_VERSIONS_MESSAGE] }));
  });

  it('is for admins only, and names a missing role', async () => {
    for (const caller of [owner, customer]) {
      const response = await bulk('/admin/users/bulk', caller, { action: 'delete', ids: [customer.id] });
      expect(response.statusCode).toBe(403);
    }
    const noRole = await bulk('/admin/users/bulk', admin, { action: 'setRole', ids: [customer.id] });
    expect(noRole.json()).toEqual(validationErrorBody({ role: ['Role is required'] }));
  });
});
