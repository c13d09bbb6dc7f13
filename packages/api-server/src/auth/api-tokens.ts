import { createHash } from 'node:crypto';
import { API_TOKEN_PATTERN, type Permission } from '@food-admin/api-client';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/database';
import { accountStates, apiTokens, lastSeen, users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { callerColumns, callerRecordOf, type CallerRecord } from './caller';
import type { SignedInUser } from './permissions';
import type { VerifiedToken } from './token-verifier';

/*
 * Calls made with a personal API token (docs/api.md#api-tokens) instead of a Firebase ID token. The
 * secret is looked up by its SHA-256 on every call, with its person as any caller is (auth/caller.ts),
 * in one query and with nothing cached, so a revocation applies to the next call on every
 * instance. What a token may then do is the contract's rule (contract/api-tokens.ts), applied by
 * the edge (auth/access.ts).
 */

/** All the database keeps of a secret: its SHA-256, in hex. */
export const apiTokenHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** What the edge and the rate limiter know of the token a call is made with. */
export type ApiTokenUse = { id: number; scopes: readonly Permission[] };

/** How stale a token's last use may grow before a call notes it again. */
export const LAST_USED_STEP_MS = 60_000;

/**
 * How long one call with a token counts as a session: an event stream it opens ends after this
 * and its reconnect is checked again, so a revocation reaches open streams too, within a minute.
 */
export const API_TOKEN_SESSION_MS = 60_000;

const tokenColumns = {
  id: apiTokens.id,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  revokedAt: apiTokens.revokedAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

const lookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();

/** The token of a hash with its person as a caller: one statement, prepared once per connection. */
function prepareLookup(db: Database) {
  return db
    .select({ ...callerColumns(), apiToken: tokenColumns })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(accountStates, eq(accountStates.uid, users.uid))
    .leftJoin(lastSeen, eq(lastSeen.userId, users.id))
    .where(eq(apiTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('caller_by_api_token');
}

export type ApiTokenRow = Pick<typeof apiTokens.$inferSelect, keyof typeof tokenColumns>;
export type ApiTokenCaller = CallerRecord & { user: SignedInUser; apiToken: ApiTokenRow };

/**
 * The token `secret` names and its person, as the caller of `request`; 401 `Invalid or expired
 * token` (a bad bearer token's answer) for a secret of no live token: unknown, revoked, expired, or
 * its person deleted. The log says which, never the secret.
 */
export async function useApiToken(
  db: Database,
  request: FastifyRequest,
  secret: string,
  now: Date,
): Promise<ApiTokenCaller> {
  const refused = (reason: string) => {
    request.log.info({ reason }, 'api token refused');
    return unauthorized('Invalid or expired token');
  };
  // A value that no token could be costs no query.
  if (!API_TOKEN_PATTERN.test(secret)) throw refused('malformed');
  let lookup = lookups.get(db);
  if (lookup === undefined) lookups.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ hash: apiTokenHash(secret) });
  if (row === undefined) throw refused('unknown');
  const { apiToken } = row;
  if (apiToken.revokedAt !== null) throw refused('revoked');
  if (apiToken.expiresAt.getTime() <= now.getTime()) throw refused('expired');
  return { ...callerRecordOf(row), apiToken };
}

/**
 * The token's call as a session of its person: signed in when the token was made (so a revocation
 * of the person's sessions since, "sign out everywhere", ends it), lasting API_TOKEN_SESSION_MS.
 */
export const apiTokenSession = (uid: string, apiToken: ApiTokenRow, now: Date): VerifiedToken => ({
  uid,
  authTimeMs: apiToken.createdAt.getTime(),
  expiresAtMs: Math.min(apiToken.expiresAt.getTime(), now.getTime() + API_TOKEN_SESSION_MS),
});

/**
 * Notes the token's use at `now`, unless noted within the last step: once a minute per token at
 * most, whichever instance serves its calls (the update's condition decides).
 */
export async function noteApiTokenUsed(
  db: Executor,
  apiToken: Pick<ApiTokenRow, 'id' | 'lastUsedAt'>,
  now: Date,
): Promise<void> {
  const { lastUsedAt } = apiToken;
  if (lastUsedAt !== null && now.getTime() - lastUsedAt.getTime() < LAST_USED_STEP_MS) return;
  const stale = new Date(now.getTime() - LAST_USED_STEP_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiTokens.id, apiToken.id), or(isNull(apiTokens.lastUsedAt), lte(apiTokens.lastUsedAt, stale))),
    );
}
