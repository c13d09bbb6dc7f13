import type { RestaurantTeam, TeamMember } from '@food-admin/api-client';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSetId } from '../src/auth/permission-sets';
import { activityLog, changeEvents, memberships } from '../src/db/schema';
import { insertRestaurant } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * A restaurant's team through the API (docs/api.md#team): who may change it, no escalation, not
 * one's own membership, the last manager of an ownerless restaurant, the feed's entries, and the
 * member's grants applying at once.
 */

describe("a restaurant's team", () => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let sets: Record<'Manager' | 'Kitchen' | 'Menu editor' | 'Owner' | 'Support' | 'Administrator', number>;

  const call = (as: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: as.headers, ...(payload === undefined ? {} : { payload }) });
  const staffAccount = (name: string) => createUser(server.db, 'RESTAURANT', name);
  const add = (as: TestUser, restaurantId: number, userId: number, setId: number) =>
    call(as, 'POST', `/api/restaurants/${restaurantId}/members`, { userId, permissionSetId: setId });
  const added = async (as: TestUser, restaurantId: number, userId: number, setId: number) => {
    const response = await add(as, restaurantId, userId, setId);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TeamMember>();
  };
  const codeOf = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createUser(server.db, 'ADMIN', 'team-admin');
    owner = await createUser(server.db, 'RESTAURANT', 'team-owner');
    sets = {
      Manager: await builtInSetId(server.db, 'Manager'),
      Kitchen: await builtInSetId(server.db, 'Kitchen'),
      'Menu editor': await builtInSetId(server.db, 'Menu editor'),
      Owner: await builtInSetId(server.db, 'Owner'),
      Support: await builtInSetId(server.db, 'Support'),
      Administrator: await builtInSetId(server.db, 'Administrator'),
    };
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets the owner add, change and remove members, each written to the feed and the live events', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Team Kitchen' });
    const cook = await staffAccount('team-cook');
    const member = await added(owner, restaurant.id, cook.id, sets.Kitchen);
    expect(member).toMatchObject({
      user: { id: cook.id },
      permissionSet: { id: sets.Kitchen, name: 'Kitchen' },
    });

    const team = await call(owner, 'GET', `/api/restaurants/${restaurant.id}/members`);
    expect(team.json<RestaurantTeam>()).toMatchObject({
      owner: { id: owner.id },
      members: [{ id: member.id }],
    });

    const changed = await call(owner, 'PUT', `/api/restaurants/${restaurant.id}/members/${member.id}`, {
      permissionSetId: sets.Manager,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TeamMember>().permissionSet.name).toBe('Manager');
    const removed = await call(owner, 'DELETE', `/api/restaurants/${restaurant.id}/members/${member.id}`);
    expect(removed.statusCode).toBe(204);

    const entries = await server.db
      .select({ code: activityLog.code, entityId: activityLog.entityId })
      .from(activityLog)
      .where(and(eq(activityLog.userId, owner.id), eq(activityLog.actionType, 'TEAM')))
      .orderBy(activityLog.id);
    expect(entries).toEqual([
      { code: 'TEAM_MEMBER_ADDED', entityId: restaurant.id },
      { code: 'TEAM_MEMBER_CHANGED', entityId: restaurant.id },
      { code: 'TEAM_MEMBER_REMOVED', entityId: restaurant.id },
    ]);
    // Each change is announced as a change of the person: their live stream ends and reconnects.
    const events = await server.db
      .select({ kind: changeEvents.kind, recordId: changeEvents.recordId })
      .from(changeEvents)
      .where(and(eq(changeEvents.kind, 'user'), eq(changeEvents.recordId, cook.id)))
      .orderBy(desc(changeEvents.id));
    expect(events.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses escalation: a manager gives only what they hold, and takes away only that', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Escalation Kitchen' });
    const manager = await staffAccount('team-manager');
    const cook = await staffAccount('team-cook-2');
    const editor = await staffAccount('team-editor');
    await added(owner, restaurant.id, manager.id, sets.Manager);

    // The Owner set holds restaurants.edit, which a Manager does not.
    const asOwner = await add(manager, restaurant.id, cook.id, sets.Owner);
    expect(asOwner.statusCode).toBe(403);
    expect(codeOf(asOwner)).toBe('PERMISSION_OUT_OF_REACH');
    // A set with platform-wide permissions is never given on one restaurant, even by an admin.
    const platform = await add(admin, restaurant.id, cook.id, sets.Support);
    expect(platform.statusCode).toBe(400);
    expect(platform.json()).toMatchObject({
      fieldErrors: { permissionSetId: ['This set holds platform-wide permissions'] },
    });

    const cookMember = await added(manager, restaurant.id, cook.id, sets.Kitchen);
    const owned = await added(owner, restaurant.id, editor.id, sets.Owner);
    // Not someone holding more than the manager does, and not themselves.
    const demote = await call(manager, 'PUT', `/api/restaurants/${restaurant.id}/members/${owned.id}`, {
      permissionSetId: sets.Kitchen,
    });
    expect(codeOf(demote)).toBe('PERMISSION_OUT_OF_REACH');
    expect(
      (await call(manager, 'DELETE', `/api/restaurants/${restaurant.id}/members/${owned.id}`)).statusCode,
    ).toBe(403);
    const [self] = await server.db.select().from(memberships).where(eq(memberships.userId, manager.id));
    const promote = await call(manager, 'PUT', `/api/restaurants/${restaurant.id}/members/${self?.id}`, {
      permissionSetId: sets['Menu editor'],
    });
    expect(promote.statusCode).toBe(409);
    expect(codeOf(promote)).toBe('OWN_MEMBERSHIP');
    expect(codeOf(await add(manager, restaurant.id, manager.id, sets.Kitchen))).toBe('OWN_MEMBERSHIP');
    expect(
      (await call(manager, 'DELETE', `/api/restaurants/${restaurant.id}/members/${cookMember.id}`))
        .statusCode,
    ).toBe(204);

    // A kitchen member does not manage the team at all; nor does a manager of another restaurant.
    const kitchen = await added(owner, restaurant.id, cook.id, sets.Kitchen);
    const elsewhere = await insertRestaurant(server.db, { name: 'Elsewhere' });
    const refused = await call(cook, 'GET', `/api/restaurants/${restaurant.id}/members`);
    expect(codeOf(refused)).toBe('TEAM_NOT_YOURS');
    expect(codeOf(await add(manager, elsewhere.id, cook.id, sets.Kitchen))).toBe('TEAM_NOT_YOURS');
    expect(kitchen.permissionSet.name).toBe('Kitchen');
  });

  it('adds only restaurant accounts, once, and never the owner', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Who Joins' });
    const customer = await createUser(server.db, 'CUSTOMER', 'team-customer');
    const notStaff = await add(owner, restaurant.id, customer.id, sets.Kitchen);
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json()).toMatchObject({
      fieldErrors: { userId: ['Only restaurant accounts can join a team'] },
    });
    expect((await add(owner, restaurant.id, 999_999, sets.Kitchen)).json()).toMatchObject({
      fieldErrors: { userId: ['User not found'] },
    });
    expect((await add(owner, restaurant.id, owner.id, sets.Kitchen)).statusCode).toBe(409);
    const cook = await staffAccount('team-twice');
    await added(owner, restaurant.id, cook.id, sets.Kitchen);
    const twice = await add(admin, restaurant.id, cook.id, sets.Manager);
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('MEMBER_EXISTS');
    expect(codeOf(await add(admin, restaurant.id, owner.id, sets.Kitchen))).toBe('MEMBER_EXISTS');
  });

  it('keeps one manager on a restaurant without an owner, when two removals race', async () => {
    const restaurant = await insertRestaurant(server.db, { name: 'Ownerless' });
    const [first, second] = [await staffAccount('team-first'), await staffAccount('team-second')];
    const a = await added(admin, restaurant.id, first.id, sets.Manager);
    const b = await added(admin, restaurant.id, second.id, sets.Manager);
    // Each manager removes the other at once: exactly one wins. The other is refused as the last
    // manager (409) when its request read its grants first, or as no manager any more (403).
    const [one, two] = await Promise.all([
      call(first, 'DELETE', `/api/restaurants/${restaurant.id}/members/${b.id}`),
      call(second, 'DELETE', `/api/restaurants/${restaurant.id}/members/${a.id}`),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses[0]).toBe(204);
    const loser = [one, two].find((response) => response.statusCode !== 204);
    expect(['LAST_TEAM_MANAGER', 'TEAM_NOT_YOURS']).toContain(loser && codeOf(loser));
    const left = await server.db
      .select()
      .from(memberships)
      .where(eq(memberships.restaurantId, restaurant.id));
    expect(left).toHaveLength(1);
    // Nor can an admin take the last one away, or make them a kitchen member.
    expect(
      codeOf(await call(admin, 'DELETE', `/api/restaurants/${restaurant.id}/members/${left[0]?.id}`)),
    ).toBe('LAST_TEAM_MANAGER');
    const demote = await call(admin, 'PUT', `/api/restaurants/${restaurant.id}/members/${left[0]?.id}`, {
      permissionSetId: sets.Kitchen,
    });
    expect(codeOf(demote)).toBe('LAST_TEAM_MANAGER');
  });

  it("gives a new member their set's rights on the next request", async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Next Request' });
    const editor = await staffAccount('team-next');
    const team = () => call(editor, 'GET', `/api/restaurants/${restaurant.id}/members`);
    expect((await team()).statusCode).toBe(403);
    const member = await added(owner, restaurant.id, editor.id, sets.Manager);
    expect((await team()).statusCode).toBe(200);
    await call(owner, 'DELETE', `/api/restaurants/${restaurant.id}/members/${member.id}`);
    expect((await team()).statusCode).toBe(403);
  });
});
