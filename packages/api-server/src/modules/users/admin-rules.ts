import { platformRefusal } from '../../auth/access';
import { currentGrants } from '../../auth/caller';
import { can, type SignedInUser } from '../../auth/permissions';
import type { Executor } from '../../db/database';
import { lockAdminSet } from './users.repository';

// The rules of role changes and user deletes (docs/api.md#who-may-do-what), for one row
// (users.routes.ts) and for many (users.bulk.ts): the same refusals either way (OWN_ROLE,
// OWN_ACCOUNT, LAST_ADMIN).

/**
 * Queues on the admin-set lock (see lockAdminSet) and re-checks, inside it, that the actor still
 * holds users.manage: another admin may have demoted them a moment ago. Once per transaction,
 * however many users it changes.
 */
export async function lockAdminSetAsAdmin(tx: Executor, actor: Pick<SignedInUser, 'id'>): Promise<void> {
  await lockAdminSet(tx);
  const now = { id: actor.id, grants: await currentGrants(tx, actor.id) };
  if (!can(now, 'users.manage')) throw platformRefusal(now, 'users.manage');
}
