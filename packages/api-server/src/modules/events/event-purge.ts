import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { loggableError } from '../../http/errors';
import { repeatEvery, type Repeating } from '../../jobs/repeat';
import { purgeEvents } from './replay';

/**
 * Deletes live-update events older than `retentionHours`, now and then every `intervalMs` (0:
 * never): a reconnect after that long refetches instead of replaying. Idempotent on every instance.
 */
export function scheduleEventPurges(options: {
  db: Database;
  retentionHours: number;
  intervalMs: number;
  log: FastifyBaseLogger;
}): Repeating {
  const { db, retentionHours, intervalMs, log } = options;
  return repeatEvery(
    intervalMs,
    async () => {
      const purged = await purgeEvents(db, new Date(Date.now() - retentionHours * 3_600_000));
      if (purged > 0) log.info({ purged }, 'purged old live-update events');
    },
    (error) => log.error({ err: loggableError(error) }, 'live-update event purge failed'),
  );
}
