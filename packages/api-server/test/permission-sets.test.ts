import type { PermissionSet } from '@food-admin/api-client';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSetId } from '../src/auth/permission-sets';
import { activityLog, changeEvents, memberships, permissionSets } from '../src/db/schema';
import { insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Permission sets (docs/api.md#permission-sets): admins' own beside the built-in ones, written
 * only with permissions the writer holds platform-wide, applied to their holders' next request.
 */

describe('permission sets', () => {
  let server: TestServer;
  let admin: TestUser;

  const call = (
    as: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method,
      url,
      headers: { ...as.headers, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const create = (as: TestUser, permissions: string[], name = `Set ${randomUUID()}`) =>
    call(as, 'POST', '/api/permission-sets', { name, permissions });
  const hold = async (user: TestUser, permissionSetId: number, restaurantId: number | null = null) => {
    await server.db.insert(memberships).values({ userId: user.id, restaurantId, permissionSetId });
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createUser(server.db, 'ADMIN', 'sets-admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the built-in sets read-only and adds an admin set, names unique whatever the case', async () => {
    const listed = (await call(admin, 'GET', '/api/permission-sets')).json<PermissionSet[]>();
    expect(listed.filter((set) => set.builtIn).map((set) => set.name)).toEqual(
      expect.arrayContaining(['Administrator', 'Owner', 'Manager', 'Kitchen', 'Support', 'Finance']),
    );
    const name = `Night shift ${randomUUID()}`;
    const created = await create(admin, ['orders.handle', 'orders.view', 'orders.view'], name);
    expect(created.statusCode, created.body).toBe(201);
    // Each permission once, in the catalogue's order.
    expect(created.json<PermissionSet>()).toMatchObject({
      name,
      permissions: ['orders.view', 'orders.handle'],
      builtIn: false,
      version: 1,
    });
    const clash = await create(admin, ['orders.view'], name.toUpperCase());
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ fieldErrors: { name: ['A permission set of this name exists'] } });
    expect((await create(admin, [])).json()).toMatchObject({
      fieldErrors: { permissions: ['Choose at least one permission'] },
    });
    expect((await create(admin, ['orders.fly'])).statusCode).toBe(400);

    const kitchen = await builtInSetId(server.db, 'Kitchen');
    const builtIn = await call(admin, 'PUT', `/api/permission-sets/${kitchen}`, {
      name: 'Kitchen',
      permissions: ['orders.view'],
    });
    expect(builtIn.json()).toMatchObject({ code: 'PERMISSION_SET_BUILT_IN' });
    expect((await call(admin, 'DELETE', `/api/permission-sets/${kitchen}`)).json()).toMatchObject({
      code: 'PERMISSION_SET_BUILT_IN',
    });
  });

  it('changes what its holders may do at their next request, and tells them', async () => {
    const set = (await create(admin, ['orders.view'])).json<PermissionSet>();
    const person = await createUser(server.db, 'RESTAURANT', `holder-${randomUUID()}`);
    await hold(person, set.id);
    expect((await call(person, 'GET', '/admin/users')).statusCode).toBe(403);
    const heard = async () =>
      (
        await server.db
          .select({ id: changeEvents.id })
          .from(changeEvents)
          .where(and(eq(changeEvents.kind, 'user'), eq(changeEvents.recordId, person.id)))
      ).length;
    const before = await heard();
    const changed = await call(
      admin,
      'PUT',
      `/api/permission-sets/${set.id}`,
      { name: set.name, permissions: ['orders.view', 'users.manage'] },
      { 'if-match': `"${set.version}"` },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<PermissionSet>().version).toBe(set.version + 1);
    expect((await call(person, 'GET', '/admin/users')).statusCode).toBe(200);
    // Their live stream and screens hear it: a change of the person.
    expect(await heard()).toBe(before + 1);

    // A stale version is refused with the current set.
    const stale = await call(
      admin,
      'PUT',
      `/api/permission-sets/${set.id}`,
      { name: set.name, permissions: ['orders.view'] },
      { 'if-match': `"${set.version}"` },
    );
    expect(stale.statusCode).toBe(412);
    // Held: not deleted.
    expect((await call(admin, 'DELETE', `/api/permission-sets/${set.id}`)).json()).toMatchObject({
      code: 'PERMISSION_SET_IN_USE',
    });
    await server.db.delete(memberships).where(eq(memberships.userId, person.id));
    expect((await call(admin, 'DELETE', `/api/permission-sets/${set.id}`)).statusCode).toBe(204);
    const codes = await server.db
      .select({ code: activityLog.code })
      .from(activityLog)
      .where(eq(activityLog.actionType, 'PERMISSION_SET'));
    expect(codes.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['PERMISSION_SET_CREATED', 'PERMISSION_SET_UPDATED', 'PERMISSION_SET_DELETED']),
    );
  });

  it('lets nobody write a set with, or out of, permissions they do not hold platform-wide', async () => {
    const people = (await create(admin, ['users.manage', 'orders.view'])).json<PermissionSet>();
    const manager = await createUser(server.db, 'RESTAURANT', `sets-manager-${randomUUID()}`);
    await hold(manager, people.id);
    expect((await create(manager, ['users.manage', 'refunds.approve'])).json()).toMatchObject({
      code: 'PERMISSION_OUT_OF_REACH',
    });
    const own = await create(manager, ['orders.view']);
    expect(own.statusCode, own.body).toBe(201);
    const finance = (await create(admin, ['refunds.approve'])).json<PermissionSet>();
    const widen = await call(manager, 'PUT', `/api/permission-sets/${own.json<PermissionSet>().id}`, {
      name: 'Wider',
      permissions: ['orders.view', 'refunds.approve'],
    });
    expect(widen.json()).toMatchObject({ code: 'PERMISSION_OUT_OF_REACH' });
    const narrow = await call(manager, 'PUT', `/api/permission-sets/${finance.id}`, {
      name: finance.name,
      permissions: ['orders.view'],
    });
    expect(narrow.json()).toMatchObject({ code: 'PERMISSION_OUT_OF_REACH' });
    expect((await call(manager, 'DELETE', `/api/permission-sets/${finance.id}`)).json()).toMatchObject({
      code: 'PERMISSION_OUT_OF_REACH',
    });
  });

  it("keeps a set held on a restaurant to restaurant permissions, and a team's last manager", async () => {
    const set = (await create(admin, ['orders.view', 'staff.manage'])).json<PermissionSet>();
    // A restaurant nobody owns, managed only through this set.
    const restaurant = await insertRestaurant(server.db, { ownerId: null });
    const person = await createUser(server.db, 'RESTAURANT', `team-${randomUUID()}`);
    await hold(person, set.id, restaurant.id);
    const platformWide = await call(admin, 'PUT', `/api/permission-sets/${set.id}`, {
      name: set.name,
      permissions: ['orders.view', 'staff.manage', 'users.manage'],
    });
    expect(platformWide.json()).toMatchObject({
      fieldErrors: { permissions: ['This set holds platform-wide permissions'] },
    });
    const unmanaged = await call(admin, 'PUT', `/api/permission-sets/${set.id}`, {
      name: set.name,
      permissions: ['orders.view'],
    });
    expect(unmanaged.json()).toMatchObject({ code: 'LAST_TEAM_MANAGER' });
    // Another manager there: the set may lose staff.manage.
    const other = await createUser(server.db, 'RESTAURANT', `team-other-${randomUUID()}`);
    await hold(other, await builtInSetId(server.db, 'Manager'), restaurant.id);
    const narrowed = await call(admin, 'PUT', `/api/permission-sets/${set.id}`, {
      name: set.name,
      permissions: ['orders.view'],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const [row] = await server.db
      .select({ permissions: permissionSets.permissions })
      .from(permissionSets)
      .where(eq(permissionSets.id, set.id));
    expect(row?.permissions).toEqual(['orders.view']);
  });
});
