import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';

/*
 * A cache for the dashboard's costly reads (docs/performance.md#dashboard-trends): the top
 * restaurants of a range must rank every restaurant that sold in it, and the restaurants without an
 * active menu scan every restaurant. Each entry remembers the `dashboard_changes` sequence, which a
 * statement-level trigger moves on every write to orders, reviews, restaurants and menus
 * (drizzle/0011_dashboard_changes.sql), so:
 *
 * - nothing written since: the entry is exact and is served (for at most `maxAgeMs`, which covers a
 *   write whose sequence bump was read before it committed);
 * - something written, and the read is costly (it took `slowMs` or more) and the entry younger than
 *   `staleMs`: the entry is served and recomputed in the background, so a busy platform's dashboard
 *   lags by seconds instead of every admin waiting for the ranking;
 * - otherwise the read runs now. One computation per key at a time, however many admins ask.
 */

export type DashboardCacheOptions = {
  /** How long a costly entry may be served after a write (0: never). */
  staleMs: number;
  /** Reads faster than this are simply run again after a write. */
  slowMs?: number;
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
};

type Entry = { version: string; computedAt: number; costMs: number; value: unknown };

export type DashboardCache = {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
};

export function createDashboardCache(db: Executor, options: DashboardCacheOptions): DashboardCache {
  const { staleMs, slowMs = 20, maxAgeMs = 60_000, maxEntries = 64, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  const running = new Map<string, Promise<unknown>>();

  async function currentVersion(): Promise<string> {
    const [row] = rowsOf(await db.execute(sql`select last_value, is_called from dashboard_changes`));
    return `${String(row?.last_value)}:${String(row?.is_called)}`;
  }

  function remember(key: string, entry: Entry) {
    entries.delete(key); // re-inserted last: the Map's order is the eviction order
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function recompute<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const inFlight = running.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const startedAt = now();
    const promise = compute()
      .then((value) => {
        remember(key, { version, computedAt: startedAt, costMs: now() - startedAt, value });
        return value;
      })
      .finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  }

  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const version = await currentVersion();
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.computedAt;
        if (entry.version === version && age < maxAgeMs) {
          remember(key, entry);
          return entry.value as T;
        }
        if (entry.costMs >= slowMs && age < staleMs) {
          // A failed background run leaves the entry as it is; the next request past staleMs retries.
          recompute(key, version, compute).catch(() => undefined);
          return entry.value as T;
        }
      }
      return recompute(key, version, compute);
    },
  };
}
