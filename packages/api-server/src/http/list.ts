import type { Page } from '@food-admin/api-client';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database';
import { toPage } from './paging';

/**
 * Up to this many matching rows a list's total is exact. Past it the total is the planner's
 * estimate: `count(*)` over 200k restaurants or 1M activity entries costs tens of milliseconds
 * on every page request, which capped a list at ~70 requests/s (see docs/performance.md).
 */
export const EXACT_COUNT_CAP = 1000;

/**
 * Past the cap a total is an estimate anyway, so it is reused for a few seconds: under load a big
 * list then costs one query per page instead of three. Exact totals (under the cap) are never reused.
 */
export const ESTIMATE_REUSE_MS = 10_000;
const ESTIMATES_KEPT = 500;

/** Anything with `.limit()` that selects the list's matching rows (a Drizzle select builder). */
type LimitableQuery = SQLWrapper & {
  limit: (limit: number) => SQLWrapper;
  toSQL: () => { sql: string; params: unknown[] };
};

/** Per database (tests run several apps in one process), by the matching query's SQL and parameters. */
const estimatesByDatabase = new WeakMap<Database, Map<string, { total: number; until: number }>>();

function reusableEstimate(db: Database, key: string): number | undefined {
  const entry = estimatesByDatabase.get(db)?.get(key);
  return entry !== undefined && entry.until > Date.now() ? entry.total : undefined;
}

function keepEstimate(db: Database, key: string, total: number): void {
  let estimates = estimatesByDatabase.get(db);
  if (estimates === undefined) estimatesByDatabase.set(db, (estimates = new Map()));
  if (estimates.size >= ESTIMATES_KEPT) estimates.clear();
  estimates.set(key, { total, until: Date.now() + ESTIMATE_REUSE_MS });
}

export type ListSource<T> = {
  /** The page itself: filtered and ordered. */
  rows: (limit: number, offset: number) => Promise<T[]>;
  /** A fresh `select ... from ... where <same filter>`, counted up to the cap or estimated. */
  matching: () => LimitableQuery;
};

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** Exact count of the matching rows, but never more than `cap`. */
async function cappedCount(db: Database, matching: LimitableQuery, cap: number): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from (${matching.limit(cap)}) as capped`);
  return toCount(rowsOf(result)[0]?.n);
}

/** The planner's row estimate for the matching rows (planning only, nothing is read). */
export async function estimatedCount(db: Database, matching: SQLWrapper): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${matching}`);
  const cell = Object.values(rowsOf(result)[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Exact up to `cap`, the planner's estimate past it (never below the cap, reused for
 * ESTIMATE_REUSE_MS). For totals that people read but that need not be exact at scale (dashboard cards).
 */
export async function countUpTo(db: Database, matching: () => LimitableQuery, cap: number): Promise<number> {
  const key = JSON.stringify(matching().toSQL());
  const reused = reusableEstimate(db, key);
  if (reused !== undefined && reused >= cap) return reused;
  const capped = await cappedCount(db, matching(), cap);
  if (capped < cap) return capped;
  const estimate = Math.max(cap, await estimatedCount(db, matching()));
  keepEstimate(db, key, estimate);
  return estimate;
}

/**
 * One page of a list, with `last` always exact and `totalPages` exact wherever a user can check it:
 * - the page query fetches one extra row, so `last` never needs a count;
 * - on the last page the total is known from the rows themselves (no count);
 * - otherwise the matching rows are counted up to EXACT_COUNT_CAP, and past that the total is the
 *   planner's estimate (reused for ESTIMATE_REUSE_MS), raised to at least the rows known to exist.
 *   Deep in a huge list the page count is approximate until the user reaches the end, where it
 *   becomes exact.
 * An out-of-range page answers empty content with the real totals, so the client can tell where the list ends.
 */
export async function pageOf<T>(
  db: Database,
  page: number,
  size: number,
  source: ListSource<T>,
): Promise<Page<T>> {
  const offset = page * size;
  const fetched = await source.rows(size + 1, offset);
  const hasMore = fetched.length > size;
  const content = hasMore ? fetched.slice(0, size) : fetched;
  if (!hasMore && (content.length > 0 || page === 0)) {
    return toPage(content, page, size, offset + content.length);
  }
  const known = hasMore ? offset + size + 1 : 0;
  const cap = Math.max(EXACT_COUNT_CAP, known);
  const key = JSON.stringify(source.matching().toSQL());
  let total = reusableEstimate(db, key);
  if (total === undefined || total < known) {
    const counted = await cappedCount(db, source.matching(), cap);
    total = counted < cap ? counted : Math.max(cap, await estimatedCount(db, source.matching()));
    if (counted >= cap) keepEstimate(db, key, total);
  }
  // An estimate can undershoot: a page with rows after it is never reported as the last one.
  const result = toPage(content, page, size, total);
  return hasMore
    ? {
        ...result,
        last: false,
        totalPages: Math.max(result.totalPages, page + 2),
      }
    : result;
}

/** `count(*)` comes back as a number from PGlite and as a string (bigint) from node-postgres. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}
