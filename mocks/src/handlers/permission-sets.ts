import {
  activityMessage,
  contract,
  FIELD_MESSAGES,
  PERMISSION_CATALOGUE,
  type ActivityMessage,
  type PermissionSet,
} from '@food-admin/api-client';
import { logActivity, mockDb } from '../db/mock-db';
import { assertVersion } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { fieldError, noContent, notFound, refuse } from './respond';
import { assertHoldsAll, isOpen } from './team-rules';

/*
 * Permission sets (docs/api.md#permission-sets) as the server's modules/team/permission-sets.routes.ts
 * answers them: the built-in ones read-only, an admin's own written only with permissions the writer
 * holds platform-wide, a set held on a restaurant kept to restaurant permissions, a set in use kept.
 */

const logSet = (message: ActivityMessage) =>
  logActivity({ category: 'USER', actionType: 'PERMISSION_SET', ...message });

/** 400 on `name` when another set has it, whatever the case. */
function assertNameFree(name: string, exceptId?: number): void {
  const taken = mockDb.permissionSets
    .all()
    .some((set) => set.id !== exceptId && set.name.toLowerCase() === name.toLowerCase());
  if (taken) throw fieldError('name', FIELD_MESSAGES.PERMISSION_SET_NAME_TAKEN);
}

/** An admin's own set (404; 409 for a built-in one) whose permissions the actor holds (403). */
function writableSet(id: number): PermissionSet {
  const set = mockDb.permissionSets.find(id);
  if (set === undefined) throw notFound('Permission set');
  if (set.builtIn) throw refuse('PERMISSION_SET_BUILT_IN');
  assertHoldsAll(set.permissions, null);
  return set;
}

/** Where the set is held or offered: on a restaurant, platform-wide. */
function usesOf(id: number): { restaurant: boolean; platform: boolean } {
  const places = [
    ...mockDb.memberships.all().filter((membership) => membership.permissionSetId === id),
    ...mockDb.invitations
      .all()
      .filter((invitation) => invitation.permissionSetId === id && isOpen(invitation)),
  ].map((row) => row.restaurantId);
  return { restaurant: places.some((place) => place !== null), platform: places.includes(null) };
}

const byName = (a: PermissionSet, b: PermissionSet) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase());

export const permissionSetEndpoints = {
  permissionSets: mockEndpoint(
    contract.team.permissionSets,
    () => mockDb.permissionSets.all().sort(byName),
    () => [],
  ),
  createPermissionSet: mockEndpoint(
    contract.team.createPermissionSet,
    ({ body }) => {
      assertHoldsAll(body.permissions, null);
      assertNameFree(body.name);
      const created = mockDb.permissionSets.insert({ ...body, builtIn: false });
      logSet(activityMessage('PERMISSION_SET_CREATED', { name: created.name }));
      return created;
    },
    noContent,
  ),
  updatePermissionSet: mockEndpoint(
    contract.team.updatePermissionSet,
    ({ params, body, request }) => {
      const set = writableSet(params.id);
      assertVersion(request, set, 'permission set');
      assertHoldsAll(body.permissions, null);
      if (
        usesOf(set.id).restaurant &&
        body.permissions.some((permission) => PERMISSION_CATALOGUE[permission] !== 'restaurant')
      )
        throw fieldError('permissions', FIELD_MESSAGES.PERMISSION_SET_PLATFORM);
      assertNameFree(body.name, set.id);
      const updated = mockDb.permissionSets.update(set.id, body);
      if (updated === undefined) throw notFound('Permission set');
      logSet(activityMessage('PERMISSION_SET_UPDATED', { name: updated.name }));
      return updated;
    },
    noContent,
  ),
  removePermissionSet: mockEndpoint(
    contract.team.removePermissionSet,
    ({ params, request }) => {
      const set = writableSet(params.id);
      assertVersion(request, set, 'permission set');
      const uses = usesOf(set.id);
      if (uses.restaurant || uses.platform) throw refuse('PERMISSION_SET_IN_USE');
      mockDb.permissionSets.remove(set.id);
      logSet(activityMessage('PERMISSION_SET_DELETED', { name: set.name }));
      return noContent();
    },
    noContent,
  ),
};
