import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { forbidden } from '../../http/errors';
import { findUserById, lockAdminSet } from './users.repository';

// The rules of role changes and user deletes (docs/api.md#who-may-do-what), for one row
// (users.routes.ts) and for many (users.bulk.ts): the same texts either way.
export const OWN_ROLE_MESSAGE = 'You cannot change your own role';
export const OWN_ACCOUNT_MESSAGE = 'You cannot delete your own account';
export const LAST_ADMIN_MESSAGE = 'The platform must keep at least one admin';

/**
 * Queues on the admin-set lock (see lockAdminSet) and re-checks, inside it, that the acting admin
 * still is one: another admin may have demoted them a moment ago. Once per transaction, however
 * many users it changes.
 */
export async function lockAdminSetAsAdmin(tx: Executor, actor: UserRow): Promise<void> {
  await lockAdminSet(tx);
  const current = await findUserById(tx, actor.id);
  if (current?.role !== 'ADMIN') throw forbidden('Administrator role required');
}
