import { activityMessage, contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { assertVersion } from '../../http/edge/versions';
import { listRoutes } from '../list-routes';
import { recordActivity } from '../activity/record-activity';
import { lockAdminSetAsAdmin } from './admin-rules';
import { usersBulkRoute } from './users.bulk';
import { toUser } from './users.mapper';
import {
  deleteUser,
  recordDeletedAccount,
  findUserById,
  otherAdminsExist,
  updateUserRole,
  usersSource,
} from './users.repository';

/**
 * The target of a role change or delete, read inside the admin-set lock: the acting admin must still
 * be one (another admin may have demoted them a moment ago), and a change that takes away an admin
 * must leave at least one.
 */
async function lockedTarget(
  tx: Executor,
  actor: UserRow,
  targetId: number,
  removesAdmin: boolean,
): Promise<UserRow> {
  await lockAdminSetAsAdmin(tx, actor);
  const target = await findUserById(tx, targetId, true);
  if (target === undefined) throw notFound('User not found');
  if (removesAdmin && target.role === 'ADMIN' && !(await otherAdminsExist(tx, target.id))) {
    throw refuse('LAST_ADMIN');
  }
  return target;
}

export function userRoutes({ db, accounts }: AppContext): Route[] {
  return [
    ...listRoutes(db, {
      endpoints: {
        list: contract.admin.users,
        facets: contract.admin.userFacets,
        export: contract.admin.usersExport,
      },
      source: () => usersSource(db),
      toItem: toUser,
    }),

    usersBulkRoute(db, accounts),

    defineRoute(contract.admin.updateUser, async ({ params, body, user, expectedVersion }) =>
      runTransaction(db, async (tx) => {
        // The platform never loses its last admin, by accident or by a race.
        if (params.id === user.id && body.role !== 'ADMIN') throw refuse('OWN_ROLE');
        const target = await lockedTarget(tx, user, params.id, body.role !== 'ADMIN');
        await assertVersion(expectedVersion, target, 'user', () => toUser(target));
        if (target.role === body.role) return toUser(target);
        const updated = await updateUserRole(tx, params.id, body.role);
        if (updated === undefined) throw notFound('User not found');
        await recordActivity(tx, user, {
          category: 'USER',
          actionType: 'UPDATE',
          ...activityMessage('USER_ROLE_CHANGED', {
            user: updated.email || updated.uid,
            from: target.role,
            to: updated.role,
          }),
        });
        return toUser(updated);
      }),
    ),

    defineRoute(contract.admin.deleteUser, async ({ params, user, expectedVersion }) => {
      if (params.id === user.id) throw refuse('OWN_ACCOUNT');
      const deleted = await runTransaction(db, async (tx) => {
        const target = await lockedTarget(tx, user, params.id, true);
        await assertVersion(expectedVersion, target, 'user', () => toUser(target));
        const deleted = await deleteUser(tx, params.id, user.id);
        if (deleted === undefined) throw notFound('User not found');
        await recordDeletedAccount(tx, deleted, user);
        await recordActivity(tx, user, {
          category: 'USER',
          actionType: 'DELETE',
          ...activityMessage('USER_DELETED', { user: deleted.email || deleted.uid }),
          level: 'WARN',
        });
        return deleted;
      });
      // After the commit: their sign-in stops (the account disabled, its refresh tokens revoked).
      await accounts.disable([deleted.uid]);
    }),
  ];
}
