import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Listen, Unlisten } from '../../db/notifications';
import { rowsOf } from '../../db/rows';
import type { PeriodicJob, QueuedJob } from '../../jobs/job-queue';
import { loggableError } from '../../http/errors';
import type { Database } from '../../db/database';
import { sendDueDeliveries, WEBHOOK_RETRY_QUEUE, type SenderDeps } from './delivery-sender';

/*
 * When deliveries go out (docs/operations.md#webhooks):
 * - at once: the triggers that write them NOTIFY at commit, and every instance listening sends
 *   what it can claim (instances share the work through the claims);
 * - later attempts: a job of the queue per retry, due at its time;
 * - and a sweep each minute sends whatever is due and was missed (a notification lost with its
 *   connection, a claim left by an instance that died, an endpoint enabled again).
 */

/** The channel the triggers notify on (drizzle/0039_webhooks.sql). */
const CHANNEL = 'webhook_deliveries';

/**
 * Sends at each notification; notifications arriving while a round runs are taken by one more
 * round after it, so a burst of commits makes two rounds, not one each.
 */
export async function listenForDeliveries(listen: Listen, deps: SenderDeps): Promise<Unlisten> {
  let running: Promise<void> | undefined;
  let again = false;
  const send = (): void => {
    if (running !== undefined) {
      again = true;
      return;
    }
    running = sendDueDeliveries(deps)
      .then(() => undefined)
      .catch((error: unknown) =>
        deps.log.error({ err: loggableError(error) }, 'webhook deliveries failed to send'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          send();
        }
      });
  };
  const unlisten = await listen(CHANNEL, { onPayload: send, onGap: send });
  send();
  return async () => {
    await unlisten();
    await running;
  };
}

/** The retries: each job names its delivery. */
export function webhookRetryQueue(deps: SenderDeps): QueuedJob {
  return {
    name: WEBHOOK_RETRY_QUEUE,
    pollingSeconds: 1,
    work: async (data) => {
      const ids = data.map((entry) => Number((entry as { id?: unknown }).id)).filter(Number.isSafeInteger);
      await sendDueDeliveries(deps, ids);
    },
  };
}

/** What is due and was missed, each minute. */
export function webhookSweepJob(deps: SenderDeps): PeriodicJob {
  return {
    name: 'webhook-sweep',
    schedule: '* * * * *',
    run: async () => {
      await sendDueDeliveries(deps);
    },
  };
}

/** Deliveries older than `retentionDays` go, with their attempts (successes are kept as long). */
export function webhookPurgeJob(options: {
  db: Database;
  retentionDays: number;
  schedule: string | undefined;
  log: FastifyBaseLogger;
}): PeriodicJob {
  const { db, retentionDays, schedule, log } = options;
  return {
    name: 'webhook-deliveries-purge',
    schedule,
    run: async () => {
      const [row] = rowsOf(
        await db.execute(sql`
          with purged as (
            delete from webhook_deliveries
            where created_at < now() - ${retentionDays} * interval '1 day' and status in ('SUCCEEDED', 'FAILED')
            returning 1)
          select count(*)::int as n from purged`),
      );
      const purged = Number(row?.['n'] ?? 0);
      if (purged > 0) log.info({ purged }, 'purged old webhook deliveries');
    },
  };
}
