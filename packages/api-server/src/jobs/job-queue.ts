import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/open';
import { loggableError } from '../http/errors';

/**
 * Work the platform does on a schedule, whichever instance takes it: the queue creates one job per
 * slot of `schedule` for the whole cluster, and one worker runs it.
 */
export type PeriodicJob = {
  /** The queue's name in the database (pgboss.queue), so never renamed lightly. */
  name: string;
  /** A cron expression in UTC (five fields); undefined turns the job off on every instance. */
  schedule: string | undefined;
  run: () => Promise<void>;
};

/**
 * Jobs sent one by one (job-sender.ts), each run once at its time by whichever instance fetches it:
 * an order's acceptance timeout.
 */
export type QueuedJob = {
  /** The queue's name in the database, so never renamed lightly. */
  name: string;
  /** How often an idle worker of each instance asks for due jobs: how late a job may start. */
  pollingSeconds: number;
  /** Works a batch of due jobs' data; a throw fails them all, to be retried. */
  work: (data: unknown[]) => Promise<void>;
};

/** How often the queue looks for work; tests shorten these. */
export type QueueTiming = {
  /** How often an idle worker asks for the next job of its queue. */
  pollingSeconds: number;
  /** How often the queue checks its cron schedules (one instance per interval does). */
  cronSeconds: number;
  /** How often it fails jobs past their expiry (a crashed worker's) so that they run again. */
  superviseSeconds: number;
};

const SCHEMA = 'pgboss';

// pg-boss 10 does not await the writes that complete or fail a job once its handler has run
// (src/manager.js, onFetch): a database error there becomes an unhandled rejection, which stops
// Node. Such an error is logged and swallowed instead: the job stays active and is retried at
// its expiry, the at-least-once delivery the queue promises anyway. Recognised by their exact
// text, built by pg-boss's own plans for our schema (the version is pinned in package.json).
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;
const UNAWAITED_WRITES = new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)]);

const DEFAULT_TIMING: QueueTiming = { pollingSeconds: 10, cronSeconds: 30, superviseSeconds: 60 };

/** A periodic round that has not finished in this time is taken for crashed and runs again. */
const PERIODIC_EXPIRY_SECONDS = 15 * 60;

export type JobQueue = {
  /** pg-boss itself, for the features that send jobs of their own (docs/architecture.md#jobs). */
  boss: PgBoss;
  /** Stops taking jobs and waits for running ones (up to `timeoutMs`), leaving the database open. */
  stop: (timeoutMs?: number) => Promise<void>;
};

/**
 * Starts pg-boss on the app's own database (PGlite or PostgreSQL, through `executeSql`; its tables
 * live in the `pgboss` schema, created on first start under its own lock), schedules the periodic
 * jobs and works them. Every instance works every queue: a job is fetched by exactly one of them
 * (SELECT ... FOR UPDATE SKIP LOCKED), and a job whose worker died is failed at its expiry and
 * retried by whichever instance is alive.
 */
export async function startJobQueue(options: {
  executeSql: ExecuteSql;
  log: FastifyBaseLogger;
  periodic: PeriodicJob[];
  queued?: QueuedJob[];
  timing?: Partial<QueueTiming>;
}): Promise<JobQueue> {
  const { executeSql, log, periodic, queued = [] } = options;
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const newBoss = () => {
    const boss = new PgBoss({
      db: {
        executeSql: (text, values) =>
          executeSql(text, values).catch((error: unknown) => {
            if (!UNAWAITED_WRITES.has(text)) throw error;
            log.warn(
              { err: loggableError(error) },
              'a job ended but its state was not saved; it will run again',
            );
            return { rows: [{ count: 0 }] };
          }),
      },
      schema: SCHEMA,
      cronMonitorIntervalSeconds: timing.cronSeconds,
      maintenanceIntervalSeconds: timing.superviseSeconds,
    });
    boss.on('error', (error) => log.error({ err: loggableError(error) }, 'job queue error'));
    return boss;
  };
  const boss = await startBoss(newBoss);
  try {
    for (const job of periodic) await startPeriodic(boss, job, timing, log);
    for (const job of queued) await startQueued(boss, job, log);
  } catch (error) {
    await boss.stop({ graceful: false, wait: true });
    throw error;
  }
  return {
    boss,
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs }),
  };
}

async function startPeriodic(boss: PgBoss, job: PeriodicJob, timing: QueueTiming, log: FastifyBaseLogger) {
  // 'stately': at most one round waiting and one running, so a slow round never piles up others.
  await ensureQueue(boss, job.name, {
    policy: 'stately',
    expireInSeconds: PERIODIC_EXPIRY_SECONDS,
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
  });
  if (job.schedule === undefined) {
    // A schedule lives in the database: turning the setting off must remove it for every instance.
    await boss.unschedule(job.name);
    return;
  }
  // An upsert: every instance may call it at start without doubling the schedule.
  await boss.schedule(job.name, job.schedule, undefined, { tz: 'UTC' });
  await boss.work(job.name, { pollingIntervalSeconds: timing.pollingSeconds }, async () => {
    try {
      await job.run();
    } catch (error) {
      log.error({ err: loggableError(error), job: job.name }, 'scheduled job failed (it will be retried)');
      throw error;
    }
  });
}

/** Jobs of a queue fetched together by one worker (one round trip for a burst of due jobs). */
const QUEUED_BATCH = 50;

async function startQueued(boss: PgBoss, job: QueuedJob, log: FastifyBaseLogger) {
  // Retried with backoff when a round fails (the database was away); expired after 5 minutes when
  // its worker died, then run again by another instance.
  await ensureQueue(boss, job.name, {
    policy: 'standard',
    expireInSeconds: 5 * 60,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
  });
  await boss.work(
    job.name,
    { pollingIntervalSeconds: job.pollingSeconds, batchSize: QUEUED_BATCH },
    async (jobs) => {
      try {
        await job.work(jobs.map((entry) => entry.data));
      } catch (error) {
        log.error({ err: loggableError(error), job: job.name }, 'queued jobs failed (they will be retried)');
        throw error;
      }
    },
  );
}

/** PostgreSQL's "deadlock detected": the transaction was rolled back and may simply run again. */
const DEADLOCK = '40P01';

/**
 * Creates the queue, or brings an existing one's options up to date. Instances starting together
 * on a new database can deadlock in pg-boss's create_queue (each adds its queue's partition to the
 * job table while inserting into the queue table): the loser retries, and by then the queue may
 * exist (creating is a no-op for an existing name).
 */
async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, { name, ...options });
      break;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== DEADLOCK || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
  await boss.updateQueue(name, { name, ...options });
}

/** A unique violation: here, another instance created the same catalog entry at the same moment. */
const UNIQUE_VIOLATION = '23505';

/**
 * Starts pg-boss, installing its schema on a new database. Instances starting together can race
 * there: its creation runs under an advisory lock, but PostgreSQL may still check the second
 * one's CREATE SCHEMA IF NOT EXISTS against a catalog from before the first one's commit, and
 * answer a unique violation that pg-boss does not take for the race it is (it expects "already
 * exists"). The loser starts again, on a fresh instance (a failed start cannot be retried), and
 * finds the schema installed.
 */
async function startBoss(newBoss: () => PgBoss): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    const boss = newBoss();
    try {
      return await boss.start();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== UNIQUE_VIOLATION && code !== DEADLOCK) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
