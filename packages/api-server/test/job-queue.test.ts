import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecuteSql, OpenedDatabase } from '../src/db/open';
import { startJobQueue, type JobQueue, type PeriodicJob } from '../src/jobs/job-queue';
import { openTestDatabase } from './support/server';

// Two instances of the queue on one database, as two API processes run them. On PostgreSQL each
// has a pool of its own; PGlite serves one process, so there both share its connection.
let database: OpenedDatabase;
let secondPool: pg.Pool | undefined;
let secondSql: ExecuteSql;
const log = pino({ level: 'silent' }) as FastifyBaseLogger;
/** Short enough for a test: workers ask every 0.5 s (pg-boss's minimum), expired jobs are failed within a second. */
const timing = { pollingSeconds: 0.5, cronSeconds: 1, superviseSeconds: 1 };
const running: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    secondPool = pool;
    secondSql = (text, values) => pool.query(text, values);
  } else {
    secondSql = database.executeSql;
  }
});

afterAll(async () => {
  // A queue whose instance "died" cannot stop cleanly; that is the point of its test.
  await Promise.all(running.map((queue) => queue.stop(1000).catch(() => undefined)));
  await secondPool?.end();
  await database.close();
});

async function queueOn(executeSql: ExecuteSql, periodic: PeriodicJob[] = []): Promise<JobQueue> {
  const queue = await startJobQueue({ executeSql, log, periodic, timing });
  running.push(queue);
  return queue;
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition();) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue on two instances', () => {
  it('starts on several instances at once on a new database, each creating the same queues', async () => {
    const jobs = ['sweep-test', 'purge-test', 'prune-test'].map((name): PeriodicJob => ({
      name,
      schedule: '0 0 1 1 *',
      run: async () => undefined,
    }));
    // Four at once: creating the queues races (ensureQueue). The schema's own race (startBoss)
    // shows between processes: the cluster test's two instances start together on a new database.
    const [a] = await Promise.all(
      [database.executeSql, secondSql, database.executeSql, secondSql].map((sql) => queueOn(sql, jobs)),
    );
    if (a === undefined) throw new Error('no queue started');
    const queues = (await a.boss.getQueues()).filter((queue) => queue.name.endsWith('-test'));
    expect(queues.map((queue) => [queue.name, queue.policy]).sort()).toEqual([
      ['prune-test', 'stately'],
      ['purge-test', 'stately'],
      ['sweep-test', 'stately'],
    ]);
  });

  it('runs every job exactly once, whichever instance takes it', async () => {
    const [a, b] = [await queueOn(database.executeSql), await queueOn(secondSql)];
    await a.boss.createQueue('once-test');
    const runs = new Map<string, string[]>();
    for (const [name, queue] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await queue.boss.work('once-test', { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
        for (const job of jobs) runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
      });
    }
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => a.boss.send('once-test', { n })));

    await until(() => runs.size === 40);
    // A little longer: a second run of any job would show now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    for (const takers of runs.values()) expect(takers).toHaveLength(1);
  });

  it('keeps one schedule per periodic job, and a round sent for it runs once', async () => {
    let rounds = 0;
    const job = (schedule: string | undefined): PeriodicJob => ({
      name: 'round-test',
      schedule,
      run: async () => {
        rounds += 1;
      },
    });
    const a = await queueOn(database.executeSql, [job('0 0 1 1 *')]);
    await queueOn(secondSql, [job('0 0 1 1 *')]);
    const schedules = await a.boss.getSchedules();
    expect(schedules.filter((schedule) => schedule.name === 'round-test')).toEqual([
      expect.objectContaining({ cron: '0 0 1 1 *', timezone: 'UTC' }),
    ]);

    // What the cron sends at a slot (pg-boss sends one per slot for the whole cluster).
    await a.boss.send('round-test', {});
    await until(() => rounds === 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(rounds).toBe(1);

    // Switched off (the setting "off") on any instance: the schedule is gone for all of them.
    await queueOn(secondSql, [job(undefined)]);
    expect((await a.boss.getSchedules()).map((schedule) => schedule.name)).not.toContain('round-test');
  });

  it('runs a job again when the instance working it died', async () => {
    // Instance A "dies" once it has taken the job: from then on its database calls fail, as a
    // killed process's would, so it can neither finish nor give up the job.
    let aIsDead = false;
    const a = await queueOn((text, values) =>
      aIsDead ? Promise.reject(new Error('instance A is gone')) : database.executeSql(text, values),
    );
    const b = await queueOn(secondSql);
    await a.boss.createQueue('crash-test', { name: 'crash-test', expireInSeconds: 1, retryLimit: 1 });
    await a.boss.work('crash-test', { pollingIntervalSeconds: 0.5 }, () => {
      aIsDead = true;
      return new Promise<never>(() => undefined);
    });
    const id = await a.boss.send('crash-test', { order: 7 });
    await until(() => aIsDead);

    const ranOnB: unknown[] = [];
    await b.boss.work('crash-test', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      ranOnB.push(job?.data);
    });
    // At its expiry the live instance's supervision fails the job, and its retry runs there.
    await until(() => ranOnB.length === 1);
    expect(ranOnB).toEqual([{ order: 7 }]);
    await until(() => false, 1000).catch(() => undefined);
    expect(await b.boss.getJobById('crash-test', id ?? '')).toMatchObject({
      state: 'completed',
      retryCount: 1,
    });
  });
});

describe("the queue's SQL on the app's database", () => {
  it('rolls back a block of statements that fails, leaving every connection usable', async () => {
    await expect(
      database.executeSql('BEGIN; CREATE TABLE rolled_back (x int); SELECT no_such_function(); COMMIT;'),
    ).rejects.toThrow(/no_such_function/);
    // Every pooled connection (ten on PostgreSQL), or PGlite's one, answers outside any transaction.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => database.executeSql("select to_regclass('rolled_back') as t")),
    );
    for (const answer of answers) expect(answer.rows).toEqual([{ t: null }]);
  });
});
