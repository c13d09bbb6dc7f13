import type { Invitation, MyInvitation, TeamMember } from '@food-admin/api-client';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSetId } from '../src/auth/permission-sets';
import { activityLog, invitations, users } from '../src/db/schema';
import { insertRestaurant } from './support/fixtures';
import {
  createUser,
  signInAccount,
  signUpAccount,
  startTestServer,
  type TestServer,
  type TestUser,
} from './support/server';

/*
 * Invitations to a restaurant's team (docs/api.md#invitations): invited by who manages the team,
 * accepted by signing in with a verified account of that email (the Auth Emulator here), open for
 * seven days, revocable, and written to the feed.
 */

describe('invitations', () => {
  let server: TestServer;
  let owner: TestUser;
  let kitchenSet: number;

  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const invite = (as: TestUser, restaurantId: number, email: string, permissionSetId = kitchenSet) =>
    call(as.headers, 'POST', `/api/restaurants/${restaurantId}/invitations`, { email, permissionSetId });

  /** An emulator account of `email` with a profile of `role`, its email verified or not, signed in again. */
  const invitee = async (
    email: string,
    verified: boolean,
    role: 'CUSTOMER' | 'RESTAURANT' | 'COURIER' = 'CUSTOMER',
  ) => {
    const account = await signUpAccount(email);
    if (verified) await server.firebase.auth.updateUser(account.uid, { emailVerified: true });
    const [row] = await server.db
      .insert(users)
      .values({ uid: account.uid, email, firstName: 'Invited', lastName: 'Person', role })
      .returning();
    const { idToken } = await signInAccount(email, account.password);
    return { id: row?.id ?? 0, headers: { authorization: `Bearer ${idToken}` } };
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createUser(server.db, 'RESTAURANT', 'invite-owner');
    kitchenSet = await builtInSetId(server.db, 'Kitchen');
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets a verified invitee see and accept it, becoming a member who works the orders', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Invite Kitchen' });
    const email = `cook-${randomUUID()}@test.food`;
    const created = await invite(owner, restaurant.id, email.toUpperCase());
    expect(created.statusCode, created.body).toBe(201);
    const invitation = created.json<Invitation>();
    expect(invitation).toMatchObject({ email, status: 'PENDING', permissionSet: { name: 'Kitchen' } });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    const listed = await call(owner.headers, 'GET', `/api/restaurants/${restaurant.id}/invitations`);
    expect(listed.json<Invitation[]>().map((each) => each.id)).toEqual([invitation.id]);

    const cook = await invitee(email, true);
    const mine = await call(cook.headers, 'GET', '/api/invitations');
    expect(mine.json<MyInvitation[]>()).toMatchObject([
      {
        id: invitation.id,
        restaurant: { id: restaurant.id, name: 'Invite Kitchen' },
        permissionSet: { name: 'Kitchen' },
      },
    ]);
    const accepted = await call(cook.headers, 'POST', `/api/invitations/${invitation.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TeamMember>()).toMatchObject({
      user: { id: cook.id },
      permissionSet: { name: 'Kitchen' },
    });

    // A customer account became a restaurant account; the invitation is closed.
    const [row] = await server.db.select({ role: users.role }).from(users).where(eq(users.id, cook.id));
    expect(row?.role).toBe('RESTAURANT');
    expect(
      (await call(cook.headers, 'POST', `/api/invitations/${invitation.id}/accept`)).json(),
    ).toMatchObject({
      code: 'INVITATION_CLOSED',
    });
    expect((await call(cook.headers, 'GET', '/api/invitations')).json()).toEqual([]);
    expect(
      (await call(owner.headers, 'GET', `/api/restaurants/${restaurant.id}/invitations`)).json(),
    ).toEqual([]);
    // The new member's next request has the Kitchen set's rights there.
    expect((await call(cook.headers, 'GET', `/admin/orders`)).statusCode).toBe(200);

    const codes = await server.db
      .select({ code: activityLog.code })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, restaurant.id), eq(activityLog.actionType, 'TEAM')))
      .orderBy(activityLog.id);
    expect(codes.map((entry) => entry.code)).toEqual(['TEAM_INVITED', 'TEAM_MEMBER_JOINED']);
  });

  it('shows nothing to an unverified email, and refuses its acceptance', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const email = `unverified-${randomUUID()}@test.food`;
    const invitation = (await invite(owner, restaurant.id, email)).json<Invitation>();
    const person = await invitee(email, false);
    expect((await call(person.headers, 'GET', '/api/invitations')).json()).toEqual([]);
    const refused = await call(person.headers, 'POST', `/api/invitations/${invitation.id}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'INVITATION_UNVERIFIED' });
  });

  it('does not exist for another account, even a verified one: a forwarded invitation lets nobody in', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const invitation = (
      await invite(owner, restaurant.id, `meant-${randomUUID()}@test.food`)
    ).json<Invitation>();
    const other = await invitee(`other-${randomUUID()}@test.food`, true);
    expect((await call(other.headers, 'POST', `/api/invitations/${invitation.id}/accept`)).statusCode).toBe(
      404,
    );
  });

  it('expires after seven days, can be revoked, and a new one replaces the open one', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const email = `late-${randomUUID()}@test.food`;
    const first = (await invite(owner, restaurant.id, email)).json<Invitation>();
    const second = (await invite(owner, restaurant.id, email)).json<Invitation>();
    const open = await call(owner.headers, 'GET', `/api/restaurants/${restaurant.id}/invitations`);
    expect(open.json<Invitation[]>().map((each) => each.id)).toEqual([second.id]);

    await server.db
      .update(invitations)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000), expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(invitations.id, second.id));
    const person = await invitee(email, true);
    expect((await call(person.headers, 'GET', '/api/invitations')).json()).toEqual([]);
    expect((await call(person.headers, 'POST', `/api/invitations/${second.id}/accept`)).json()).toMatchObject(
      {
        code: 'INVITATION_EXPIRED',
      },
    );
    expect((await call(person.headers, 'POST', `/api/invitations/${first.id}/accept`)).json()).toMatchObject({
      code: 'INVITATION_CLOSED',
    });
    const listed = await call(owner.headers, 'GET', `/api/restaurants/${restaurant.id}/invitations`);
    expect(listed.json<Invitation[]>()).toMatchObject([{ id: second.id, status: 'EXPIRED' }]);

    const third = (await invite(owner, restaurant.id, email)).json<Invitation>();
    const revoked = await call(
      owner.headers,
      'DELETE',
      `/api/restaurants/${restaurant.id}/invitations/${third.id}`,
    );
    expect(revoked.statusCode).toBe(204);
    expect((await call(person.headers, 'POST', `/api/invitations/${third.id}/accept`)).json()).toMatchObject({
      code: 'INVITATION_CLOSED',
    });
    expect(
      (await call(owner.headers, 'DELETE', `/api/restaurants/${restaurant.id}/invitations/${third.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('invites only with a set the inviter holds, never someone already on the team, never a courier', async () => {
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const manager = await createUser(server.db, 'RESTAURANT', 'invite-manager');
    await call(owner.headers, 'POST', `/api/restaurants/${restaurant.id}/members`, {
      userId: manager.id,
      permissionSetId: await builtInSetId(server.db, 'Manager'),
    });
    const ownerSet = await builtInSetId(server.db, 'Owner');
    expect(
      (await invite(manager, restaurant.id, `x-${randomUUID()}@test.food`, ownerSet)).json(),
    ).toMatchObject({
      code: 'PERMISSION_OUT_OF_REACH',
    });
    expect((await invite(manager, restaurant.id, owner.email)).json()).toMatchObject({
      code: 'MEMBER_EXISTS',
    });
    expect((await invite(owner, restaurant.id, manager.email)).json()).toMatchObject({
      code: 'MEMBER_EXISTS',
    });
    const bad = await invite(owner, restaurant.id, 'not an email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { email: ['Invalid email'] } });

    const courierEmail = `courier-${randomUUID()}@test.food`;
    const invitation = (await invite(owner, restaurant.id, courierEmail)).json<Invitation>();
    const courier = await invitee(courierEmail, true, 'COURIER');
    expect(
      (await call(courier.headers, 'POST', `/api/invitations/${invitation.id}/accept`)).json(),
    ).toMatchObject({
      code: 'INVITATION_ROLE',
    });
    // Who does not manage the team neither invites nor reads its invitations.
    const stranger = await createUser(server.db, 'RESTAURANT', 'invite-stranger');
    expect((await invite(stranger, restaurant.id, `y-${randomUUID()}@test.food`)).json()).toMatchObject({
      code: 'TEAM_NOT_YOURS',
    });
  });
});
