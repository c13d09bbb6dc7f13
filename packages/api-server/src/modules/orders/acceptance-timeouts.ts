import {
  NOT_ACCEPTED_IN_TIME,
  orderMoveActivity,
  refundsInFull,
  type OrderStatus,
} from '@food-admin/api-client';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import type { PeriodicJob, QueuedJob } from '../../jobs/job-queue';
import type { JobSender } from '../../jobs/job-sender';
import { insertActivity } from '../activity/activity.repository';
import type { ActivityInput } from '../activity/record-activity';
import { refundInFull } from '../refunds/full-refunds';
import { insertStatusChange, moveOrderStatus } from './orders.repository';

/*
 * The acceptance timeout (docs/api.md#operations): a PENDING order its restaurant did not answer
 * within acceptance_timeout_minutes is answered by the platform, rejected ("Not accepted in time")
 * or accepted as the restaurant chose, through the same conditional move, status history, activity
 * entry and live update as a person's move, with no actor (the feed names "System"). A rejected
 * one is refunded in full in the same transaction, as a person's rejection is (docs/api.md#refunds).
 *
 * Each placed order sends its own job, due at its timeout, in the order's transaction (its worker
 * asks every second); a sweep each minute answers what no job covers: orders placed before the
 * restaurant set a timeout or lowered it, or written by other means.
 */

/** Orders answered per transaction; the job goes on while batches come back full. */
const BATCH = 100;
/** The name the activity feed shows for what the platform did by itself. */
export const SYSTEM_NAME = 'System';

/**
 * When the platform answers a PENDING order: its placement plus its restaurant's timeout, for a
 * query over `orders o join restaurant_rows r` (the dashboard's attention reads it too).
 */
export const ACCEPTANCE_DUE = sql`o.created_at + r.acceptance_timeout_minutes * interval '1 minute'`;

type Overdue = { id: number; restaurant_name: string; action: 'reject' | 'accept' };

/** Writes `entry` to the feed as the platform's own: no user, named "System". */
const recordBySystem = (tx: Executor, entry: ActivityInput) =>
  insertActivity(tx, { ...entry, username: SYSTEM_NAME, userId: null });

/** Answers one batch of overdue orders (of `ids` only, when given); returns how many it found. */
async function answerBatch(db: Database, currency: string, ids?: readonly number[]): Promise<number> {
  return runTransaction(db, async (tx) => {
    // Locked and skipped when locked: a person's move or another instance's batch goes first.
    const overdue = rowsOf(
      await tx.execute(sql`
        select o.id, r.name as restaurant_name, r.acceptance_timeout_action as action
        from orders o join restaurant_rows r on r.id = o.restaurant_id
        where o.status = 'PENDING' and r.acceptance_timeout_minutes > 0
          and ${ACCEPTANCE_DUE} <= now()
          ${ids === undefined ? sql`` : sql`and o.id = any(${`{${ids.join(',')}}`}::int[])`}
        order by o.created_at
        limit ${BATCH}
        for update of o skip locked`),
    ) as Overdue[];
    for (const order of overdue) {
      const to: OrderStatus = order.action === 'accept' ? 'ACCEPTED' : 'REJECTED';
      const reason = to === 'REJECTED' ? NOT_ACCEPTED_IN_TIME : undefined;
      if (!(await moveOrderStatus(tx, { id: order.id, from: 'PENDING', to }))) continue;
      await insertStatusChange(tx, {
        orderId: order.id,
        from: 'PENDING',
        to,
        reason: reason ?? null,
        actorId: null,
      });
      const moved = { id: order.id, restaurantName: order.restaurant_name };
      await recordBySystem(tx, orderMoveActivity(moved, to, reason));
      if (refundsInFull({ to }))
        await refundInFull(tx, {
          order: moved,
          note: reason,
          currency,
          createdBy: null,
          record: (entry) => recordBySystem(tx, entry),
        });
    }
    return overdue.length;
  });
}

/** Answers every overdue PENDING order (refunds in `currency`); returns how many. */
export async function answerOverdueOrders(db: Database, currency: string): Promise<number> {
  let answered = 0;
  for (let found = BATCH; found === BATCH; answered += found) found = await answerBatch(db, currency);
  return answered;
}

/** The queue of the orders' own jobs: `{ orderId }`, due at the order's timeout. */
export const ACCEPTANCE_TIMEOUT_QUEUE = 'order-acceptance-timeout';

/**
 * Sends the order's timeout job, in the transaction that places it, when its restaurant has a
 * timeout; the job answers it then if it is still PENDING.
 */
export async function sendAcceptanceTimeout(
  tx: Executor,
  jobs: JobSender,
  order: { id: number; createdAt: Date; timeoutMinutes: number },
): Promise<void> {
  if (order.timeoutMinutes <= 0) return;
  const due = new Date(order.createdAt.getTime() + order.timeoutMinutes * 60_000);
  await jobs.sendIn(tx, ACCEPTANCE_TIMEOUT_QUEUE, { orderId: order.id }, due);
}

/** Works the orders' timeout jobs: each batch of due orders answered in one transaction. */
export function acceptanceTimeoutQueue(db: Database, currency: string): QueuedJob {
  return {
    name: ACCEPTANCE_TIMEOUT_QUEUE,
    pollingSeconds: 1,
    work: async (data) => {
      const ids = data.flatMap((entry) => {
        const orderId = (entry as { orderId?: unknown } | null)?.orderId;
        return typeof orderId === 'number' && Number.isInteger(orderId) ? [orderId] : [];
      });
      // Answered already, or moved by a person, or not due (its timeout was raised): nothing to do;
      // the minute sweep answers it when it is.
      if (ids.length > 0) await answerBatch(db, currency, ids);
    },
  };
}

/** Each minute: what no order's own job covers is answered within about a minute of its timeout. */
export function acceptanceTimeoutJob(db: Database, currency: string): PeriodicJob {
  return {
    name: 'order-acceptance-timeouts',
    schedule: '* * * * *',
    run: async () => {
      await answerOverdueOrders(db, currency);
    },
  };
}
