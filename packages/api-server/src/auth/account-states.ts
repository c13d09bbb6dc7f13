import { eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { accountStates } from '../db/schema';
import type { AccountStatus } from './token-verifier';

/** What a request needs of an account's row in account_states (none: nothing recorded, all fine). */
export type AccountState = { tokensValidAfter: Date | null; disabled: boolean };

/** firebase-admin's error codes, so the guard answers a refusal found here as one found by Firebase. */
export type SessionRefusal = 'auth/user-disabled' | 'auth/id-token-revoked';

/**
 * Why a session signed in at `authTimeMs` may no longer call, or undefined when it may. The one
 * rule for requests and open event streams, Firebase's own comparison: sessions signed in before
 * `tokensValidAfter` are refused (both have a resolution of one second).
 */
export function sessionRefusal(
  state: AccountState | undefined,
  authTimeMs: number | undefined,
): SessionRefusal | undefined {
  if (state === undefined) return undefined;
  if (state.disabled) return 'auth/user-disabled';
  const validAfterMs = state.tokensValidAfter?.getTime();
  if (validAfterMs !== undefined && authTimeMs !== undefined && authTimeMs < validAfterMs) {
    return 'auth/id-token-revoked';
  }
  return undefined;
}

const stateColumns = { tokensValidAfter: accountStates.tokensValidAfter, disabled: accountStates.disabled };

/** The recorded state of accounts, by uid (accounts with nothing recorded are absent). */
export async function readAccountStates(
  db: Executor,
  uids: readonly string[],
): Promise<Map<string, AccountState>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({ uid: accountStates.uid, ...stateColumns })
    .from(accountStates)
    .where(inArray(accountStates.uid, [...uids]));
  return new Map(rows.map(({ uid, ...state }) => [uid, state]));
}

/**
 * Ends every session of these accounts signed in until now: the app's own revocation, in the
 * transaction that deletes the users. It applies to the next request on every instance, since each
 * request reads the row. `disabled` stays what the identity provider says (the delete disables the
 * account there too, after the commit), so a deleted account signing in again meets the API's own
 * answer (ACCOUNT_DELETED, NO_PROFILE) rather than one recorded here.
 */
export async function revokeSessions(tx: Executor, uids: readonly string[]): Promise<void> {
  if (uids.length === 0) return;
  // Sign-in times have a resolution of one second: the next whole second refuses every session
  // of this one too (a sign-in right after the revocation is refused once, never one before it).
  const now = sql`date_trunc('second', now()) + interval '1 second'`;
  await tx
    .insert(accountStates)
    .values(uids.map((uid) => ({ uid, tokensValidAfter: now })))
    .onConflictDoUpdate({
      target: accountStates.uid,
      set: {
        tokensValidAfter: sql`greatest(${accountStates.tokensValidAfter}, excluded.tokens_valid_after)`,
      },
    });
}

/**
 * Claims the accounts among `uids` that no instance has looked up for `intervalMs`, for this
 * instance to look up now: one lookup per account per interval across a cluster.
 */
export async function claimDueAccounts(
  db: Database,
  uids: readonly string[],
  intervalMs: number,
): Promise<string[]> {
  if (uids.length === 0) return [];
  const due = sql`now() - make_interval(secs => ${intervalMs / 1000})`;
  const claimed = await db
    .insert(accountStates)
    .values(uids.map((uid) => ({ uid, checkedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: accountStates.uid,
      set: { checkedAt: sql`now()` },
      setWhere: or(isNull(accountStates.checkedAt), lte(accountStates.checkedAt, due)),
    })
    .returning({ uid: accountStates.uid });
  return claimed.map((row) => row.uid);
}

/**
 * Records what the identity provider said of claimed accounts. An account it does not know is
 * disabled; a revocation time only ever moves forward (the app's own may be later).
 */
export async function recordLookups(
  db: Database,
  found: ReadonlyMap<string, AccountStatus>,
  claimed: readonly string[],
): Promise<void> {
  for (const uid of claimed) {
    const status = found.get(uid);
    const validAfter = status?.tokensValidAfterMs === undefined ? null : new Date(status.tokensValidAfterMs);
    await db
      .update(accountStates)
      .set({
        disabled: status === undefined || status.disabled,
        tokensValidAfter: sql`greatest(${accountStates.tokensValidAfter}, ${validAfter}::timestamptz)`,
      })
      .where(eq(accountStates.uid, uid));
  }
}

/** A failed lookup: the accounts are due again at the next tick. */
export async function releaseClaims(db: Database, claimed: readonly string[]): Promise<void> {
  if (claimed.length === 0) return;
  await db
    .update(accountStates)
    .set({ checkedAt: null })
    .where(inArray(accountStates.uid, [...claimed]));
}
