import type { Executor } from '../db/database';
import { lastSeen } from '../db/schema';

/**
 * How stale a person's "last seen" may grow before a request notes it again: the Team and Staff
 * pages show it to the hour at best, so one write per person per five minutes is plenty, and the
 * requests in between add nothing (the caller's lookup reads the time noted).
 */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

/** Notes that `userId` uses the API at `now`, unless noted within the last step. */
export async function noteSeen(
  db: Executor,
  userId: number,
  lastSeenAt: Date | null,
  now: Date,
): Promise<void> {
  if (lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() < LAST_SEEN_STEP_MS) return;
  await db
    .insert(lastSeen)
    .values({ userId, at: now })
    .onConflictDoUpdate({ target: lastSeen.userId, set: { at: now } });
}
