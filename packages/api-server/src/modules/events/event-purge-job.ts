import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { PeriodicJob } from '../../jobs/job-queue';
import { purgeEvents } from './replay';

/**
 * Deletes live-update events older than `retentionHours`: a reconnect after that long refetches
 * instead of replaying.
 */
export function eventPurgeJob(options: {
  db: Database;
  retentionHours: number;
  schedule: string | undefined;
  log: FastifyBaseLogger;
}): PeriodicJob {
  const { db, retentionHours, schedule, log } = options;
  return {
    name: 'live-events-purge',
    schedule,
    run: async () => {
      const purged = await purgeEvents(db, new Date(Date.now() - retentionHours * 3_600_000));
      if (purged > 0) log.info({ purged }, 'purged old live-update events');
    },
  };
}
