import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { refuse } from '../../http/errors';
import { findUserById, lockAdminSet } from './users.repository';

// The rules of role changes and user deletes (docs/api.md#who-may-do-what), for one row
// (users.routes.ts) and for many (users.bulk.ts): the same refusals either way (OWN_ROLE,
// OWN_ACCOUNT, LAST_ADMIN).

/**
 * Queues on the admin-set lock (see lockAdminSet) and re-checks, inside it, that the acting admin
 * still is one: another admin may have demoted them a moment ago. Once per transaction, however
 * many users it changes.
 */
export async function lockAdminSetAsAdmin(tx: Executor, actor: UserRow): Promise<void> {
  await lockAdminSet(tx);
  const current = await findUserById(tx, actor.id);
  if (current?.role !== 'ADMIN') throw refuse('ADMIN_REQUIRED');
}
