import { activityMessage, contract, refusal, type UserBulkResult } from '@food-admin/api-client';
import { BulkOutcome, byId, inChunks, targetIds } from '../../db/bulk';
import type { IdentityAccounts } from '../../auth/token-verifier';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import { answerWithProgress } from '../../http/edge/progress';
import { defineRoute, type Route } from '../../http/edge/route';
import { recordActivities } from '../activity/record-activity';
import { lockAdminSetAsAdmin } from './admin-rules';
import {
  countAdmins,
  deleteUsers,
  lockUsers,
  recordDeletedAccounts,
  updateUsersRole,
  usersSource,
} from './users.repository';

/**
 * POST /admin/users/bulk (docs/api.md#bulk-actions): a role change or delete of many users, each
 * under the rules of the single change (not oneself, never the last admin), in one transaction that
 * takes the admin-set lock once. The rows are decided in id order, counting the admins down, so the
 * admin that would be the last one is refused and the others go through. A role change with
 * `versions` (an undo) is If-Match per row: a user changed since is refused and left as they are;
 * a role change answers each changed user's role before and version after, for its undo. Rows go a
 * chunk at a time, reporting progress to a caller who asked (docs/api.md#progress).
 */
export function usersBulkRoute(db: Database, accounts: IdentityAccounts): Route {
  return defineRoute(contract.admin.usersBulk, async ({ body, user, request, reply }) =>
    answerWithProgress(request, reply, async (report) => {
      // The deleted users' accounts are disabled once the delete has committed.
      const disabledUids: string[] = [];
      const result = await runTransaction(db, async (tx) => {
        disabledUids.length = 0;
        await lockAdminSetAsAdmin(tx, user);
        const ids = await targetIds(usersSource(tx), body);
        // The version each id must still be at (setRole's If-Match per row), by id.
        const expected = new Map(
          body.action === 'setRole' && body.versions && body.ids
            ? body.ids.map((id, index) => [id, body.versions?.[index]])
            : [],
        );
        let admins = await countAdmins(tx);
        const outcome = new BulkOutcome();
        const previousRoles: NonNullable<UserBulkResult['previousRoles']> = [];
        await inChunks(ids, report, async (chunk) => {
          outcome.changed += await applyToChunk(chunk);
        });
        return body.action === 'setRole' ? { ...outcome.result(), previousRoles } : outcome.result();

        /** The rows of `chunk` the action may change, in id order; the others refused or unchanged. */
        function choose(chunk: number[], rows: Map<number, UserRow>): UserRow[] {
          const chosen: UserRow[] = [];
          for (const id of chunk) {
            const row = rows.get(id);
            if (row === undefined) {
              outcome.refuse(id, refusal('NOT_FOUND'));
              continue;
            }
            if (expected.has(id) && expected.get(id) !== row.version) {
              outcome.refuse(id, refusal('CHANGED_SINCE'));
              continue;
            }
            const removesAdmin =
              row.role === 'ADMIN' &&
              (body.action === 'delete' || (body.action === 'setRole' && body.role !== 'ADMIN'));
            if (body.action === 'setRole' && row.role === body.role) continue; // unchanged
            if (id === user.id) {
              outcome.refuse(id, refusal(body.action === 'delete' ? 'OWN_ACCOUNT' : 'OWN_ROLE'));
              continue;
            }
            if (removesAdmin) {
              if (admins <= 1) {
                outcome.refuse(id, refusal('LAST_ADMIN'));
                continue;
              }
              admins -= 1;
            }
            chosen.push(row);
          }
          return chosen;
        }

        /** Locks, decides and changes the users of `chunk`; answers how many changed. */
        async function applyToChunk(chunk: number[]): Promise<number> {
          const rows = new Map((await lockUsers(tx, chunk)).map((row) => [row.id, row]));
          const chosen = choose(chunk, rows);
          const chosenIds = chosen.map((row) => row.id);

          if (body.action === 'setRole') {
            const before = new Map(chosen.map((row) => [row.id, row.role]));
            const updated = byId(await updateUsersRole(tx, chosenIds, body.role));
            await recordActivities(
              tx,
              user,
              updated.map((row) => ({
                category: 'USER',
                actionType: 'UPDATE',
                ...activityMessage('USER_ROLE_CHANGED', {
                  user: row.email || row.uid,
                  from: before.get(row.id) ?? '',
                  to: row.role,
                }),
              })),
            );
            previousRoles.push(
              ...updated.map((row) => ({
                id: row.id,
                role: before.get(row.id) ?? row.role,
                version: row.version,
              })),
            );
            return updated.length;
          }
          const deleted = byId(await deleteUsers(tx, chosenIds, user.id));
          await recordDeletedAccounts(tx, deleted, user);
          await recordActivities(
            tx,
            user,
            deleted.map((row) => ({
              category: 'USER',
              actionType: 'DELETE',
              ...activityMessage('USER_DELETED', { user: row.email || row.uid }),
              level: 'WARN',
            })),
          );
          disabledUids.push(...deleted.map((row) => row.uid));
          return deleted.length;
        }
      });
      await accounts.disable(disabledUids);
      return result;
    }),
  );
}
