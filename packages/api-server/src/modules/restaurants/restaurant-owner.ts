import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/rows';
import { validationFailed } from '../../http/errors';
import { fitsInt4 } from '../../http/validation';
import { findUserById } from '../users/users.repository';

/**
 * The owner a create or update stores. Only an admin picks it, and it must be a RESTAURANT user;
 * a RESTAURANT user's restaurant stays theirs whatever ownerId they send.
 */
export async function resolveOwnerId(
  db: Executor,
  actor: UserRow,
  requested: number | null | undefined,
  current: number | null,
): Promise<number | null> {
  if (actor.role !== 'ADMIN') return current ?? actor.id;
  if (requested === undefined) return current;
  if (requested === null) return null;
  const owner = fitsInt4(requested) ? await findUserById(db, requested) : undefined;
  if (owner === undefined) throw validationFailed({ ownerId: ['Owner not found'] });
  if (owner.role !== 'RESTAURANT') {
    throw validationFailed({ ownerId: ['Owner must be a restaurant user'] });
  }
  return owner.id;
}
