import {
  OWNED_SHOWN,
  type Invitation,
  type MyInvitation,
  type PlatformStaff,
  type RestaurantTeam,
  type TeamMember,
  type UserAccess,
} from '@food-admin/api-client';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSetId } from '../src/auth/permission-sets';
import { LAST_SEEN_STEP_MS } from '../src/auth/last-seen';
import { activityLog, lastSeen, memberships, permissionSets, users } from '../src/db/schema';
import {
  createUser,
  signInAccount,
  signUpAccount,
  startTestServer,
  type TestServer,
  type TestUser,
} from './support/server';
import { insertRestaurant } from './support/fixtures';

/*
 * The platform's staff (docs/api.md#staff): sets held platform-wide, given by whoever holds
 * users.manage platform-wide, never beyond what they hold themselves; invitations to it as to a
 * team's, accepted by a verified account of the email.
 */

describe('platform staff', () => {
  let server: TestServer;
  let admin: TestUser;
  let sets: Record<'Support' | 'Finance' | 'Kitchen', number>;
  /** A custom set of users.manage and orders.view alone: who holds it cannot give Finance. */
  let peopleSet: number;

  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const holdPlatformWide = async (user: TestUser, permissionSetId: number) => {
    const [row] = await server.db
      .insert(memberships)
      .values({ userId: user.id, restaurantId: null, permissionSetId })
      .returning();
    return row?.id ?? 0;
  };
  const restaurantAccount = (name: string) => createUser(server.db, 'RESTAURANT', `${name}-${randomUUID()}`);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createUser(server.db, 'ADMIN', 'staff-admin');
    sets = {
      Support: await builtInSetId(server.db, 'Support'),
      Finance: await builtInSetId(server.db, 'Finance'),
      Kitchen: await builtInSetId(server.db, 'Kitchen'),
    };
    const [people] = await server.db
      .insert(permissionSets)
      .values({ name: `People ${randomUUID()}`, permissions: ['users.manage', 'orders.view'] })
      .returning();
    peopleSet = people?.id ?? 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it("shows when a member was last seen: noted by their requests, once per step, never on their row's version", async () => {
    const person = await restaurantAccount('seen');
    const memberId = await holdPlatformWide(person, sets.Support);
    const seenOf = async () =>
      (await call(admin.headers, 'GET', '/api/staff'))
        .json<PlatformStaff>()
        .members.find((each) => each.id === memberId)?.lastSeenAt;
    expect(await seenOf()).toBeNull();

    const before = Date.now();
    expect((await call(person.headers, 'GET', '/api/me/permissions')).statusCode).toBe(200);
    const noted = await seenOf();
    expect(Date.parse(noted ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // Within the step, further requests write nothing.
    expect((await call(person.headers, 'GET', '/api/me/permissions')).statusCode).toBe(200);
    expect(await seenOf()).toBe(noted);
    const [row] = await server.db
      .select({ version: users.version })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row?.version).toBe(1);

    // Once the step has passed, the next request notes the time again.
    const stale = new Date(Date.now() - LAST_SEEN_STEP_MS - 1000);
    await server.db.update(lastSeen).set({ at: stale }).where(eq(lastSeen.userId, person.id));
    expect((await call(person.headers, 'GET', '/api/me/permissions')).statusCode).toBe(200);
    expect(Date.parse((await seenOf()) ?? '')).toBeGreaterThan(stale.getTime() + LAST_SEEN_STEP_MS);
  });

  it("shows when the administrators and a restaurant's owner were last seen, as its members", async () => {
    expect((await call(admin.headers, 'GET', '/api/staff')).statusCode).toBe(200);
    const staff = (await call(admin.headers, 'GET', '/api/staff')).json<PlatformStaff>();
    const me = staff.administrators.find((each) => each.id === admin.id);
    expect(Date.parse(me?.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const owner = await restaurantAccount('leader');
    const place = await insertRestaurant(server.db, { name: 'Leader Place', ownerId: owner.id });
    const ownerOf = async () =>
      (await call(admin.headers, 'GET', `/api/restaurants/${place.id}/members`)).json<RestaurantTeam>().owner;
    expect(await ownerOf()).toMatchObject({ id: owner.id, lastSeenAt: null });
    expect((await call(owner.headers, 'GET', '/api/me/permissions')).statusCode).toBe(200);
    expect(Date.parse((await ownerOf())?.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('says what one person can do: role, restaurants owned, memberships with their permissions', async () => {
    const person = await restaurantAccount('access');
    const own = await insertRestaurant(server.db, { name: 'Zest Kitchen', ownerId: person.id });
    await insertRestaurant(server.db, { name: 'apple bistro', ownerId: person.id });
    const team = await insertRestaurant(server.db, { name: 'Team Place' });
    const trashed = await insertRestaurant(server.db, { name: 'Gone Place' });
    await server.db.insert(memberships).values([
      { userId: person.id, restaurantId: team.id, permissionSetId: sets.Kitchen },
      { userId: person.id, restaurantId: trashed.id, permissionSetId: sets.Kitchen },
      { userId: person.id, restaurantId: null, permissionSetId: sets.Finance },
    ]);
    expect((await call(admin.headers, 'DELETE', `/api/restaurants/${trashed.id}`)).statusCode).toBe(204);

    const answer = await call(admin.headers, 'GET', `/admin/users/${person.id}/access`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<UserAccess>()).toEqual({
      role: 'RESTAURANT',
      // By name, whatever the case.
      owned: {
        count: 2,
        restaurants: [
          expect.objectContaining({ name: 'apple bistro' }),
          { id: own.id, name: 'Zest Kitchen' },
        ],
      },
      // Platform-wide first; a restaurant in the trash is left out.
      memberships: [
        {
          restaurant: null,
          permissionSet: { id: sets.Finance, name: 'Finance' },
          permissions: ['orders.view', 'orders.refund', 'refunds.approve'],
        },
        {
          restaurant: { id: team.id, name: 'Team Place' },
          permissionSet: { id: sets.Kitchen, name: 'Kitchen' },
          permissions: ['restaurants.pause', 'orders.view', 'orders.handle'],
        },
      ],
    });
    const ofAdmin = (await call(admin.headers, 'GET', `/admin/users/${admin.id}/access`)).json<UserAccess>();
    expect(ofAdmin).toEqual({ role: 'ADMIN', owned: { count: 0, restaurants: [] }, memberships: [] });
    expect((await call(admin.headers, 'GET', '/admin/users/2147483647/access')).statusCode).toBe(404);
    // Whoever does not manage people is refused (the authorisation matrix covers every set).
    expect((await call(person.headers, 'GET', `/admin/users/${admin.id}/access`)).statusCode).toBe(403);
  });

  it('counts every restaurant a person owns while it lists the first OWNED_SHOWN', async () => {
    const person = await restaurantAccount('many-owned');
    for (let n = 0; n <= OWNED_SHOWN; n++) {
      await insertRestaurant(server.db, { name: `Owned ${String(n).padStart(2, '0')}`, ownerId: person.id });
    }
    const { owned } = (
      await call(admin.headers, 'GET', `/admin/users/${person.id}/access`)
    ).json<UserAccess>();
    expect(owned.count).toBe(OWNED_SHOWN + 1);
    expect(owned.restaurants.map((row) => row.name)).toEqual(
      Array.from({ length: OWNED_SHOWN }, (_, n) => `Owned ${String(n).padStart(2, '0')}`),
    );
  });

  it('gives a restaurant account a set platform-wide, which its next request holds', async () => {
    const person = await restaurantAccount('support');
    // Not yet staff: the users' list is refused.
    expect((await call(person.headers, 'GET', '/admin/users')).statusCode).toBe(403);
    const added = await call(admin.headers, 'POST', '/api/staff', {
      userId: person.id,
      permissionSetId: sets.Support,
    });
    expect(added.statusCode, added.body).toBe(201);
    const member = added.json<TeamMember>();
    expect(member).toMatchObject({ user: { id: person.id }, permissionSet: { name: 'Support' } });
    const mine = await call(person.headers, 'GET', '/api/me/permissions');
    expect(mine.json()).toMatchObject({ memberships: [{ restaurantId: null }] });

    const staff = (await call(admin.headers, 'GET', '/api/staff')).json<PlatformStaff>();
    expect(staff.administrators.map((each) => each.id)).toContain(admin.id);
    expect(staff.members.find((each) => each.id === member.id)?.permissionSet.name).toBe('Support');

    const changed = await call(admin.headers, 'PUT', `/api/staff/${member.id}`, {
      permissionSetId: peopleSet,
    });
    expect(changed.json<TeamMember>().permissionSet.id).toBe(peopleSet);
    // Their next request holds users.manage platform-wide.
    expect((await call(person.headers, 'GET', '/admin/users')).statusCode).toBe(200);
    expect((await call(admin.headers, 'DELETE', `/api/staff/${member.id}`)).statusCode).toBe(204);
    expect((await call(person.headers, 'GET', '/admin/users')).statusCode).toBe(403);
    expect((await call(person.headers, 'GET', '/api/me/permissions')).json()).toMatchObject({
      memberships: [],
    });

    const codes = await server.db
      .select({ code: activityLog.code })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, person.id), eq(activityLog.actionType, 'STAFF')))
      .orderBy(activityLog.id);
    expect(codes.map((entry) => entry.code)).toEqual([
      'STAFF_MEMBER_ADDED',
      'STAFF_MEMBER_CHANGED',
      'STAFF_MEMBER_REMOVED',
    ]);
  });

  it('refuses customers, admins, someone already on the staff and the caller themselves', async () => {
    const customer = await createUser(server.db, 'CUSTOMER', `staff-customer-${randomUUID()}`);
    const add = (userId: number, as = admin) =>
      call(as.headers, 'POST', '/api/staff', { userId, permissionSetId: sets.Kitchen });
    expect((await add(customer.id)).json()).toMatchObject({
      fieldErrors: { userId: ['Only restaurant accounts can join a team'] },
    });
    expect((await add(2_000_000_000)).json()).toMatchObject({ fieldErrors: { userId: ['User not found'] } });
    const otherAdmin = await createUser(server.db, 'ADMIN', `staff-admin-${randomUUID()}`);
    expect((await add(otherAdmin.id)).json()).toMatchObject({ code: 'MEMBER_EXISTS' });
    const person = await restaurantAccount('twice');
    expect((await add(person.id)).statusCode).toBe(201);
    expect((await add(person.id)).json()).toMatchObject({ code: 'MEMBER_EXISTS' });
    const manager = await restaurantAccount('manager');
    await holdPlatformWide(manager, peopleSet);
    const own = await call(manager.headers, 'POST', '/api/staff', {
      userId: manager.id,
      permissionSetId: peopleSet,
    });
    expect(own.json()).toMatchObject({ code: 'OWN_MEMBERSHIP' });
    const unknownSet = await call(admin.headers, 'POST', '/api/staff', {
      userId: customer.id,
      permissionSetId: 2_000_000_000,
    });
    expect(unknownSet.json()).toMatchObject({
      fieldErrors: { permissionSetId: ['Permission set not found'] },
    });
  });

  it('lets nobody give, change or take away a permission they do not hold platform-wide', async () => {
    const manager = await restaurantAccount('people');
    const ownMembership = await holdPlatformWide(manager, peopleSet);
    const person = await restaurantAccount('finance');
    const escalated = await call(manager.headers, 'POST', '/api/staff', {
      userId: person.id,
      permissionSetId: sets.Finance,
    });
    expect(escalated.statusCode).toBe(403);
    expect(escalated.json()).toMatchObject({ code: 'PERMISSION_OUT_OF_REACH' });
    // Their own set is within reach: they may give it.
    const peer = await call(manager.headers, 'POST', '/api/staff', {
      userId: person.id,
      permissionSetId: peopleSet,
    });
    expect(peer.statusCode, peer.body).toBe(201);
    const peerId = peer.json<TeamMember>().id;
    expect(
      (await call(manager.headers, 'PUT', `/api/staff/${peerId}`, { permissionSetId: sets.Finance })).json(),
    ).toMatchObject({ code: 'PERMISSION_OUT_OF_REACH' });
    const financeMember = await restaurantAccount('finance-member');
    const financeId = await holdPlatformWide(financeMember, sets.Finance);
    expect((await call(manager.headers, 'DELETE', `/api/staff/${financeId}`)).json()).toMatchObject({
      code: 'PERMISSION_OUT_OF_REACH',
    });
    expect(
      (
        await call(manager.headers, 'PUT', `/api/staff/${ownMembership}`, { permissionSetId: peopleSet })
      ).json(),
    ).toMatchObject({ code: 'OWN_MEMBERSHIP' });
    expect(
      (
        await call(manager.headers, 'POST', '/api/staff/invitations', {
          email: `x-${randomUUID()}@test.food`,
          permissionSetId: sets.Finance,
        })
      ).json(),
    ).toMatchObject({ code: 'PERMISSION_OUT_OF_REACH' });
    // A restaurant's team is not the platform's: its members are not found here.
    const [restaurantMember] = await server.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, financeMember.id), isNull(memberships.restaurantId)));
    expect(restaurantMember?.id).toBe(financeId);
  });

  it('invites by email: a verified account accepts and joins the staff; revoked ones cannot', async () => {
    const email = `support-${randomUUID()}@test.food`;
    const created = await call(admin.headers, 'POST', '/api/staff/invitations', {
      email,
      permissionSetId: sets.Support,
    });
    expect(created.statusCode, created.body).toBe(201);
    const invitation = created.json<Invitation>();
    // A second invitation of the same email replaces the first.
    const again = (
      await call(admin.headers, 'POST', '/api/staff/invitations', { email, permissionSetId: sets.Finance })
    ).json<Invitation>();
    const listed = (await call(admin.headers, 'GET', '/api/staff/invitations')).json<Invitation[]>();
    expect(listed.filter((each) => each.email === email).map((each) => each.id)).toEqual([again.id]);
    expect(again.id).not.toBe(invitation.id);

    const account = await signUpAccount(email);
    await server.firebase.auth.updateUser(account.uid, { emailVerified: true });
    const [row] = await server.db
      .insert(users)
      .values({ uid: account.uid, email, firstName: 'Staff', lastName: 'Invitee', role: 'CUSTOMER' })
      .returning();
    const { idToken } = await signInAccount(email, account.password);
    const headers = { authorization: `Bearer ${idToken}` };
    expect((await call(headers, 'GET', '/api/invitations')).json<MyInvitation[]>()).toMatchObject([
      { id: again.id, restaurant: null, permissionSet: { name: 'Finance' } },
    ]);
    expect((await call(headers, 'POST', `/api/invitations/${invitation.id}/accept`)).json()).toMatchObject({
      code: 'INVITATION_CLOSED',
    });
    const accepted = await call(headers, 'POST', `/api/invitations/${again.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TeamMember>().permissionSet.name).toBe('Finance');
    // A customer became a restaurant account holding Finance platform-wide: it lists every refund.
    const [after] = await server.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, row?.id ?? 0));
    expect(after?.role).toBe('RESTAURANT');
    expect((await call(headers, 'GET', '/admin/refunds')).statusCode).toBe(200);
    const staff = (await call(admin.headers, 'GET', '/api/staff')).json<PlatformStaff>();
    expect(staff.members.some((each) => each.user.email === email)).toBe(true);
    // Now on the staff: another invitation of that email is refused.
    expect(
      (
        await call(admin.headers, 'POST', '/api/staff/invitations', { email, permissionSetId: sets.Kitchen })
      ).json(),
    ).toMatchObject({ code: 'MEMBER_EXISTS' });

    const other = (
      await call(admin.headers, 'POST', '/api/staff/invitations', {
        email: `revoked-${randomUUID()}@test.food`,
        permissionSetId: sets.Kitchen,
      })
    ).json<Invitation>();
    expect((await call(admin.headers, 'DELETE', `/api/staff/invitations/${other.id}`)).statusCode).toBe(204);
    expect((await call(admin.headers, 'DELETE', `/api/staff/invitations/${other.id}`)).statusCode).toBe(404);
    const codes = await server.db
      .select({ code: activityLog.code })
      .from(activityLog)
      .where(eq(activityLog.actionType, 'STAFF'))
      .orderBy(activityLog.id);
    expect(codes.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['STAFF_INVITED', 'STAFF_MEMBER_JOINED', 'STAFF_INVITATION_REVOKED']),
    );
  });
});
