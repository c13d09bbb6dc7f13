import { MAX_VIEWS_PER_LIST, type SavedViewInput, validationErrorBody } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { mockDb, overrides, resetMockDb } from '../src/index';
import { apiError, mockClient, rawFetch, server, useMockApi } from './support';

useMockApi();
const api = mockClient();

const view = (name: string, extra: Partial<SavedViewInput> = {}): SavedViewInput => ({
  list: 'users',
  name,
  query: { role: ['ADMIN'], sort: 'email,asc', size: 25 },
  ...extra,
});
const names = (views: readonly { name: string }[]) => views.map((row) => row.name);
const id = (value: number) => ({ params: { id: value } });

describe('saved views', () => {
  it("create answers 201 with the view and its owner; the list answers the list's views by name", async () => {
    const raw = await rawFetch('POST', '/api/views', view('  Admins by email '));
    expect(raw.status).toBe(201);
    expect(raw.body).toEqual({
      id: expect.any(Number),
      list: 'users',
      name: 'Admins by email',
      query: { role: ['ADMIN'], sort: 'email,asc', size: 25 },
      shared: false,
      ownerId: 1,
      ownerName: 'Ada Admin',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await api.views.create({ body: view('all couriers') });
    await api.views.create({ body: view('Busy', { list: 'orders', query: { status: ['PENDING'] } }) });
    await api.views.create({ body: view('Banned') });

    // By name case-insensitively, only the asked list.
    expect(names(await api.views.list({ query: { list: 'users' } }))).toEqual([
      'Admins by email',
      'all couriers',
      'Banned',
    ]);
    expect(names(await api.views.list({ query: { list: 'orders' } }))).toEqual(['Busy']);
    expect(await api.views.list({ query: { list: 'dishes' } })).toEqual([]);
    // The store is reset with the rest.
    resetMockDb();
    expect(await api.views.list({ query: { list: 'users' } })).toEqual([]);
  });

  it('update renames, changes and shares a view; delete answers 204; unknown ids 404', async () => {
    const created = await api.views.create({ body: view('Draft') });
    const updated = await api.views.update({
      ...id(created.id),
      body: { name: 'Team admins', query: { role: ['ADMIN', 'COURIER'] }, shared: true },
    });
    expect(updated).toMatchObject({
      id: created.id,
      list: 'users',
      name: 'Team admins',
      query: { role: ['ADMIN', 'COURIER'] },
      shared: true,
      ownerId: 1,
      createdAt: created.createdAt,
    });
    expect(await api.views.list({ query: { list: 'users' } })).toEqual([updated]);

    expect((await rawFetch('DELETE', `/api/views/${created.id}`)).status).toBe(204);
    expect(mockDb.views.count()).toBe(0);
    for (const call of [
      api.views.remove(id(created.id)),
      api.views.update({ ...id(created.id), body: { name: 'Gone', query: {} } }),
    ]) {
      expect(await apiError(call)).toMatchObject({ status: 404, message: 'View not found' });
    }
  });

  it('another user sees only their own views and the shared ones of lists they can read', async () => {
    const mine = await api.views.create({ body: view('Private') });
    const sharedUsers = await api.views.create({ body: view('Shared users', { shared: true }) });
    const sharedRestaurants = await api.views.create({
      body: view('Inactive', { list: 'restaurants', query: { isActive: ['false'] }, shared: true }),
    });

    mockDb.actor = 'owner@demo.food'; // a RESTAURANT user: reads restaurants, not users
    expect(await api.views.list({ query: { list: 'users' } })).toEqual([]);
    expect(await api.views.list({ query: { list: 'restaurants' } })).toEqual([sharedRestaurants]);
    expect(sharedRestaurants.ownerName).toBe('Ada Admin');

    // Not visible: 404; visible but someone else's: 403 (only its owner or an admin changes it).
    for (const hidden of [mine.id, sharedUsers.id]) {
      expect(await apiError(api.views.remove(id(hidden)))).toMatchObject({
        status: 404,
        message: 'View not found',
      });
    }
    expect(await apiError(api.views.remove(id(sharedRestaurants.id)))).toMatchObject({
      status: 403,
      message: 'Only its owner or an admin can change a shared view',
    });
    // Only admins share, and a view belongs to a list its owner can read.
    expect(
      await apiError(api.views.create({ body: view('Mine', { list: 'restaurants', shared: true }) })),
    ).toMatchObject({ status: 403, message: 'Only admins can share views' });
    expect(await apiError(api.views.create({ body: view('Users') }))).toMatchObject({
      status: 403,
      message: 'You cannot open this list',
    });
    const own = await api.views.create({ body: view('Mine', { list: 'restaurants', query: {} }) });
    expect(own).toMatchObject({ ownerId: 2, ownerName: 'Oscar Owner', shared: false });

    // Back as the admin: the owner's own view is invisible, the shared ones can be changed.
    mockDb.actor = 'admin@demo.food';
    expect(names(await api.views.list({ query: { list: 'restaurants' } }))).toEqual(['Inactive']);
    expect(await apiError(api.views.remove(id(own.id)))).toMatchObject({ status: 404 });
  });

  it("an admin may change another admin's shared view; it keeps its owner", async () => {
    mockDb.actor = mockDb.users.find(10)!.email; // another admin
    const theirs = await api.views.create({ body: view('Shared by 10', { shared: true }) });
    mockDb.actor = 'admin@demo.food';
    const changed = await api.views.update({
      ...id(theirs.id),
      body: { name: 'Renamed by 1', query: theirs.query, shared: true },
    });
    expect(changed).toMatchObject({ ownerId: 10, name: 'Renamed by 1' });
    expect(changed.ownerName).toBe(`${mockDb.users.find(10)?.firstName} ${mockDb.users.find(10)?.lastName}`);

    // Deleting the owner takes their views with them (the server's cascade).
    await api.admin.deleteUser(id(10));
    expect(await api.views.list({ query: { list: 'users' } })).toEqual([]);
  });

  it('a change keeps what it leaves out; a list its owner may no longer read hides its views (issue 55)', async () => {
    mockDb.actor = mockDb.users.find(10)!.email; // another admin
    const team = await api.views.create({ body: view('Team', { shared: true }) });
    const places = await api.views.create({
      body: view('Places', { list: 'restaurants', query: {}, shared: true }),
    });
    mockDb.actor = 'admin@demo.food';
    expect(await api.views.update({ ...id(team.id), body: { name: 'Team, renamed' } })).toMatchObject({
      name: 'Team, renamed',
      query: team.query,
      shared: true,
    });
    expect(await api.views.update({ ...id(team.id), body: { query: { role: ['COURIER'] } } })).toMatchObject({
      name: 'Team, renamed',
      query: { role: ['COURIER'] },
      shared: true,
    });

    // Admin 10 is demoted: the users list, and so its views, are no longer theirs to read or change.
    mockDb.users.update(10, { role: 'RESTAURANT' });
    mockDb.actor = mockDb.users.find(10)!.email;
    expect(await api.views.list({ query: { list: 'users' } })).toEqual([]);
    for (const call of [
      api.views.update({ ...id(team.id), body: { name: 'Still mine' } }),
      api.views.remove(id(team.id)),
    ]) {
      expect(await apiError(call)).toMatchObject({ status: 403, code: 'LIST_NOT_ALLOWED' });
    }
    expect(names(await api.views.list({ query: { list: 'restaurants' } }))).toEqual(['Places']);
    expect(await api.views.update({ ...id(places.id), body: { name: 'My places' } })).toMatchObject({
      name: 'My places',
      shared: true,
    });
    mockDb.actor = 'admin@demo.food';
    expect(names(await api.views.list({ query: { list: 'users' } }))).toEqual(['Team, renamed']);
  });

  it(`keeps at most ${MAX_VIEWS_PER_LIST} views per user and list (409)`, async () => {
    for (let index = 0; index < MAX_VIEWS_PER_LIST; index += 1) {
      await api.views.create({ body: view(`View ${index}`, { list: 'menus', query: {} }) });
    }
    expect(await apiError(api.views.create({ body: view('One more', { list: 'menus' }) }))).toMatchObject({
      status: 409,
      message: `You already have ${MAX_VIEWS_PER_LIST} views of this list. Delete one first.`,
      code: 'VIEW_LIMIT',
    });
    // Another list, or another user, is not limited by them.
    await expect(api.views.create({ body: view('Other list') })).resolves.toMatchObject({ list: 'users' });
    mockDb.actor = mockDb.users.find(10)!.email;
    await expect(api.views.create({ body: view('Theirs', { list: 'menus' }) })).resolves.toMatchObject({
      ownerId: 10,
    });
  });

  it('answers 400 from the contract schemas, 403 for an actor without a profile', async () => {
    expect(await rawFetch('POST', '/api/views', { list: 'kitchens', name: 'x', query: {} })).toEqual({
      status: 400,
      body: validationErrorBody({
        list: ['List must be one of: users, restaurants, menus, dishes, orders, reviews, activity, refunds'],
      }),
    });
    expect(
      await rawFetch('POST', '/api/views', { list: 'users', name: ' ', query: { page: { n: 1 } } }),
    ).toEqual({
      status: 400,
      body: validationErrorBody({
        name: ['Name is required'],
        'query.page': ['Query must be an object of texts, numbers, booleans or lists of texts'],
      }),
    });
    expect((await rawFetch('GET', '/api/views')).status).toBe(400);
    mockDb.actor = 'nobody@demo.food';
    expect(await apiError(api.views.list({ query: { list: 'users' } }))).toMatchObject({
      status: 403,
      message: 'No profile for this account. Register first.',
    });
  });

  it('overrides.empty answers no views', async () => {
    await api.views.create({ body: view('Kept') });
    server.use(overrides.empty('views'));
    expect(await api.views.list({ query: { list: 'users' } })).toEqual([]);
  });
});
