import { idempotencyKeysJob } from './http/edge/idempotency';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createFirebaseAdmin, firebaseAccounts, type FirebaseAdmin } from './auth/firebase';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { openDatabase, type OpenedDatabase } from './db/open';
import { users } from './db/schema';
import { createImageStorage } from './modules/uploads/storage/create-storage';
import { rateLimitPruneJob } from './http/rate-limit/database-store';
import { startJobQueue, type JobQueue, type PeriodicJob } from './jobs/job-queue';
import { eventPurgeJob } from './modules/events/event-purge-job';
import { trashPurgeJob } from './modules/trash/purge-job';
import { JobSender } from './jobs/job-sender';
import { acceptanceTimeoutJob, acceptanceTimeoutQueue } from './modules/orders/acceptance-timeouts';
import {
  acceptingSpansJob,
  adoptDefaultTimeZone,
  refreshAcceptingSpans,
} from './modules/restaurants/accepting-spans';
import { pauseEndJob } from './modules/restaurants/operations';
import { uploadSweepJob } from './modules/uploads/sweep-job';
import {
  listenForDeliveries,
  webhookPurgeJob,
  webhookRetryQueue,
  webhookSweepJob,
} from './modules/webhooks/delivery-jobs';
import type { SenderDeps } from './modules/webhooks/delivery-sender';
import { secretBox } from './modules/webhooks/secret-box';
import { ensureDemoAccounts, type DemoAccount } from './seed/demo-accounts';
import { seedDemoData } from './seed/demo-data';
import { demoImageTarget } from './seed/demo-images';

export type CreateServerOptions = {
  config: ServerConfig;
  /** An already open (and migrated) database; otherwise one is opened from the config and migrated. */
  database?: OpenedDatabase;
  /** Firebase admin handle; otherwise one is created for config.firebaseProjectId. */
  firebase?: FirebaseAdmin;
  /** Told each start-up step as it ends, with its duration (npm start prints them). */
  onProgress?: (line: string) => void;
};

export type FoodAdminServer = {
  app: FastifyInstance;
  db: Database;
  firebase: FirebaseAdmin;
  config: ServerConfig;
  /** Demo accounts ensured at start-up (SEED_DEMO=1 with the emulator), to print. */
  demoAccounts: readonly DemoAccount[];
  /** Starts listening on config.host:config.port; resolves with the address. */
  listen: () => Promise<string>;
  /** Stops the server and releases what createServer opened. */
  close: () => Promise<void>;
};

type Progress = (line: string) => void;

/** The platform's scheduled work (docs/operations.md#jobs), each with its setting. */
function periodicJobs(
  config: ServerConfig,
  db: Database,
  log: FastifyBaseLogger,
  webhooks: SenderDeps,
): PeriodicJob[] {
  return [
    uploadSweepJob({
      db,
      storage: createImageStorage(config, db),
      graceMs: config.uploads.orphanGraceMs,
      schedule: config.uploads.sweepSchedule,
      log,
    }),
    trashPurgeJob({
      db,
      retentionDays: config.trash.retentionDays,
      schedule: config.trash.purgeSchedule,
      log,
    }),
    eventPurgeJob({
      db,
      retentionHours: config.events.retentionHours,
      schedule: config.events.purgeSchedule,
      log,
    }),
    rateLimitPruneJob(db),
    pauseEndJob(db),
    acceptingSpansJob(db, config.defaultTimeZone),
    acceptanceTimeoutJob(db, config.currency),
    idempotencyKeysJob(db),
    webhookSweepJob(webhooks),
    webhookPurgeJob({
      db,
      retentionDays: config.webhooks.retentionDays,
      schedule: config.webhooks.purgeSchedule,
      log,
    }),
  ];
}
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Demo data when the database has no users yet; demo accounts at every start (the emulator forgets them). */
async function seedOnStart(
  server: Omit<FoodAdminServer, 'listen' | 'close'>,
  progress: Progress,
): Promise<readonly DemoAccount[]> {
  const { app, db, firebase, config } = server;
  const [row] = await db.select({ n: count() }).from(users);
  const empty = Number(row?.n ?? 0) === 0;
  let accounts: readonly DemoAccount[] = [];
  if (config.firebaseAuthEmulatorHost !== undefined) {
    try {
      accounts = await ensureDemoAccounts(firebase.auth, db);
    } catch (error) {
      app.log.warn(
        { err: error },
        `demo accounts not created: is the Auth Emulator running at ${config.firebaseAuthEmulatorHost}?`,
      );
    }
  } else {
    app.log.warn(
      'SEED_DEMO: demo accounts are only created against the Auth Emulator (FIREBASE_AUTH_EMULATOR_HOST)',
    );
  }
  if (empty) {
    const started = Date.now();
    const result = await seedDemoData(db, {
      images: demoImageTarget(config, db),
      refunds: { currency: config.currency, ...config.refunds },
    });
    // The demo restaurants' hours answer "open now" in the list at once, not at the job's next round.
    await refreshAcceptingSpans(db, config.defaultTimeZone);
    app.log.info({ counts: result.counts }, 'seeded demo data');
    const rows = Object.entries(result.counts).map(([table, n]) => `${n} ${table}`);
    progress(`Seeded the demo data in ${seconds(started)}: ${rows.join(', ')}.`);
  }
  return accounts;
}

/**
 * Opens the database (migrating it), connects firebase-admin, builds the app and, with SEED_DEMO,
 * seeds. Call `listen()` to serve, or use `app.inject` in tests.
 */
export async function createServer(options: CreateServerOptions): Promise<FoodAdminServer> {
  const { config } = options;
  const progress: Progress = options.onProgress ?? (() => undefined);
  const openedAt = Date.now();
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir }));
  if (options.database === undefined) {
    const where = config.databaseUrl === undefined ? `PGlite in ${config.pgliteDataDir}` : 'PostgreSQL';
    progress(`Opened and migrated the database (${where}) in ${seconds(openedAt)}.`);
  }
  const firebase =
    options.firebase ??
    createFirebaseAdmin({
      projectId: config.firebaseProjectId,
      authEmulatorHost: config.firebaseAuthEmulatorHost,
    });
  const { db } = database;
  let app: FastifyInstance | undefined;
  let jobs: JobQueue;
  let stopWebhooks: () => Promise<void> = async () => undefined;
  const sender = new JobSender();
  try {
    app = await buildApp(config, {
      db,
      jobs: sender,
      verifyIdToken: firebase.verifyIdToken,
      accounts: firebaseAccounts(firebase.auth),
      listen: database.listen,
    });
    const marked = await adoptDefaultTimeZone(db, config.defaultTimeZone);
    if (marked > 0)
      app.log.info(
        { restaurants: marked, defaultTimeZone: config.defaultTimeZone },
        'DEFAULT_TIME_ZONE changed: spans due',
      );
    // Here, not in buildApp: tests build apps without a queue and call the jobs' work themselves.
    const queueAt = Date.now();
    const webhooks: SenderDeps = {
      db,
      box: secretBox(config.webhooks, config.dataDir),
      settings: config.webhooks,
      jobs: sender,
      log: app.log,
    };
    const periodic = periodicJobs(config, db, app.log, webhooks);
    jobs = await startJobQueue({
      executeSql: database.executeSql,
      log: app.log,
      periodic,
      queued: [acceptanceTimeoutQueue(db, config.currency), webhookRetryQueue(webhooks)],
    });
    sender.attach(jobs.boss);
    stopWebhooks = await listenForDeliveries(database.listen, webhooks);
    const scheduled = periodic.filter((job) => job.schedule !== undefined).length;
    progress(`Started the job queue (${scheduled} scheduled jobs) in ${seconds(queueAt)}.`);
  } catch (error) {
    await app?.close();
    if (!options.database) await database.close();
    if (!options.firebase) await firebase.close();
    throw error;
  }
  app.addHook('onClose', async () => {
    // Running jobs and sends finish (or are left to be retried by another instance) before the
    // database closes.
    await stopWebhooks();
    await jobs.stop();
    if (!options.database) await database.close();
    if (!options.firebase) await firebase.close();
  });
  const base = { app, db, firebase, config };
  const demoAccounts = config.seedDemo ? await seedOnStart({ ...base, demoAccounts: [] }, progress) : [];
  return {
    ...base,
    demoAccounts,
    listen: () => app.listen({ port: config.port, host: config.host }),
    close: () => app.close(),
  };
}
