import { asc, gt, lt, max, min } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { changeEvents } from '../../db/schema';
import type { ChangeRecord } from './change-record';

/** The newest event id (0 when none): where a fresh stream starts. */
export async function latestEventId(db: Executor): Promise<number> {
  const [row] = await db.select({ last: max(changeEvents.id) }).from(changeEvents);
  return Number(row?.last ?? 0);
}

/**
 * The events after `lastId`, oldest first, or 'reset' when they cannot all be replayed: more than
 * `limit` of them, purged ones among them (the oldest kept is past the next one), or an id this
 * database never gave. A needless reset only costs the client a refetch.
 */
export async function eventsSince(
  db: Executor,
  lastId: number,
  limit: number,
): Promise<ChangeRecord[] | 'reset'> {
  const [bounds] = await db
    .select({ first: min(changeEvents.id), last: max(changeEvents.id) })
    .from(changeEvents);
  const first = bounds?.first == null ? undefined : Number(bounds.first);
  const last = Number(bounds?.last ?? 0);
  if (lastId > last) return 'reset';
  if (first !== undefined && first > lastId + 1) return 'reset';
  const rows = await db
    .select()
    .from(changeEvents)
    .where(gt(changeEvents.id, lastId))
    .orderBy(asc(changeEvents.id))
    .limit(limit + 1);
  return rows.length > limit ? 'reset' : rows;
}

/** Deletes events older than `cutoff` (they can no longer be replayed; a reconnect resets instead). */
export async function purgeEvents(db: Executor, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(changeEvents)
    .where(lt(changeEvents.createdAt, cutoff))
    .returning({ id: changeEvents.id });
  return deleted.length;
}
