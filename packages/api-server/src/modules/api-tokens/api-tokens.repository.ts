import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { apiTokens } from '../../db/schema';
import { LOCK_KEYS } from '../../db/lock-keys';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** A person's tokens, newest first (api_tokens_user_idx). */
export function tokensOf(db: Executor, userId: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** One of a person's tokens; with `lock`, locked until the transaction ends. */
export async function findTokenOf(
  db: Executor,
  userId: number,
  id: number,
  lock = false,
): Promise<ApiTokenRow | undefined> {
  const query = db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Serialises one person's token creations till the transaction ends: the limit holds under races. */
export async function lockTokensOf(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.apiTokens}, ${userId})`);
}

/** How many of a person's tokens are live: neither revoked nor expired. */
export async function countLiveTokens(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(
      and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`)),
    );
  return Number(row?.n ?? 0);
}

/** Days an ended token (revoked or expired) stays in its person's list. */
export const ENDED_TOKENS_KEPT_DAYS = 30;

/** Forgets a person's tokens that ended (were revoked or expired) more than ENDED_TOKENS_KEPT_DAYS ago. */
export async function forgetEndedTokens(db: Executor, userId: number): Promise<void> {
  const endedAt = sql`least(${apiTokens.revokedAt}, ${apiTokens.expiresAt})`;
  await db
    .delete(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        lt(endedAt, sql`now() - make_interval(days => ${ENDED_TOKENS_KEPT_DAYS})`),
      ),
    );
}

/** A new token, made now (the database's clock) and expiring `days` later. */
export async function insertToken(
  db: Executor,
  values: Pick<ApiTokenRow, 'userId' | 'name' | 'scopes' | 'tokenHash' | 'hint'>,
  days: number,
): Promise<ApiTokenRow> {
  const [row] = await db
    .insert(apiTokens)
    .values({ ...values, expiresAt: sql`now() + make_interval(days => ${days})` })
    .returning();
  if (row === undefined) throw new Error('api token insert returned no row');
  return row;
}

/** Revokes a token now. */
export async function revokeToken(db: Executor, id: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(apiTokens.id, id));
}
