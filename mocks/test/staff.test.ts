import { FIELD_MESSAGES, type PermissionSetName } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { MOCK_PERMISSION_SETS, mockDb } from '../src/index';
import { apiError, mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();

// The platform's staff (docs/api.md#staff): the rules of modules/team/staff.routes.ts, in the mocks.

const setId = (name: PermissionSetName) => MOCK_PERMISSION_SETS.find((set) => set.name === name)!.id;

/** A restaurant account of the fixtures (user 6, Emma Novak), on no staff or team. */
const EMMA = 6;
/** The fixtures' Support person (user 14, Amelia Kowalski). */
const AMELIA = 14;

/** A restaurant account holding `set` platform-wide, acting from now on. */
function actAsPlatformMember(set: PermissionSetName) {
  const user = mockDb.users.insert({
    uid: 'staff-mona',
    firstName: 'Mona',
    lastName: 'Staff',
    email: 'mona@staff.test',
    role: 'RESTAURANT',
  });
  mockDb.memberships.insert({
    userId: user.id,
    restaurantId: null,
    permissionSetId: setId(set),
    createdAt: new Date().toISOString(),
  });
  mockDb.actor = user.email;
  return user;
}

describe('GET /api/staff', () => {
  it('lists the administrators and the seeded Support person', async () => {
    const staff = await api.staff.list();
    expect(staff.administrators.map((admin) => admin.email)).toContain('admin@demo.food');
    expect(staff.members).toEqual([
      expect.objectContaining({
        user: { id: AMELIA, name: 'Amelia Kowalski', email: 'amelia.kowalski@example.com' },
        permissionSet: { id: setId('Support'), name: 'Support' },
      }),
    ]);
    const [invitation] = await api.staff.invitations();
    expect(invitation).toMatchObject({ email: 'finance.lead@example.com', status: 'PENDING' });
  });

  it('is refused to whoever does not hold users.manage platform-wide', async () => {
    mockDb.actor = 'owner@demo.food';
    expect((await apiError(api.staff.list())).code).toBe('ADMIN_REQUIRED');
    mockDb.actor = 'amelia.kowalski@example.com';
    expect((await apiError(api.staff.list())).code).toBe('PERMISSION_REQUIRED');
  });

  it('is open to a restaurant account holding a set with users.manage platform-wide', async () => {
    actAsPlatformMember('Administrator');
    expect((await api.staff.list()).members).toHaveLength(2);
  });
});

describe('changing the staff', () => {
  it('adds a restaurant account, changes its set and removes it, each in the feed', async () => {
    const added = await api.staff.add({ body: { userId: EMMA, permissionSetId: setId('Finance') } });
    expect(added).toMatchObject({ user: { id: EMMA }, permissionSet: { name: 'Finance' } });
    expect(mockDb.memberships.find(added.id)).toMatchObject({ restaurantId: null });

    const changed = await api.staff.change({
      params: { memberId: added.id },
      body: { permissionSetId: setId('Kitchen') },
    });
    expect(changed.permissionSet.name).toBe('Kitchen');

    await api.staff.remove({ params: { memberId: added.id } });
    expect(mockDb.memberships.find(added.id)).toBeUndefined();
    const feed = mockDb.activity
      .all()
      .filter((entry) => entry.actionType === 'STAFF')
      .map((entry) => entry.action);
    expect(feed).toEqual([
      "Added Emma Novak to the platform's staff as Finance",
      'Made Emma Novak Kitchen on the platform',
      "Removed Emma Novak from the platform's staff",
    ]);
  });

  it('refuses admins, people already on the staff, other roles and unknown people or sets', async () => {
    const add = (userId: number, permissionSetId = setId('Support')) =>
      apiError(api.staff.add({ body: { userId, permissionSetId } }));
    expect((await add(AMELIA)).code).toBe('MEMBER_EXISTS');
    const admin = mockDb.users.all().find((user) => user.role === 'ADMIN' && user.id !== 1)!;
    expect((await add(admin.id)).code).toBe('MEMBER_EXISTS');
    expect((await add(3)).fieldErrors).toEqual({ userId: [FIELD_MESSAGES.MEMBER_NOT_RESTAURANT] });
    expect((await add(9999)).fieldErrors).toEqual({ userId: [FIELD_MESSAGES.MEMBER_NOT_FOUND] });
    expect((await add(EMMA, 9999)).fieldErrors).toEqual({
      permissionSetId: [FIELD_MESSAGES.PERMISSION_SET_NOT_FOUND],
    });
    expect((await add(1)).code).toBe('OWN_MEMBERSHIP');
  });

  // (No built-in set holds users.manage without everything else: PERMISSION_OUT_OF_REACH needs an
  // admin's own set, which the mocks do not have.)
  it('refuses platform staff without users.manage, and anyone their own membership', async () => {
    const mona = actAsPlatformMember('Manager');
    // Manager holds staff.manage, not users.manage: the edge refuses.
    expect((await apiError(api.staff.list())).code).toBe('PERMISSION_REQUIRED');
    mockDb.memberships.insert({
      userId: mona.id,
      restaurantId: null,
      permissionSetId: setId('Administrator'),
      createdAt: new Date().toISOString(),
    });
    const [own] = mockDb.memberships.all().filter((row) => row.userId === mona.id);
    expect((await apiError(api.staff.remove({ params: { memberId: own!.id } }))).code).toBe('OWN_MEMBERSHIP');
  });
});

describe('invitations to the staff', () => {
  it('sends one, replacing the open one of the same email, and revokes it', async () => {
    const first = await api.staff.invite({
      body: { email: 'New.Person@Example.com', permissionSetId: setId('Support') },
    });
    const second = await api.staff.invite({
      body: { email: 'new.person@example.com', permissionSetId: setId('Finance') },
    });
    expect(mockDb.invitations.find(first.id)?.revokedAt).not.toBeNull();
    expect((await api.staff.invitations()).map((invitation) => invitation.id)).toEqual([second.id, 1]);
    await api.staff.revokeInvitation({ params: { invitationId: second.id } });
    expect((await apiError(api.staff.revokeInvitation({ params: { invitationId: second.id } }))).status).toBe(
      404,
    );
  });

  it('refuses the email of an admin or of someone on the staff', async () => {
    for (const email of ['admin@demo.food', 'amelia.kowalski@example.com'])
      expect(
        (await apiError(api.staff.invite({ body: { email, permissionSetId: setId('Support') } }))).code,
      ).toBe('MEMBER_EXISTS');
  });

  it('is accepted by its invitee, who joins the staff platform-wide', async () => {
    mockDb.invitations.update(1, { email: 'customer@demo.food' });
    mockDb.actor = 'customer@demo.food';
    const [mine] = await api.invitations.mine();
    expect(mine).toMatchObject({ id: 1, restaurant: null, permissionSet: { name: 'Finance' } });
    const member = await api.invitations.accept({ params: { id: 1 } });
    expect(mockDb.memberships.find(member.id)).toMatchObject({ userId: 3, restaurantId: null });
    expect(mockDb.users.find(3)?.role).toBe('RESTAURANT');
    expect(await api.profile.permissions()).toMatchObject({
      memberships: [{ restaurantId: null, permissions: expect.arrayContaining(['refunds.approve']) }],
    });
    expect((await apiError(api.invitations.accept({ params: { id: 1 } }))).code).toBe('INVITATION_CLOSED');
  });
});

describe("the edge's platform permission, for every entry declaring one", () => {
  // mockEndpoint checks the contract's declaration as the server's edge does (auth/access.ts).
  it('refuses a customer and an owner as "Administrator role required"', async () => {
    mockDb.actor = 'customer@demo.food';
    expect((await apiError(api.admin.dashboardStats())).code).toBe('ADMIN_REQUIRED');
    mockDb.actor = 'owner@demo.food';
    expect((await apiError(api.admin.users({ query: {} }))).code).toBe('ADMIN_REQUIRED');
  });

  it('names the permission a member of the staff lacks, and lets through what their set holds', async () => {
    mockDb.actor = 'amelia.kowalski@example.com';
    const refused = await apiError(api.admin.dashboardStats());
    expect(refused).toMatchObject({ status: 403, code: 'PERMISSION_REQUIRED' });
    expect(refused.message).toContain('platform.manage');
    actAsPlatformMember('Administrator');
    expect(await api.admin.dashboardStats()).toBeDefined();
  });
});
