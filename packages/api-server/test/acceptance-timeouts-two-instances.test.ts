import { FULL_REFUND_TERMS, NOT_ACCEPTED_IN_TIME } from '@food-admin/api-client';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import { rowsOf } from '../src/db/rows';
import { activityLog, orderRefunds, orders, orderStatusHistory, restaurants } from '../src/db/schema';
import { startJobQueue, type JobQueue } from '../src/jobs/job-queue';
import { JobSender } from '../src/jobs/job-sender';
import {
  ACCEPTANCE_TIMEOUT_QUEUE,
  acceptanceTimeoutQueue,
  answerOverdueOrders,
  sendAcceptanceTimeout,
} from '../src/modules/orders/acceptance-timeouts';
import { insertRestaurant } from './support/fixtures';
import { openTestDatabase } from './support/server';

/*
 * The orders' own acceptance-timeout jobs (modules/orders/acceptance-timeouts.ts) on two instances,
 * as two API processes run them: both work the same queue, and both also run the minute's sweep
 * (answerOverdueOrders) at the same moment, over the same overdue orders. Each order is answered
 * once: one REJECTED history row, one move entry, one automatic full refund, its refunded sum the
 * total. On PostgreSQL the second instance has a pool and a Database of its own; PGlite serves one
 * process, so there both share its connection (job-queue.test.ts does the same).
 */

const ORDERS = 30;
const CURRENCY = 'USD';
const log = pino({ level: 'silent' }) as FastifyBaseLogger;

let first: OpenedDatabase;
let second: OpenedDatabase | undefined;
let secondDb: Database;
let secondSql: OpenedDatabase['executeSql'];
const running: JobQueue[] = [];

beforeAll(async () => {
  first = await openTestDatabase();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    second = await openDatabase({ databaseUrl: url, migrate: false });
    secondDb = second.db;
    secondSql = second.executeSql;
  } else {
    secondDb = first.db;
    secondSql = first.executeSql;
  }
});

afterAll(async () => {
  await Promise.all(running.map((queue) => queue.stop(2000).catch(() => undefined)));
  await second?.close();
  await first.close();
});

/**
 * An instance's queue working the timeout jobs with its own Database. It notes the orders of each
 * batch it takes, then holds the batch until `started` resolves: a worker that has fetched its jobs
 * and not yet answered them, so the test can start everything else at the same moment.
 */
async function instance(
  db: Database,
  executeSql: OpenedDatabase['executeSql'],
  given: number[],
  started: Promise<void>,
) {
  const timeouts = acceptanceTimeoutQueue(db, CURRENCY);
  const queue = await startJobQueue({
    executeSql,
    log,
    periodic: [],
    queued: [
      {
        ...timeouts,
        // pg-boss's shortest polling, so the test takes seconds.
        pollingSeconds: 0.5,
        work: async (data) => {
          given.push(...data.map((entry) => (entry as { orderId: number }).orderId));
          await started;
          await timeouts.work(data);
        },
      },
    ],
  });
  running.push(queue);
  return queue;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const jobStates = async () =>
  rowsOf(
    await first.db.execute(sql`
      select state, count(*)::int as n from pgboss.job
      where name = ${ACCEPTANCE_TIMEOUT_QUEUE} group by state`),
  ) as { state: string; n: number }[];

describe('the acceptance-timeout jobs on two instances', () => {
  it('answers each overdue order once while both instances work the jobs and sweep at once', async () => {
    const givenA: number[] = [];
    const givenB: number[] = [];
    let start!: () => void;
    const started = new Promise<void>((resolve) => {
      start = resolve;
    });
    const a = await instance(first.db, first.executeSql, givenA, started);
    await instance(secondDb, secondSql, givenB, started);
    const sender = new JobSender();
    sender.attach(a.boss);

    const restaurant = await insertRestaurant(first.db, { name: 'The Slow Kitchen' });
    await first.db
      .update(restaurants)
      .set({ acceptanceTimeoutMinutes: 5, acceptanceTimeoutAction: 'reject' })
      .where(eq(restaurants.id, restaurant.id));
    // Placed ten minutes ago, each with a fee and its own job, sent in the placement's transaction
    // as placeOrder sends it: due at its placement plus five minutes, so due now.
    const placedAt = new Date(Date.now() - 10 * 60_000);
    const placeOverdue = (count: number) =>
      first.db.transaction(async (tx) => {
        const rows = await tx
          .insert(orders)
          .values(
            Array.from({ length: count }, (_, index) => ({
              restaurantId: restaurant.id,
              status: 'PENDING' as const,
              subtotal: 10 + index,
              deliveryFee: 2.99,
              total: 12.99 + index,
              createdAt: placedAt,
            })),
          )
          .returning({ id: orders.id });
        await tx
          .insert(orderStatusHistory)
          .values(
            rows.map((row) => ({ orderId: row.id, toStatus: 'PENDING' as const, createdAt: placedAt })),
          );
        for (const row of rows)
          await sendAcceptanceTimeout(tx, sender, { id: row.id, createdAt: placedAt, timeoutMinutes: 5 });
        return rows.map((row) => row.id);
      });

    // Two halves: the first is fetched by one instance's worker, which holds it; the second can then
    // only be fetched by the other instance. So each instance has a batch of the due jobs in hand.
    const given = () => givenA.length + givenB.length;
    const ids = await placeOverdue(ORDERS / 2);
    await until(async () => given() === ORDERS / 2);
    ids.push(...(await placeOverdue(ORDERS / 2)));
    await until(async () => given() === ORDERS);
    expect(givenA.length).toBe(ORDERS / 2);
    expect(givenB.length).toBe(ORDERS / 2);

    // Now, at the same moment: both batches go on, and both instances run the minute's sweep over
    // all thirty. Four transactions race for each order.
    start();
    await Promise.all([answerOverdueOrders(first.db, CURRENCY), answerOverdueOrders(secondDb, CURRENCY)]);
    await until(async () => {
      const states = await jobStates();
      return states.length === 1 && states[0]?.state === 'completed' && states[0].n === ORDERS;
    });
    // A little longer: a second answer of any order would show now.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // Every job was given to one worker only, and none failed (a batch that found its orders answered
    // already does nothing).
    const byId = (x: number, y: number) => x - y;
    expect([...givenA, ...givenB].sort(byId)).toEqual([...ids].sort(byId));
    expect(await jobStates()).toEqual([{ state: 'completed', n: ORDERS }]);

    const rows = await first.db
      .select({
        id: orders.id,
        status: orders.status,
        totalMinor: sql<number>`round(${orders.total} * 100)::int`,
        refundedMinor: orders.refundedMinor,
        refundPendingMinor: orders.refundPendingMinor,
      })
      .from(orders)
      .where(inArray(orders.id, ids));
    const rejections = await first.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids));
    const refunds = await first.db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids));
    const entries = await first.db.select().from(activityLog).where(inArray(activityLog.entityId, ids));
    expect(rows).toHaveLength(ORDERS);
    for (const row of rows) {
      const name = `order ${row.id}`;
      expect(row, name).toMatchObject({
        status: 'REJECTED',
        refundedMinor: row.totalMinor,
        refundPendingMinor: 0,
      });
      expect(
        rejections.filter((change) => change.orderId === row.id && change.toStatus === 'REJECTED'),
        name,
      ).toEqual([
        expect.objectContaining({ fromStatus: 'PENDING', reason: NOT_ACCEPTED_IN_TIME, actorId: null }),
      ]);
      expect(
        refunds.filter((refund) => refund.orderId === row.id),
        name,
      ).toEqual([
        expect.objectContaining({
          status: 'SUCCEEDED',
          amountMinor: row.totalMinor,
          deliveryFeeMinor: 299,
          ...FULL_REFUND_TERMS,
          note: NOT_ACCEPTED_IN_TIME,
          createdBy: null,
        }),
      ]);
      const of = (actionType: string) =>
        entries.filter((entry) => entry.entityId === row.id && entry.actionType === actionType);
      expect(of('REJECT'), name).toEqual([
        expect.objectContaining({ code: 'ORDER_REJECTED', username: 'System', userId: null }),
      ]);
      expect(of('REFUND'), name).toHaveLength(1);
    }
  }, 30_000);
});
