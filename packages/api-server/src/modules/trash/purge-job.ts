import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { runTransaction } from '../../db/transaction';
import type { PeriodicJob } from '../../jobs/job-queue';
import { purgeTrash } from './trash';

/** Deletes for good what has been in the trash longer than `retentionDays`. */
export function trashPurgeJob(options: {
  db: Database;
  retentionDays: number;
  schedule: string | undefined;
  log: FastifyBaseLogger;
}): PeriodicJob {
  const { db, retentionDays, schedule, log } = options;
  return {
    name: 'trash-purge',
    schedule,
    run: async () => {
      const cutoff = new Date(Date.now() - retentionDays * 86_400_000);
      const purged = await runTransaction(db, (tx) => purgeTrash(tx, cutoff));
      if (Object.values(purged).some((count) => count > 0)) log.info({ purged }, 'purged the trash');
    },
  };
}
