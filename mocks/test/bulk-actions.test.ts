import {
  MAX_BULK_IDS,
  errorBody,
  REFUSALS,
  type RefusalCode,
  validationErrorBody,
} from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_ID, mockDb, overrides } from '../src/index';
import { dishPrice } from '../src/db/money';
import { apiError, mockClient, rawFetch, server, useMockApi } from './support';

/** A bulk action's refusal as answered: the reason and its code (docs/api.md#error-codes). */
/** A bulk refusal of row `id`: the declared refusal's message and code. */
const refusal = (id: number, code: RefusalCode) => ({ id, reason: REFUSALS[code].message as string, code });

useMockApi();
const api = mockClient();

/** The activity entries written since `before` (an activity id), oldest first. */
const entriesSince = (before: number) =>
  mockDb.activity
    .all()
    .filter((entry) => entry.id > before)
    .sort((a, b) => a.id - b.id);
const lastActivityId = () => Math.max(0, ...mockDb.activity.all().map((entry) => entry.id));
const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

describe('users: POST /admin/users/bulk', () => {
  it('applies the single-change rules per row: not oneself, missing ids refused, the same role unchanged', async () => {
    const before = lastActivityId();
    const otherAdmin = mockDb.users.find(10)!;
    const courier = mockDb.users.find(8)!;
    const customer = mockDb.users.find(3)!;
    expect([otherAdmin.role, courier.role, customer.role]).toEqual(['ADMIN', 'COURIER', 'CUSTOMER']);

    const answer = await api.admin.usersBulk({
      body: { action: 'setRole', role: 'CUSTOMER', ids: [999, 1, otherAdmin.id, courier.id, customer.id] },
    });
    expect(answer).toEqual({
      changed: 2, // the customer already was one
      refused: [refusal(1, 'OWN_ROLE'), refusal(999, 'NOT_FOUND')],
      // What an undo sends back: each changed user's role before and version after.
      previousRoles: [
        { id: courier.id, role: 'COURIER', version: courier.version + 1 },
        { id: otherAdmin.id, role: 'ADMIN', version: otherAdmin.version + 1 },
      ],
    });
    expect([1, 10, 8, 3].map((id) => mockDb.users.find(id)?.role)).toEqual([
      'ADMIN',
      'CUSTOMER',
      'CUSTOMER',
      'CUSTOMER',
    ]);
    // One entry per changed row, in id order, with the server's text.
    expect(entriesSince(before)).toMatchObject([
      {
        category: 'USER',
        actionType: 'UPDATE',
        action: `Changed role of ${courier.email} from COURIER to CUSTOMER`,
        username: 'admin@demo.food',
        entityId: courier.id,
      },
      { action: `Changed role of ${otherAdmin.email} from ADMIN to CUSTOMER`, entityId: otherAdmin.id },
    ]);
  });

  it('deletes like a single delete (a WARN entry each, owned restaurants kept without owner), never oneself', async () => {
    const before = lastActivityId();
    const owned = ids(mockDb.restaurants.all().filter((row) => row.ownerId === DEMO_OWNER_ID));
    expect(owned.length).toBeGreaterThan(0);

    const answer = await api.admin.usersBulk({ body: { action: 'delete', ids: [DEMO_OWNER_ID, 5, 1] } });
    expect(answer).toEqual({
      changed: 2,
      refused: [refusal(1, 'OWN_ACCOUNT')],
    });
    expect(mockDb.users.find(DEMO_OWNER_ID)).toBeUndefined();
    expect(mockDb.users.find(5)).toBeUndefined();
    expect(mockDb.users.find(1)).toBeDefined();
    expect(owned.map((id) => mockDb.restaurants.find(id)?.ownerId)).toEqual(owned.map(() => null));
    const logged = entriesSince(before);
    expect(logged.map((entry) => [entry.entityId, entry.actionType, entry.level])).toEqual([
      [DEMO_OWNER_ID, 'DELETE', 'WARN'],
      [5, 'DELETE', 'WARN'],
    ]);
    expect(logged[0]?.action).toBe('Deleted user owner@demo.food');
  });

  it('an undo gives each user their role back, leaving one changed since as it is (If-Match per row)', async () => {
    const { previousRoles = [] } = await api.admin.usersBulk({
      body: { action: 'setRole', role: 'ADMIN', ids: [3, 8] },
    });
    mockDb.users.update(8, { role: 'RESTAURANT' }); // someone else, meanwhile
    const customers = previousRoles.filter((row) => row.role === 'CUSTOMER');
    const couriers = previousRoles.filter((row) => row.role === 'COURIER');
    const undo = (role: 'CUSTOMER' | 'COURIER', rows: typeof previousRoles) =>
      api.admin.usersBulk({
        body: { action: 'setRole', role, ids: ids(rows), versions: rows.map((row) => row.version) },
      });
    expect(await undo('CUSTOMER', customers)).toMatchObject({ changed: 1, refused: [] });
    expect(await undo('COURIER', couriers)).toMatchObject({
      changed: 0,
      refused: [refusal(8, 'CHANGED_SINCE')],
    });
    expect([3, 8].map((id) => mockDb.users.find(id)?.role)).toEqual(['CUSTOMER', 'RESTAURANT']);
  });

  it('"all matching" changes exactly the rows the users list shows under that search and filters', async () => {
    const filter = { search: 'example.com', role: ['COURIER' as const] };
    const shown = await api.admin.users({ query: { ...filter, size: 100 } });
    expect(shown.totalElements).toBeGreaterThan(1);

    const answer = await api.admin.usersBulk({ body: { action: 'setRole', role: 'RESTAURANT', filter } });
    expect(answer).toMatchObject({ changed: shown.totalElements, refused: [] });
    expect((await api.admin.users({ query: { ...filter, size: 100 } })).totalElements).toBe(0);
    const now = await api.admin.users({ query: { search: 'example.com', role: ['RESTAURANT'], size: 100 } });
    expect(ids(now.content)).toEqual(expect.arrayContaining(ids(shown.content)));
  });

  it('keeps at least one admin: rows are decided in id order, the admin that would be the last is refused', async () => {
    // Only reachable when the actor is not an admin itself (an admin actor is never demoted): a
    // restaurant account holding users.manage platform-wide, as the server's edge lets through.
    const desk = mockDb.permissionSets.insert({
      name: 'People desk',
      permissions: ['users.manage'],
      builtIn: false,
    });
    mockDb.memberships.insert({
      userId: DEMO_OWNER_ID,
      restaurantId: null,
      permissionSetId: desk.id,
      createdAt: new Date().toISOString(),
    });
    mockDb.actor = 'owner@demo.food';
    const admins = ids(mockDb.users.all().filter((user) => user.role === 'ADMIN'));
    expect(admins).toEqual([1, 10, 18, 26, 34]);

    const answer = await api.admin.usersBulk({
      body: { action: 'setRole', role: 'COURIER', filter: { role: ['ADMIN'] } },
    });
    expect(answer).toMatchObject({
      changed: 4,
      refused: [refusal(34, 'LAST_ADMIN')],
    });
    expect(ids((await api.admin.users({ query: { role: ['ADMIN'] } })).content)).toEqual([34]);
    // Deleting the last one is refused the same way.
    expect(await api.admin.usersBulk({ body: { action: 'delete', ids: [34] } })).toEqual({
      changed: 0,
      refused: [refusal(34, 'LAST_ADMIN')],
    });
  });

  it('400s from the contract schema: a missing role, the id limits, ids and filter together', async () => {
    const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => index + 1);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ action: 'setRole', ids: [3] }, { role: ['Role is required'] }],
      [{ action: 'delete', ids: tooMany }, { ids: ['At most 1000 ids at once; use a filter for more'] }],
      [{ action: 'delete', ids: [] }, { ids: ['Select at least one row'] }],
      [{ action: 'delete', ids: [4, 4] }, { ids: ['Ids must not repeat'] }],
      [{ action: 'delete' }, { ids: ['Send either ids or a filter'] }],
      [{ action: 'delete', ids: [4], filter: {} }, { ids: ['Send ids or a filter, not both'] }],
      [{ action: 'promote', ids: [4] }, { action: ['Action must be one of: setRole, delete'] }],
      [
        { action: 'delete', filter: { rol: ['ADMIN'] } },
        { 'filter.rol': ["Filter must be an object with only the list's search and filters"] },
      ],
    ];
    for (const [body, fieldErrors] of cases) {
      expect(await rawFetch('POST', '/admin/users/bulk', body), JSON.stringify(body).slice(0, 60)).toEqual({
        status: 400,
        body: validationErrorBody(fieldErrors),
      });
    }
    expect(mockDb.users.count()).toBe(35);
    // Exactly 1000 ids are accepted (those naming no row are refused one by one).
    const thousand = Array.from({ length: MAX_BULK_IDS }, (_, index) => 100_000 + index);
    const accepted = await api.admin.usersBulk({ body: { action: 'delete', ids: thousand } });
    expect(accepted.changed).toBe(0);
    expect(accepted.refused).toHaveLength(MAX_BULK_IDS);
  });
});

describe('restaurants: POST /api/restaurants/bulk', () => {
  it('activates and deactivates: rows already so are unchanged, missing ids refused, one entry per change', async () => {
    const before = lastActivityId();
    const first = mockDb.restaurants.find(1)!;
    expect([first.isActive, mockDb.restaurants.find(6)?.isActive]).toEqual([true, false]);

    const answer = await api.restaurants.bulk({ body: { action: 'deactivate', ids: [999, 6, 1] } });
    expect(answer).toEqual({ changed: 1, refused: [refusal(999, 'NOT_FOUND')] });
    expect(mockDb.restaurants.find(1)?.isActive).toBe(false);
    expect(entriesSince(before)).toMatchObject([
      {
        category: 'RESTAURANT',
        actionType: 'UPDATE',
        level: 'INFO',
        action: `Updated restaurant ${first.name}`,
        entityId: 1,
      },
    ]);
    expect(entriesSince(before)).toHaveLength(1);

    // The same action again changes nothing and logs nothing.
    expect(await api.restaurants.bulk({ body: { action: 'deactivate', ids: [1, 6] } })).toEqual({
      changed: 0,
      refused: [],
    });
    expect(entriesSince(before)).toHaveLength(1);
  });

  it('deletes with menus and dishes, refusing a restaurant that has orders (the others still go)', async () => {
    expect(mockDb.orders.all().some((order) => order.restaurantId === 2)).toBe(true);
    const quiet = mockDb.restaurants.insert({
      name: 'Quiet Corner',
      description: null,
      address: '1 Side Street',
      logoUrl: null,
      isActive: true,
      ownerId: null,
    });
    const menu = mockDb.menus.insert({
      restaurantId: quiet.id,
      name: 'Lunch',
      description: null,
      isActive: true,
    });
    mockDb.dishes.insert({
      menuId: menu.id,
      name: 'Soup',
      description: null,
      ...dishPrice(500),
      imageUrl: null,
      isAvailable: true,
      category: 'STARTER',
    });
    const before = lastActivityId();

    const answer = await api.restaurants.bulk({ body: { action: 'delete', ids: [999, quiet.id, 2] } });
    // Refusals in id order, whichever rule refused them.
    expect(answer).toEqual({
      changed: 1,
      refused: [refusal(2, 'RESTAURANT_HAS_ORDERS'), refusal(999, 'NOT_FOUND')],
    });
    expect(mockDb.restaurants.find(2)).toBeDefined();
    expect(mockDb.restaurants.find(quiet.id)).toBeUndefined();
    expect(mockDb.menus.find(menu.id)).toBeUndefined();
    expect(mockDb.dishes.all().some((dish) => dish.menuId === menu.id)).toBe(false);
    expect(entriesSince(before)).toMatchObject([
      {
        category: 'RESTAURANT',
        actionType: 'DELETE',
        level: 'WARN',
        action: 'Deleted restaurant Quiet Corner',
      },
    ]);
    expect(entriesSince(before)).toHaveLength(1);
  });

  it('"all matching" resolves the rows the list shows: search and filters, AND across them', async () => {
    const filter = { search: 'e', isActive: [false] };
    const shown = await api.restaurants.list({ query: { ...filter, size: 100 } });
    const inactive = ids(mockDb.restaurants.all().filter((row) => !row.isActive));
    // The search leaves out an inactive one (Tandoori Nights has no "e"): the filter is not just isActive.
    expect(shown.totalElements).toBeGreaterThan(0);
    expect(shown.totalElements).toBeLessThan(inactive.length);

    const answer = await api.restaurants.bulk({ body: { action: 'activate', filter } });
    expect(answer).toEqual({ changed: shown.totalElements, refused: [] });
    const stillInactive = ids(mockDb.restaurants.all().filter((row) => !row.isActive));
    expect(stillInactive).toEqual(inactive.filter((id) => !ids(shown.content).includes(id)));
  });

  it('refuses a filter matching more than 10000 rows as a whole (400), before anything changes', async () => {
    const row = { description: null, address: 'Bulk Street', logoUrl: null, isActive: true, ownerId: null };
    for (let index = 0; index <= 10_000; index += 1)
      mockDb.restaurants.insert({ ...row, name: `Many ${index}` });
    const before = lastActivityId();

    expect(
      await rawFetch('POST', '/api/restaurants/bulk', { action: 'deactivate', filter: { search: 'many ' } }),
    ).toEqual({
      status: 400,
      body: errorBody(400, 'Too many rows: narrow the filter (at most 10000)'),
    });
    expect(
      mockDb.restaurants
        .all()
        .every((restaurant) => restaurant.isActive || restaurant.address !== 'Bulk Street'),
    ).toBe(true);
    expect(entriesSince(before)).toEqual([]);

    // Exactly ten thousand are one action, with an entry each.
    mockDb.restaurants.removeWhere((restaurant) => restaurant.name === 'Many 0');
    const answer = await api.restaurants.bulk({
      body: { action: 'deactivate', filter: { search: 'many ' } },
    });
    expect(answer).toEqual({ changed: 10_000, refused: [] });
    expect(entriesSince(before)).toHaveLength(10_000);
  });

  it('answers 400 for a bad filter value and an unknown action', async () => {
    expect(
      await rawFetch('POST', '/api/restaurants/bulk', { action: 'delete', filter: { isActive: ['maybe'] } }),
    ).toEqual({
      status: 400,
      body: validationErrorBody({ 'filter.isActive': ['isActive must be true or false'] }),
    });
    expect(await rawFetch('POST', '/api/restaurants/bulk', { action: 'explode', ids: [1] })).toEqual({
      status: 400,
      body: validationErrorBody({
        action: ['Action must be one of: activate, deactivate, delete'],
      }),
    });
  });
});

describe('dishes: POST /api/menus/{menuId}/dishes/bulk', () => {
  it("changes the menu's dishes; other menus' dishes and missing ids are refused", async () => {
    const before = lastActivityId();
    const soup = mockDb.dishes.find(1)!;
    const elsewhere = mockDb.dishes.all().find((dish) => dish.menuId === 2)!;
    expect([soup.isAvailable, mockDb.dishes.find(7)?.isAvailable]).toEqual([true, false]);

    const answer = await api.dishes.byMenuBulk({
      params: { menuId: 1 },
      body: { action: 'setAvailability', available: false, ids: [soup.id, 7, elsewhere.id, 9999] },
    });
    expect(answer).toEqual({
      changed: 1, // #7 was unavailable already
      refused: [refusal(elsewhere.id, 'NOT_IN_MENU'), refusal(9999, 'NOT_FOUND')],
    });
    expect(mockDb.dishes.find(soup.id)?.isAvailable).toBe(false);
    expect(mockDb.dishes.find(elsewhere.id)).toEqual(elsewhere);
    expect(entriesSince(before)).toMatchObject([
      { category: 'DISH', actionType: 'UPDATE', action: `Updated dish ${soup.name}`, entityId: soup.id },
    ]);
    expect(entriesSince(before)).toHaveLength(1);
  });

  it('"all matching" stays within the menu of the address', async () => {
    const shown = ids(
      (await api.dishes.byMenu({ params: { menuId: 1 }, query: { available: [false] } })).content,
    );
    expect(shown).toEqual([7, 14, 21]);
    const unavailableElsewhere = ids(
      mockDb.dishes.all().filter((dish) => dish.menuId !== 1 && !dish.isAvailable),
    );
    expect(unavailableElsewhere.length).toBeGreaterThan(0);
    const before = lastActivityId();

    const answer = await api.dishes.byMenuBulk({
      params: { menuId: 1 },
      body: { action: 'delete', filter: { available: [false] } },
    });
    expect(answer).toEqual({ changed: 3, refused: [] });
    expect(shown.map((id) => mockDb.dishes.find(id))).toEqual([undefined, undefined, undefined]);
    expect(unavailableElsewhere.every((id) => mockDb.dishes.find(id) !== undefined)).toBe(true);
    expect(entriesSince(before).map((entry) => [entry.entityId, entry.actionType, entry.level])).toEqual(
      shown.map((id) => [id, 'DELETE', 'WARN']),
    );
  });

  it('answers 404 for a missing menu, 400 for a missing availability (judged first)', async () => {
    expect(
      await apiError(
        api.dishes.byMenuBulk({ params: { menuId: 999 }, body: { action: 'delete', ids: [1] } }),
      ),
    ).toMatchObject({ status: 404, message: 'Menu not found' });
    expect(
      await rawFetch('POST', '/api/menus/999/dishes/bulk', { action: 'setAvailability', ids: [1] }),
    ).toEqual({
      status: 400,
      body: validationErrorBody({ available: ['Available must be true or false'] }),
    });
  });
});

describe('overrides', () => {
  it('empty answers nothing changed; error answers the server error body', async () => {
    server.use(overrides.empty('usersBulk'), overrides.error('POST /api/restaurants/bulk', 409, 'Busy'));
    expect(await api.admin.usersBulk({ body: { action: 'delete', ids: [3] } })).toEqual({
      changed: 0,
      refused: [],
    });
    expect(mockDb.users.find(3)).toBeDefined();
    expect(await apiError(api.restaurants.bulk({ body: { action: 'delete', ids: [3] } }))).toMatchObject({
      status: 409,
      message: 'Busy',
    });
  });
});
