import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './database';
import { rowsOf } from './rows';

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

/** Anything with `.limit()` that selects the matching rows (a Drizzle select builder). */
export type LimitableQuery = SQLWrapper & {
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

/** `count(*)` comes back as a number from PGlite and as a string (bigint) from node-postgres. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
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
 * Exact up to `cap`; past it the planner's estimate (never below the cap), kept for
 * ESTIMATE_REUSE_MS and reused while it is at least `reuseAtLeast` (the rows known to exist).
 * For totals people read but that need not be exact at scale (list totals, dashboard cards).
 * `matching` builds a fresh query each call: Drizzle builders change when `.limit()` is applied.
 * `key` names the matching rows for the reuse (by default their SQL and parameters, built for it);
 * `count` counts them up to the cap, called only when no estimate is reused (by default, or when it
 * answers undefined, `matching` capped, built for it).
 */
export async function countUpTo(
  db: Database,
  matching: () => LimitableQuery,
  cap: number,
  options: { reuseAtLeast?: number; key?: string; count?: () => Promise<unknown> | undefined } = {},
): Promise<number> {
  const { reuseAtLeast = cap, key = estimateKey(matching) } = options;
  const reused = reusableEstimate(db, key);
  if (reused !== undefined && reused >= reuseAtLeast) return reused;
  const counting = options.count?.();
  const counted = counting ? toCount(await counting) : await cappedCount(db, matching(), cap);
  if (counted < cap) return counted;
  return freshEstimate(db, key, matching, cap);
}

/**
 * The planner's estimate, never below `atLeast` rows (known to exist, and past the exact cap), with
 * the same reuse as countUpTo: for a page deep in a big list, whose rows before it are already more
 * than an exact count would go to.
 */
export async function estimateAtLeast(
  db: Database,
  matching: () => LimitableQuery,
  atLeast: number,
  key = estimateKey(matching),
): Promise<number> {
  const reused = reusableEstimate(db, key);
  if (reused !== undefined && reused >= atLeast) return reused;
  return freshEstimate(db, key, matching, atLeast);
}

const estimateKey = (matching: () => LimitableQuery) => JSON.stringify(matching().toSQL());

async function freshEstimate(
  db: Database,
  key: string,
  matching: () => LimitableQuery,
  atLeast: number,
): Promise<number> {
  const estimate = Math.max(atLeast, await estimatedCount(db, matching()));
  keepEstimate(db, key, estimate);
  return estimate;
}
