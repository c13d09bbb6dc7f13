import {
  errorBody,
  MAX_VIEWS_PER_LIST,
  type SavedView,
  validationErrorBody,
  refusalBody,
} from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedViews, users } from '../src/db/schema';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

let server: TestServer;
let admin: TestUser;
let otherAdmin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [admin, otherAdmin, owner, otherOwner, customer] = await Promise.all([
    createUser(server.db, 'ADMIN'),
    createUser(server.db, 'ADMIN', 'second'),
    createUser(server.db, 'RESTAURANT', 'owner'),
    createUser(server.db, 'RESTAURANT', 'other'),
    createUser(server.db, 'CUSTOMER'),
  ]);
});
afterAll(async () => {
  await server.close();
});

const query = { search: 'pizza', isActive: ['true'], sort: ['name,asc'], size: 25, compact: true };

const create = (as: TestUser, payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/views', headers: as.headers, payload: payload as object });
const update = (as: TestUser, id: number, payload: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/views/${id}`,
    headers: as.headers,
    payload: payload as object,
  });
const remove = (as: TestUser, id: number) =>
  server.app.inject({ method: 'DELETE', url: `/api/views/${id}`, headers: as.headers });

async function views(as: TestUser, list: string): Promise<SavedView[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/views?list=${list}`,
    headers: as.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SavedView[]>();
}

async function created(as: TestUser, payload: Record<string, unknown>): Promise<SavedView> {
  const response = await create(as, { list: 'restaurants', query, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedView>();
}

describe('saved views', () => {
  it('are per user: each caller lists their own views of the list, by name', async () => {
    const view = await created(owner, { name: '  Pizza places  ' });
    expect(view).toEqual({
      id: expect.any(Number),
      list: 'restaurants',
      name: 'Pizza places',
      query,
      shared: false,
      ownerId: owner.id,
      ownerName: 'owner Tester',
      createdAt: expect.any(String),
      updatedAt: view.createdAt,
    });
    await created(owner, { name: 'b second' });
    await created(owner, { name: 'A first' });
    await created(owner, { name: 'Menus view', list: 'menus' });

    expect((await views(owner, 'restaurants')).map((row) => row.name)).toEqual([
      'A first',
      'b second',
      'Pizza places',
    ]);
    expect((await views(owner, 'menus')).map((row) => row.name)).toEqual(['Menus view']);
    expect(await views(otherOwner, 'restaurants')).toEqual([]);
    expect(await views(admin, 'restaurants')).toEqual([]);

    // Others can neither see nor change it: 404, as if it did not exist.
    for (const caller of [otherOwner, customer, admin]) {
      expect((await update(caller, view.id, { name: 'Mine now', query })).statusCode).toBe(404);
      expect((await remove(caller, view.id)).statusCode).toBe(404);
    }

    const renamed = await update(owner, view.id, { name: 'Pizza', query: { search: 'pizza' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: view.id,
      name: 'Pizza',
      query: { search: 'pizza' },
      list: 'restaurants',
    });
    expect(Date.parse(renamed.json<SavedView>().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(view.createdAt),
    );

    expect((await remove(owner, view.id)).statusCode).toBe(204);
    expect((await views(owner, 'restaurants')).map((row) => row.name)).toEqual(['A first', 'b second']);
    expect((await remove(owner, view.id)).statusCode).toBe(404);
  });

  it('shared views are visible to every admin (and to who may read the list), changeable by admins only', async () => {
    const usersView = await created(admin, {
      list: 'users',
      name: 'Couriers',
      query: { role: ['COURIER'] },
      shared: true,
    });
    const catalogue = await created(admin, { name: 'Active places', shared: true });

    // Another admin sees both, with the owner's name, and may change or delete them.
    const seen = await views(otherAdmin, 'users');
    expect(seen).toContainEqual(
      expect.objectContaining({ id: usersView.id, ownerId: admin.id, ownerName: 'admin Tester' }),
    );
    const edited = await update(otherAdmin, usersView.id, {
      name: 'All couriers',
      query: { role: ['COURIER'] },
      shared: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'All couriers', ownerId: admin.id, shared: true });

    // A restaurant user sees the shared view of a list they can read, but may not change it (403),
    // and does not see the shared view of the users list, which they cannot read (404).
    expect((await views(owner, 'restaurants')).map((row) => row.id)).toContain(catalogue.id);
    expect(await views(owner, 'users')).toEqual([]);
    const refused = await update(owner, catalogue.id, { name: 'Taken over', query });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusalBody('VIEW_NOT_YOURS'));
    expect((await remove(owner, catalogue.id)).statusCode).toBe(403);
    expect((await update(owner, usersView.id, { name: 'x', query })).statusCode).toBe(404);

    // An admin's own, unshared view stays private, also from other admins.
    const privateView = await created(admin, { name: 'Just mine' });
    expect((await views(otherAdmin, 'restaurants')).map((row) => row.id)).not.toContain(privateView.id);
    expect((await update(otherAdmin, privateView.id, { name: 'x', query })).statusCode).toBe(404);

    expect((await remove(otherAdmin, catalogue.id)).statusCode).toBe(204);
    expect((await views(owner, 'restaurants')).map((row) => row.id)).not.toContain(catalogue.id);
  });

  it('a change keeps what it leaves out: renaming a shared view does not unshare it (issue 55)', async () => {
    const shared = await created(admin, { name: 'Shared places', shared: true });
    const renamed = await update(otherAdmin, shared.id, { name: 'Open places' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Open places', query, shared: true, ownerId: admin.id });
    const requeried = await update(admin, shared.id, { query: { search: 'sushi' } });
    expect(requeried.json()).toMatchObject({ name: 'Open places', query: { search: 'sushi' }, shared: true });
    const unshared = await update(admin, shared.id, { shared: false });
    expect(unshared.json()).toMatchObject({ name: 'Open places', query: { search: 'sushi' }, shared: false });
    // A body naming nothing to change is a mistake, not a save.
    const untouched = await update(admin, shared.id, {});
    expect(untouched.statusCode, untouched.body).toBe(400);
    expect(untouched.json().message).toBe(
      'Request body is invalid: Give the name, the query or shared to change',
    );
    expect((await views(otherAdmin, 'restaurants')).map((row) => row.id)).not.toContain(shared.id);

    // A field that is sent still follows its rules; null is no way to leave one out.
    expect((await update(admin, shared.id, { name: '  ' })).json()).toEqual(
      validationErrorBody({ name: ['Name is required'] }),
    );
    expect((await update(admin, shared.id, { shared: null })).json()).toEqual(
      validationErrorBody({ shared: ['Shared must be true or false'] }),
    );
    expect((await update(admin, shared.id, { query: null })).statusCode).toBe(400);
  });

  it('a view of a list its owner may no longer read is hidden from them and read-only (issue 55)', async () => {
    const demoted = await createUser(server.db, 'ADMIN', 'demoted');
    const team = await created(demoted, {
      list: 'users',
      name: 'Team',
      query: { role: ['ADMIN'] },
      shared: true,
    });
    const mine = await created(demoted, { list: 'users', name: 'Mine', query: {} });
    const places = await created(demoted, { name: 'Places', shared: true });
    const demotion = await server.app.inject({
      method: 'PUT',
      url: `/admin/users/${demoted.id}`,
      headers: admin.headers,
      payload: { role: 'RESTAURANT' },
    });
    expect(demotion.statusCode, demotion.body).toBe(200);

    // The users list is no longer theirs to read: its views are not listed, nor changed or deleted.
    expect(await views(demoted, 'users')).toEqual([]);
    for (const view of [team, mine]) {
      const renamed = await update(demoted, view.id, { name: 'Still mine' });
      expect(renamed.statusCode).toBe(403);
      expect(renamed.json()).toEqual(refusalBody('LIST_NOT_ALLOWED'));
      const removed = await remove(demoted, view.id);
      expect(removed.statusCode).toBe(403);
      expect(removed.json()).toEqual(refusalBody('LIST_NOT_ALLOWED'));
    }
    // The views are kept: admins still see the shared one and may change it.
    expect((await views(admin, 'users')).map((row) => row.id)).toContain(team.id);
    expect((await update(admin, team.id, { name: 'Team, kept' })).json()).toMatchObject({
      name: 'Team, kept',
      shared: true,
      ownerId: demoted.id,
    });
    // A list they still read: their views stay theirs, and a rename keeps the view shared.
    expect((await views(demoted, 'restaurants')).map((row) => row.id)).toContain(places.id);
    const renamed = await update(demoted, places.id, { name: 'My places' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'My places', shared: true });
  });

  it('only admins share views', async () => {
    const shared = await create(owner, { list: 'restaurants', name: 'Everyone', query, shared: true });
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toEqual(refusalBody('VIEW_SHARE_ADMIN_ONLY'));

    const mine = await created(owner, { name: 'Soon shared?' });
    const sharing = await update(owner, mine.id, { name: 'Soon shared?', query, shared: true });
    expect(sharing.statusCode).toBe(403);
    expect((await views(otherOwner, 'restaurants')).map((row) => row.id)).not.toContain(mine.id);

    // A view of a list the caller cannot open is refused too.
    const usersList = await create(owner, { list: 'users', name: 'Peek', query: {} });
    expect(usersList.statusCode).toBe(403);
  });

  it(`keeps at most ${MAX_VIEWS_PER_LIST} views per user and list`, async () => {
    const limited = await createUser(server.db, 'RESTAURANT', 'limited');
    await server.db.insert(savedViews).values(
      Array.from({ length: MAX_VIEWS_PER_LIST - 1 }, (_, index) => ({
        ownerId: limited.id,
        list: 'dishes' as const,
        name: `View ${index}`,
        query: {},
      })),
    );
    expect((await create(limited, { list: 'dishes', name: 'The last one', query: {} })).statusCode).toBe(201);
    const over = await create(limited, { list: 'dishes', name: 'One too many', query: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual(refusalBody('VIEW_LIMIT', { max: 100 }));
    // Per list, and per user.
    expect((await create(limited, { list: 'menus', name: 'Elsewhere', query: {} })).statusCode).toBe(201);
    expect((await create(owner, { list: 'dishes', name: 'Someone else', query: {} })).statusCode).toBe(201);
    expect(await views(limited, 'dishes')).toHaveLength(MAX_VIEWS_PER_LIST);

    // Concurrent creates cannot pass the limit together.
    const [one] = await server.db
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(eq(savedViews.ownerId, limited.id))
      .limit(1);
    await server.db.delete(savedViews).where(eq(savedViews.id, one?.id ?? 0));
    const racing = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        create(limited, { list: 'dishes', name: `Racer ${index}`, query: {} }),
      ),
    );
    const statuses = racing.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    expect(await views(limited, 'dishes')).toHaveLength(MAX_VIEWS_PER_LIST);
  });

  it('go with their owner', async () => {
    const leaving = await createUser(server.db, 'ADMIN', 'leaving');
    await created(leaving, { name: 'Shared then gone', shared: true });
    await server.db.delete(users).where(eq(users.id, leaving.id));
    expect(await server.db.select().from(savedViews).where(eq(savedViews.ownerId, leaving.id))).toEqual([]);
  });

  it('answers 400 for bad input, naming the field', async () => {
    const base = { list: 'restaurants', name: 'Fine', query: {} };
    const cases: [unknown, Record<string, string[]> | string][] = [
      [{ ...base, name: '' }, { name: ['Name is required'] }],
      [{ ...base, name: '   ' }, { name: ['Name is required'] }],
      [{ ...base, name: 'x'.repeat(81) }, { name: ['Name must be at most 80 characters'] }],
      [{ ...base, name: 'Bell\u0007' }, { name: ['Name must not contain control characters'] }],
      [{ ...base, name: 'Flip \u202Egpj' }, { name: ['Name must not contain control characters'] }],
      [
        { ...base, list: 'kitchens' },
        {
          list: [
            'List must be one of: users, restaurants, menus, dishes, orders, reviews, activity, refunds',
          ],
        },
      ],
      [
        { name: 'No list', query: {} },
        {
          list: [
            'List must be one of: users, restaurants, menus, dishes, orders, reviews, activity, refunds',
          ],
        },
      ],
      [
        { ...base, query: undefined },
        { query: ['Query must be an object of texts, numbers, booleans or lists of texts'] },
      ],
      [
        { ...base, query: ['a'] },
        { query: ['Query must be an object of texts, numbers, booleans or lists of texts'] },
      ],
      [
        { ...base, query: 'search=x' },
        { query: ['Query must be an object of texts, numbers, booleans or lists of texts'] },
      ],
      [
        { ...base, query: { nested: { deep: 1 } } },
        { 'query.nested': ['Query must be an object of texts, numbers, booleans or lists of texts'] },
      ],
      [
        { ...base, query: { ids: [1, 2] } },
        { 'query.ids': ['Query must be an object of texts, numbers, booleans or lists of texts'] },
      ],
      [
        { ...base, query: { search: 'x'.repeat(4100) } },
        { query: ['Query is too large (at most 4096 bytes as JSON)'] },
      ],
      [{ ...base, shared: 'yes' }, { shared: ['Shared must be true or false'] }],
    ];
    for (const [payload, expected] of cases) {
      const response = await create(admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toEqual(
        typeof expected === 'string' ? errorBody(400, expected) : validationErrorBody(expected),
      );
    }
    // Multi-byte text counts in bytes: 1400 euro signs are 4200 bytes.
    const euros = await create(admin, { ...base, query: { search: '€'.repeat(1400) } });
    expect(euros.statusCode).toBe(400);
    const justFits = await create(admin, {
      ...base,
      query: { search: 'x'.repeat(4096 - '{"search":""}'.length) },
    });
    expect(justFits.statusCode, justFits.body).toBe(201);

    const noList = await server.app.inject({ method: 'GET', url: '/api/views', headers: admin.headers });
    expect(noList.statusCode).toBe(400);
    expect(noList.json()).toMatchObject({
      fieldErrors: { list: [expect.stringContaining('List must be one of')] },
    });
    const badId = await update(admin, 0, base);
    expect(badId.json()).toEqual(errorBody(400, 'Invalid id'));
    const unknownId = await remove(admin, 2_000_000_000);
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json()).toEqual(errorBody(404, 'View not found'));
  });

  it('need a signed-in profile', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/views?list=users' });
    expect(anonymous.statusCode).toBe(401);
    // Any role may keep views of the lists it can read.
    expect((await create(customer, { list: 'restaurants', name: 'Nearby', query: {} })).statusCode).toBe(201);
  });
});
