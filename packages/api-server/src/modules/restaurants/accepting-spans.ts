import { acceptingSpans, type AcceptingSpan } from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { rowsOf, type RestaurantRow } from '../../db/rows';
import { platformSettings, restaurants } from '../../db/schema';
import { runTransaction } from '../../db/transaction';
import type { PeriodicJob } from '../../jobs/job-queue';
import { rulesOf } from './operations';

/*
 * The availability rule's answer for the coming days (docs/architecture.md#availability), kept on
 * the restaurant's row (accepting_spans, 0027) for the restaurants list's availability filter and
 * facet: written by the save that changes a restaurant's hours, and by a job for restaurants whose
 * spans run out within a week, whose hours something else wrote, or that came back from the trash
 * (0027's trigger marks those due). Writing them raises no version and sends no live update.
 */

const DAY_MS = 86_400_000;
/** Spans are computed this far ahead... */
export const SPANS_AHEAD_DAYS = 8;
/** ...and again when fewer than this many days are left. */
const REFRESH_WHEN_DAYS_LEFT = 7;
/** Restaurants computed per transaction; the job goes on while batches come back full. */
const BATCH = 200;

/** PostgreSQL's text for a multirange of [start, end) instants (an open end: unbounded). */
function multirange(spans: readonly AcceptingSpan[]): string {
  const ranges = spans.map(
    ({ start, end }) =>
      `[${new Date(start).toISOString()},${end === null ? '' : new Date(end).toISOString()})`,
  );
  return `{${ranges.join(',')}}`;
}

/** Computes and stores the spans of one restaurant from `now` on. */
export async function saveAcceptingSpans(
  db: Executor,
  row: RestaurantRow,
  defaultTimeZone: string,
  now = Date.now(),
): Promise<void> {
  const rules = rulesOf(row, defaultTimeZone);
  const until = now + SPANS_AHEAD_DAYS * DAY_MS;
  const spans = acceptingSpans(rules, now, until);
  // Open for ever (the default hours) never needs computing again; -infinity stays "due".
  const validUntil = spans.length === 1 && spans[0]?.end === null ? null : new Date(until).toISOString();
  await db.execute(sql`
    update restaurant_rows
    set accepting_spans = ${multirange(spans)}::tstzmultirange, accepting_spans_until = ${validUntil}::timestamptz
    where id = ${row.id}`);
}

/** Computes one batch of due spans; returns how many restaurants it found. */
async function refreshBatch(db: Database, defaultTimeZone: string): Promise<number> {
  return runTransaction(db, async (tx) => {
    // Locked and skipped when locked: a save of the same restaurant, or another instance, goes first.
    const due = await tx
      .select()
      .from(restaurants)
      .where(
        sql`${restaurants.id} in (
          select id from restaurants
          where accepting_spans_until < now() + ${REFRESH_WHEN_DAYS_LEFT} * interval '1 day'
          order by accepting_spans_until
          limit ${BATCH}
          for update skip locked)`,
      );
    const now = Date.now();
    for (const row of due) await saveAcceptingSpans(tx, row, defaultTimeZone, now);
    return due.length;
  });
}

/** Computes every due restaurant's spans; returns how many. */
export async function refreshAcceptingSpans(db: Database, defaultTimeZone: string): Promise<number> {
  let refreshed = 0;
  for (let found = BATCH; found === BATCH; refreshed += found)
    found = await refreshBatch(db, defaultTimeZone);
  return refreshed;
}

/** Each minute: spans due are computed within about a minute (a seed's, an operator's). */
export function acceptingSpansJob(db: Database, defaultTimeZone: string): PeriodicJob {
  return {
    name: 'restaurant-accepting-spans',
    schedule: '* * * * *',
    run: async () => {
      await refreshAcceptingSpans(db, defaultTimeZone);
    },
  };
}

const DEFAULT_TIME_ZONE_KEY = 'default_time_zone';

/**
 * Marks due the spans of the restaurants without their own zone when the platform starts with
 * another DEFAULT_TIME_ZONE than it last ran with (or for the first time since 0028), since those
 * spans were computed in the old zone; records the new one. The refresh then computes them again.
 * Returns how many restaurants it marked.
 */
export async function adoptDefaultTimeZone(db: Database, defaultTimeZone: string): Promise<number> {
  return runTransaction(db, async (tx) => {
    const [last] = await tx
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, DEFAULT_TIME_ZONE_KEY))
      .for('update');
    if (last?.value === defaultTimeZone) return 0;
    await tx
      .insert(platformSettings)
      .values({ key: DEFAULT_TIME_ZONE_KEY, value: defaultTimeZone })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value: defaultTimeZone, updatedAt: sql`now()` },
      });
    // Spans open for ever (null) do not depend on a zone.
    const marked = rowsOf(
      await tx.execute(sql`
        update restaurant_rows set accepting_spans_until = '-infinity'
        where time_zone is null and accepting_spans_until is not null
        returning id`),
    );
    return marked.length;
  });
}
