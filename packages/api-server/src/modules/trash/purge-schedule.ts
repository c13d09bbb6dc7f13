import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { runTransaction } from '../../db/transaction';
import { loggableError } from '../../http/errors';
import { repeatEvery, type Repeating } from '../../jobs/repeat';
import { purgeTrash } from './trash';

/**
 * Deletes for good what has been in the trash longer than `retentionDays`, now and then every
 * `intervalMs` (0: never). Every instance may run it: the deletes are idempotent.
 */
export function scheduleTrashPurges(options: {
  db: Database;
  retentionDays: number;
  intervalMs: number;
  log: FastifyBaseLogger;
}): Repeating {
  const { db, retentionDays, intervalMs, log } = options;
  return repeatEvery(
    intervalMs,
    async () => {
      const cutoff = new Date(Date.now() - retentionDays * 86_400_000);
      const purged = await runTransaction(db, (tx) => purgeTrash(tx, cutoff));
      if (Object.values(purged).some((count) => count > 0)) log.info({ purged }, 'purged the trash');
    },
    (error) => log.error({ err: loggableError(error) }, 'trash purge failed'),
  );
}
