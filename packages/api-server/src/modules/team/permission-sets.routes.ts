import {
  activityMessage,
  contract,
  FIELD_MESSAGES,
  PERMISSION_CATALOGUE,
  type ActivityMessage,
  type PermissionSet,
} from '@food-admin/api-client';
import type { SignedInUser } from '../../auth/permissions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { pgErrorOf } from '../../db/pg-error';
import { runTransaction } from '../../db/transaction';
import { notFound, refuse, validationFailed } from '../../http/errors';
import { assertVersion } from '../../http/edge/versions';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivity } from '../activity/record-activity';
import type { ActivityInput } from '../activity/record-activity';
import {
  announceToHolders,
  deletePermissionSet,
  findPermissionSet,
  insertPermissionSet,
  listPermissionSets,
  setUses,
  someTeamManagedOnlyBy,
  updatePermissionSet,
  type PermissionSetRow,
} from './permission-sets.repository';
import { assertHoldsAll } from './team-rules';

/*
 * Permission sets (docs/api.md#permission-sets): the built-in ones are the contract's and
 * read-only; admins add their own. Whoever holds users.manage platform-wide writes them, only with
 * permissions they hold platform-wide (no escalation: a set they could give is a set they hold).
 * A change applies to everyone holding the set at their next request. A set held on a restaurant
 * keeps to restaurant permissions, a team keeps someone who manages it, and a set in use is not
 * deleted.
 */

const toPermissionSet = (row: PermissionSetRow): PermissionSet => ({
  id: row.id,
  version: row.version,
  name: row.name,
  permissions: row.permissions,
  builtIn: row.builtIn,
});

const setEntry = (message: ActivityMessage): ActivityInput => ({
  category: 'USER',
  actionType: 'PERMISSION_SET',
  ...message,
});

/** The set's name index, met by a name another set has (whatever the case). */
const nameTaken = (error: unknown) =>
  pgErrorOf(error)?.code === '23505' && pgErrorOf(error)?.constraint === 'permission_sets_name_key'
    ? validationFailed({ name: [FIELD_MESSAGES.PERMISSION_SET_NAME_TAKEN] })
    : error;

/** An admin's own set (404; 409 for a built-in one), locked, whose permissions the caller holds (403). */
async function writableSet(db: Executor, user: SignedInUser, id: number): Promise<PermissionSetRow> {
  const set = await findPermissionSet(db, id, true);
  if (set === undefined) throw notFound('Permission set not found');
  if (set.builtIn) throw refuse('PERMISSION_SET_BUILT_IN');
  assertHoldsAll(user, set.permissions, null);
  return set;
}

export function permissionSetRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.team.permissionSets, async () =>
      (await listPermissionSets(db)).map(toPermissionSet),
    ),

    defineRoute(contract.team.createPermissionSet, async ({ body, user }) =>
      runTransaction(db, async (tx) => {
        assertHoldsAll(user, body.permissions, null);
        const created = await insertPermissionSet(tx, body).catch((error: unknown) => {
          throw nameTaken(error);
        });
        await recordActivity(
          tx,
          user,
          setEntry(activityMessage('PERMISSION_SET_CREATED', { name: created.name })),
        );
        return toPermissionSet(created);
      }),
    ),

    defineRoute(contract.team.updatePermissionSet, async ({ params, body, user, expectedVersion }) =>
      runTransaction(db, async (tx) => {
        const set = await writableSet(tx, user, params.id);
        await assertVersion(expectedVersion, set, 'permission set', () => toPermissionSet(set));
        assertHoldsAll(user, body.permissions, null);
        const uses = await setUses(tx, set.id);
        if (
          uses.restaurant &&
          body.permissions.some((permission) => PERMISSION_CATALOGUE[permission] !== 'restaurant')
        )
          throw validationFailed({ permissions: [FIELD_MESSAGES.PERMISSION_SET_PLATFORM] });
        if (
          set.permissions.includes('staff.manage') &&
          !body.permissions.includes('staff.manage') &&
          (await someTeamManagedOnlyBy(tx, set.id))
        )
          throw refuse('LAST_TEAM_MANAGER');
        const updated = await updatePermissionSet(tx, set.id, body).catch((error: unknown) => {
          throw nameTaken(error);
        });
        await announceToHolders(tx, set.id);
        await recordActivity(
          tx,
          user,
          setEntry(activityMessage('PERMISSION_SET_UPDATED', { name: updated.name })),
        );
        return toPermissionSet(updated);
      }),
    ),

    defineRoute(contract.team.removePermissionSet, async ({ params, user, expectedVersion }) => {
      await runTransaction(db, async (tx) => {
        const set = await writableSet(tx, user, params.id);
        await assertVersion(expectedVersion, set, 'permission set', () => toPermissionSet(set));
        const uses = await setUses(tx, set.id);
        if (uses.restaurant || uses.platform) throw refuse('PERMISSION_SET_IN_USE');
        await deletePermissionSet(tx, set.id);
        await recordActivity(
          tx,
          user,
          setEntry(activityMessage('PERMISSION_SET_DELETED', { name: set.name })),
        );
      });
    }),
  ];
}
