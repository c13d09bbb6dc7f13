import { FIELD_MESSAGES, type PermissionSet } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { MOCK_PERMISSION_SETS, mockDb } from '../src/index';
import { apiError, mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();

// Permission sets (docs/api.md#permission-sets): the rules of modules/team/permission-sets.routes.ts.

const nightShift = () =>
  mockDb.permissionSets.all().find((set) => set.name === 'Night shift') as PermissionSet;

/** A restaurant account holding a set of `permissions` platform-wide, now the mocks' actor. */
function actAsPlatformMember(name: string, permissions: PermissionSet['permissions']) {
  const user = mockDb.users.insert({
    uid: `sets-${name.toLowerCase()}`,
    firstName: name,
    lastName: 'Sets',
    email: `${name.toLowerCase()}@sets.test`,
    role: 'RESTAURANT',
  });
  const set = mockDb.permissionSets.insert({ name: `${name}'s set`, permissions, builtIn: false });
  mockDb.memberships.insert({
    userId: user.id,
    restaurantId: null,
    permissionSetId: set.id,
    createdAt: new Date().toISOString(),
  });
  mockDb.actor = user.email;
}

describe('permission sets', () => {
  it('lists the built-in sets and the fixtures own set by name', async () => {
    const sets = await api.team.permissionSets();
    expect(sets.filter((set) => set.builtIn)).toHaveLength(MOCK_PERMISSION_SETS.length);
    expect(sets.find((set) => !set.builtIn)).toMatchObject({ name: 'Night shift', version: 1 });
  });

  it('adds, changes with If-Match and deletes an admin set', async () => {
    const created = await api.team.createPermissionSet({
      body: { name: 'Weekend', permissions: ['orders.handle', 'orders.view'] },
    });
    expect(created).toMatchObject({
      permissions: ['orders.view', 'orders.handle'],
      builtIn: false,
      version: 1,
    });
    const changed = await api.team.updatePermissionSet({
      params: { id: created.id },
      body: { name: 'Weekend', permissions: ['orders.view'] },
      ifMatch: created.version,
    });
    expect(changed.version).toBe(2);
    const stale = await apiError(
      api.team.updatePermissionSet({
        params: { id: created.id },
        body: { name: 'Weekend', permissions: ['orders.view'] },
        ifMatch: created.version,
      }),
    );
    expect(stale.status).toBe(412);
    await api.team.removePermissionSet({ params: { id: created.id }, ifMatch: changed.version });
    expect(mockDb.permissionSets.find(created.id)).toBeUndefined();
  });

  it('refuses a taken name, a built-in set, and a set in use', async () => {
    const taken = await apiError(
      api.team.createPermissionSet({ body: { name: 'night SHIFT', permissions: ['orders.view'] } }),
    );
    expect(taken.fieldErrors).toEqual({ name: [FIELD_MESSAGES.PERMISSION_SET_NAME_TAKEN] });
    const kitchen = MOCK_PERMISSION_SETS.find((set) => set.name === 'Kitchen')!;
    const builtIn = await apiError(api.team.removePermissionSet({ params: { id: kitchen.id } }));
    expect(builtIn.code).toBe('PERMISSION_SET_BUILT_IN');
    mockDb.memberships.insert({
      userId: 6,
      restaurantId: 1,
      permissionSetId: nightShift().id,
      createdAt: new Date().toISOString(),
    });
    const inUse = await apiError(api.team.removePermissionSet({ params: { id: nightShift().id } }));
    expect(inUse.code).toBe('PERMISSION_SET_IN_USE');
    const platform = await apiError(
      api.team.updatePermissionSet({
        params: { id: nightShift().id },
        body: { name: 'Night shift', permissions: ['orders.view', 'users.manage'] },
      }),
    );
    expect(platform.fieldErrors).toEqual({ permissions: [FIELD_MESSAGES.PERMISSION_SET_PLATFORM] });
  });

  it('lets nobody write a set with permissions they do not hold platform-wide', async () => {
    actAsPlatformMember('Mona', ['users.manage', 'orders.view']);
    const refused = await apiError(
      api.team.createPermissionSet({ body: { name: 'Money', permissions: ['refunds.approve'] } }),
    );
    expect(refused.code).toBe('PERMISSION_OUT_OF_REACH');
    const own = await api.team.createPermissionSet({
      body: { name: 'Viewers', permissions: ['orders.view'] },
    });
    expect(own.name).toBe('Viewers');
  });

  it('keeps a set offered by an open invitation, and lets an expired one go', async () => {
    const set = nightShift();
    const invitation = mockDb.invitations.insert({
      restaurantId: 2,
      email: 'night.cook@example.com',
      permissionSetId: set.id,
      invitedBy: 1,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      acceptedAt: null,
      revokedAt: null,
    });
    const offered = await apiError(api.team.removePermissionSet({ params: { id: set.id } }));
    expect(offered.code).toBe('PERMISSION_SET_IN_USE');
    const platform = await apiError(
      api.team.updatePermissionSet({
        params: { id: set.id },
        body: { name: 'Night shift', permissions: ['orders.view', 'orders.dispatch'] },
      }),
    );
    expect(platform.fieldErrors).toEqual({ permissions: [FIELD_MESSAGES.PERMISSION_SET_PLATFORM] });
    mockDb.invitations.update(invitation.id, { revokedAt: new Date().toISOString() });
    await api.team.removePermissionSet({ params: { id: set.id }, ifMatch: set.version });
    expect(mockDb.permissionSets.find(set.id)).toBeUndefined();
  });

  it('lets nobody change or delete a set holding more than they hold platform-wide', async () => {
    actAsPlatformMember('Omar', ['orders.view', 'users.manage']);
    // Night shift holds orders.handle, which Omar does not hold: before the change, and after it.
    const before = await apiError(
      api.team.updatePermissionSet({
        params: { id: nightShift().id },
        body: { name: 'Night shift', permissions: ['orders.view'] },
      }),
    );
    expect(before.code).toBe('PERMISSION_OUT_OF_REACH');
    const removed = await apiError(api.team.removePermissionSet({ params: { id: nightShift().id } }));
    expect(removed.code).toBe('PERMISSION_OUT_OF_REACH');
    const viewers = await api.team.createPermissionSet({
      body: { name: 'Viewers', permissions: ['orders.view'] },
    });
    const after = await apiError(
      api.team.updatePermissionSet({
        params: { id: viewers.id },
        body: { name: 'Viewers', permissions: ['orders.view', 'orders.handle'] },
      }),
    );
    expect(after.code).toBe('PERMISSION_OUT_OF_REACH');
    expect(mockDb.permissionSets.find(viewers.id)?.permissions).toEqual(['orders.view']);
  });
});
