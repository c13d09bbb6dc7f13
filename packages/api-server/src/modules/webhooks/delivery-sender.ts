import { activityMessage, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from '@food-admin/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookSettings } from '../../config';
import type { Database, Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { runTransaction } from '../../db/transaction';
import { loggableError } from '../../http/errors';
import type { JobSender } from '../../jobs/job-sender';
import { insertActivity } from '../activity/activity.repository';
import { SYSTEM_NAME } from '../orders/acceptance-timeouts';
import { postWebhook, type OutboundCallOptions, type OutboundCallResult } from './outbound-call';
import type { SecretBox } from './secret-box';
import { signWebhook } from './webhook-signature';

/*
 * Sends due webhook deliveries (docs/api.md#webhooks). A delivery is claimed before its attempt
 * (claimed_until, taken with SKIP LOCKED, so two instances never send one delivery at once), sent
 * signed, and its attempt written with the delivery's new state in one transaction:
 * - 2xx: SUCCEEDED. Anything else (3xx included: redirects are not followed) is a failure, retried
 *   after WEBHOOK_RETRY_DELAYS_SECONDS[attempt] (with jitter, or the receiver's Retry-After when
 *   longer) by a job of the queue, until the attempts run out: FAILED.
 * - An endpoint whose attempts have all failed for `disableAfterHours` (10 in a row at least), or
 *   that answered 410 Gone, is AUTO_DISABLED with a WARN entry in the activity feed.
 * - An `ordered` endpoint gets one delivery at a time, oldest first: a delivery waits while an
 *   older one of its endpoint is PENDING or RETRYING. Others get up to 4 at once.
 * Sending is at least once: an instance that dies after the receiver answered but before the write
 * leaves the claim to expire, and the delivery goes again with the same webhook-id.
 */

/** The queue of later attempts: one job per retry, due at its time. */
export const WEBHOOK_RETRY_QUEUE = 'webhook-retry';

/** Deliveries claimed per round. */
const BATCH = 50;
/** Attempts in flight at once per endpoint (not ordered). */
const PER_ENDPOINT = 4;
/** How long a claim holds: longer than a call can take (15 s), shorter than a retry's wait is felt. */
const CLAIM_SECONDS = 60;
/** Failures in a row before the time rule may disable an endpoint. */
const MIN_FAILURES_TO_DISABLE = 10;
/** The longest wait a Retry-After may ask for. */
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

export type SenderDeps = {
  db: Database;
  box: SecretBox;
  settings: Pick<WebhookSettings, 'allowLoopback' | 'disableAfterHours'>;
  /** Sends the retry jobs; without a queue (tests) the periodic sweep, or the test, sends retries. */
  jobs: JobSender;
  log: FastifyBaseLogger;
  /** The call's options beyond the loopback rule (tests shorten the timeouts). */
  callOptions?: Omit<OutboundCallOptions, 'allowLoopback'>;
};

type Claimed = {
  id: number;
  message_id: string;
  payload: string;
  attempts: number;
  endpoint_id: number;
  url: string;
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_expires_at: string | Date | null;
  ordered: boolean;
};

/** Claims up to BATCH due deliveries (of `ids` only, when given) that may go now. */
async function claimDue(db: Database, ids?: readonly number[]): Promise<Claimed[]> {
  const only = ids === undefined ? sql`` : sql`and d.id = any(${`{${ids.join(',')}}`}::bigint[])`;
  return rowsOf(
    await db.execute(sql`
      with due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.status in ('PENDING', 'RETRYING') and d.next_attempt_at <= now()
          and (d.claimed_until is null or d.claimed_until < now())
          and e.status = 'ENABLED'
          and (not e.ordered or not exists (
            select 1 from webhook_deliveries p
            where p.endpoint_id = d.endpoint_id and p.status in ('PENDING', 'RETRYING') and p.id < d.id))
          ${only}
        order by d.id
        limit ${BATCH}
        for update of d skip locked
      )
      update webhook_deliveries d
      set claimed_until = now() + ${CLAIM_SECONDS} * interval '1 second'
      from due, webhook_endpoints e
      where d.id = due.id and e.id = d.endpoint_id
      returning d.id, d.message_id, d.payload, d.attempts, d.endpoint_id, e.url, e.secret_enc,
        e.previous_secret_enc, e.previous_secret_expires_at, e.ordered`),
  ).map((row) => ({ ...(row as Claimed), id: Number(row['id']) }));
}

/** The secrets that sign now: the current one, and the previous one during its overlap. */
function secretsOf(box: SecretBox, delivery: Claimed, now: Date): string[] {
  const secrets = [box.open(delivery.secret_enc)];
  const until = delivery.previous_secret_expires_at;
  if (delivery.previous_secret_enc !== null && until !== null && new Date(until).getTime() > now.getTime())
    secrets.push(box.open(delivery.previous_secret_enc));
  return secrets;
}

async function attempt(deps: SenderDeps, delivery: Claimed): Promise<OutboundCallResult> {
  const now = new Date();
  const headers = signWebhook({
    id: delivery.message_id,
    timestamp: Math.floor(now.getTime() / 1000),
    body: delivery.payload,
    secrets: secretsOf(deps.box, delivery, now),
  });
  return postWebhook(
    delivery.url,
    { headers, body: delivery.payload },
    { ...deps.callOptions, allowLoopback: deps.settings.allowLoopback },
  );
}

/** Seconds until the next attempt after `attempts` failed ones: the schedule's step with up to 10% jitter. */
export function retryDelaySeconds(attempts: number, retryAfterSeconds?: number): number {
  const step = WEBHOOK_RETRY_DELAYS_SECONDS[Math.min(attempts, WEBHOOK_RETRY_DELAYS_SECONDS.length) - 1] ?? 0;
  const jittered = step * (1 + Math.random() * 0.1);
  return Math.max(jittered, Math.min(retryAfterSeconds ?? 0, MAX_RETRY_AFTER_SECONDS));
}

/** What the log keeps of why an attempt failed. */
function errorText(result: OutboundCallResult): string | null {
  if (result.ok) return null;
  if (result.error === 'http_status' || result.error === 'redirect') return null;
  return result.error ?? 'failed';
}

/** Writes the attempt and the delivery's and endpoint's new state, and sends the retry's job when one is due. */
async function record(deps: SenderDeps, delivery: Claimed, result: OutboundCallResult): Promise<void> {
  const attempts = delivery.attempts + 1;
  await runTransaction(deps.db, async (tx) => {
    // Locked, and gone when its endpoint was deleted during the call: then there is nothing to keep.
    const [still] = rowsOf(
      await tx.execute(sql`select 1 from webhook_deliveries where id = ${delivery.id} for update`),
    );
    if (still === undefined) return;
    await tx.execute(sql`
      insert into webhook_attempts (delivery_id, duration_ms, status_code, succeeded, error, response_body)
      values (${delivery.id}, ${Math.round(result.durationMs)}, ${result.status ?? null}, ${result.ok},
        ${errorText(result)}, ${result.responseBody === '' ? null : result.responseBody.slice(0, 2048)})`);
    if (result.ok) {
      await tx.execute(sql`
        update webhook_deliveries set status = 'SUCCEEDED', attempts = ${attempts}, delivered_at = now(),
          next_attempt_at = null, claimed_until = null, last_status_code = ${result.status ?? null}
        where id = ${delivery.id}`);
      await tx.execute(sql`
        update webhook_endpoints set failing_since = null, consecutive_failures = 0
        where id = ${delivery.endpoint_id} and (failing_since is not null or consecutive_failures > 0)`);
      return;
    }
    const last = attempts >= WEBHOOK_MAX_ATTEMPTS;
    const next = last
      ? null
      : new Date(Date.now() + retryDelaySeconds(attempts, result.retryAfterSeconds) * 1000);
    await tx.execute(sql`
      update webhook_deliveries set status = ${last ? 'FAILED' : 'RETRYING'}, attempts = ${attempts},
        next_attempt_at = ${next?.toISOString() ?? null}, claimed_until = null,
        last_status_code = ${result.status ?? null}
      where id = ${delivery.id}`);
    if (next !== null) await deps.jobs.sendIn(tx, WEBHOOK_RETRY_QUEUE, { id: delivery.id }, next);
    await noteFailure(deps, tx, delivery.endpoint_id, result);
  });
}

/** Counts a failure against the endpoint and disables it when the rule says so. */
async function noteFailure(deps: SenderDeps, tx: Executor, endpointId: number, result: OutboundCallResult) {
  const [endpoint] = rowsOf(
    await tx.execute(sql`
      update webhook_endpoints
      set consecutive_failures = consecutive_failures + 1, failing_since = coalesce(failing_since, now())
      where id = ${endpointId}
      returning url, status, consecutive_failures,
        failing_since <= now() - ${deps.settings.disableAfterHours} * interval '1 hour' as failing_long`),
  ) as { url: string; status: string; consecutive_failures: number; failing_long: boolean }[];
  if (endpoint === undefined || endpoint.status !== 'ENABLED') return;
  const reason =
    result.status === 410
      ? 'the receiver answered 410 Gone'
      : endpoint.failing_long && endpoint.consecutive_failures >= MIN_FAILURES_TO_DISABLE
        ? `every delivery failed for ${deps.settings.disableAfterHours} hours (${endpoint.consecutive_failures} attempts in a row)`
        : undefined;
  if (reason === undefined) return;
  await tx.execute(sql`
    update webhook_endpoints set status = 'AUTO_DISABLED', disabled_reason = ${reason},
      version = version + 1, updated_at = now()
    where id = ${endpointId}`);
  await insertActivity(tx, {
    category: 'GENERAL',
    level: 'WARN',
    actionType: 'WEBHOOK',
    ...activityMessage('WEBHOOK_AUTO_DISABLED', { url: endpoint.url, reason }),
    username: SYSTEM_NAME,
    userId: null,
    entityId: endpointId,
  });
  deps.log.warn({ endpointId, reason }, 'webhook endpoint disabled');
}

/** Runs `work` over `items`, at most `limit` at once per key. */
async function perKeyLimited<T>(
  items: T[],
  keyOf: (item: T) => number,
  limit: number,
  work: (item: T) => Promise<void>,
) {
  const queues = new Map<number, T[]>();
  for (const item of items) queues.set(keyOf(item), [...(queues.get(keyOf(item)) ?? []), item]);
  await Promise.all(
    [...queues.values()].flatMap((queue) =>
      Array.from({ length: Math.min(limit, queue.length) }, async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
      }),
    ),
  );
}

/**
 * Sends what is due (of `ids` only, when given), round after round while rounds come back full or
 * an ordered endpoint's delivery finished (its next one may go now). Returns how many were attempted.
 */
export async function sendDueDeliveries(deps: SenderDeps, only?: readonly number[]): Promise<number> {
  let sent = 0;
  let ids = only;
  for (;;) {
    const claimed = await claimDue(deps.db, ids);
    await perKeyLimited(
      claimed,
      (delivery) => delivery.endpoint_id,
      PER_ENDPOINT,
      async (delivery) => {
        try {
          await record(deps, delivery, await attempt(deps, delivery));
        } catch (error) {
          // The claim expires and the sweep sends it again: logged, not lost.
          deps.log.error(
            { err: loggableError(error), deliveryId: delivery.id },
            'webhook delivery not recorded',
          );
        }
      },
    );
    sent += claimed.length;
    if (claimed.some((delivery) => delivery.ordered)) ids = undefined;
    else if (claimed.length < BATCH) return sent;
  }
}
