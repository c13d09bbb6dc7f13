import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@food-admin/api-client';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';
import type { PeriodicJob } from '../../jobs/job-queue';
import { badRequest, refuse } from '../errors';

/*
 * Idempotency-Key for the endpoints the contract marks `idempotent` (docs/api.md#idempotency), as
 * Stripe and the IETF draft do it: the first request with a key claims it and its answer is kept;
 * the same caller's retry with the same key and body gets that answer again (Idempotent-Replayed:
 * true), with another body 422, while the first is still running 409. A request that fails
 * (a refusal, a crash) releases its key, so a retry does the work afresh. Handlers that create a
 * record also keep the key on it (orders.idempotency_key), so even a claim lost to a crash between
 * the work and its answer cannot do the work twice.
 */

/** A claim older than this whose request never answered (its instance died) may be taken over. */
const STALE_CLAIM_SECONDS = 60;
/** Kept answers are forgotten after this long: a retry a day later is a new request. */
const KEPT_HOURS = 24;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export type IdempotencyClaim = {
  /** Keeps the answer for the retries (in `db`: the handler's transaction, or on its own). */
  keep: (status: number, body: unknown, db?: Executor) => Promise<void>;
  /** Lets the key go (the request failed). */
  release: () => Promise<void>;
};

export type IdempotencyOutcome =
  | { kind: 'none' }
  | { kind: 'claimed'; key: string; claim: IdempotencyClaim }
  | { kind: 'replay'; status: number; body: unknown };

/** The request's Idempotency-Key, or undefined; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID, say)');
  }
  return header;
}

/**
 * Claims `key` for `userId`'s request to `route` with `body`, or answers how a retry is met.
 * Runs after validation, so a malformed body never claims a key.
 */
export async function claimIdempotencyKey(
  db: Database,
  input: { userId: number; key: string; route: string; body: unknown },
): Promise<IdempotencyOutcome> {
  const { userId, key, route } = input;
  const requestSha256 = createHash('sha256')
    .update(`${route}\n${JSON.stringify(input.body ?? null)}`)
    .digest('hex');
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const claim: IdempotencyClaim = {
    keep: async (status, body, executor = db) => {
      await executor
        .update(idempotencyKeys)
        .set({ status, response: body ?? null })
        .where(mine);
    },
    release: async () => {
      await db.delete(idempotencyKeys).where(and(mine, isNull(idempotencyKeys.status)));
    },
  };
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestSha256 })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed !== undefined) return { kind: 'claimed', key, claim };

  const [kept] = await db.select().from(idempotencyKeys).where(mine);
  // Released between our insert and this read: the caller may simply retry.
  if (kept === undefined) throw refuse('IDEMPOTENCY_IN_PROGRESS');
  if (kept.requestSha256 !== requestSha256) throw refuse('IDEMPOTENCY_KEY_REUSED');
  if (kept.status !== null) return { kind: 'replay', status: kept.status, body: kept.response };
  // Still running, unless its instance died: then this request takes the claim over.
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        mine,
        isNull(idempotencyKeys.status),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (taken === undefined) throw refuse('IDEMPOTENCY_IN_PROGRESS');
  return { kind: 'claimed', key, claim };
}

/** Forgets the answers older than a day, each hour. */
export function idempotencyKeysJob(db: Database): PeriodicJob {
  return {
    name: 'idempotency-keys',
    schedule: '17 * * * *',
    run: async () => {
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEPT_HOURS})`));
    },
  };
}
