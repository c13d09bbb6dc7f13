import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { PeriodicJob } from '../../jobs/job-queue';
import type { RateLimitStore } from './store';

/**
 * Counters in the `rate_limit_windows` table, for several instances on one PostgreSQL without
 * Redis. One upsert per hit; the database's clock decides when a window ends, so instances with
 * skewed clocks still agree. Ended windows are deleted by a periodic job (rateLimitPruneJob).
 */
export function createDatabaseStore(db: Database, now: () => number = Date.now): RateLimitStore {
  return {
    kind: 'database',
    async hit(key, windowMs) {
      const result = await db.execute(sql`
        insert into rate_limit_windows as w (key, hits, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when w.reset_at <= now() then 1 else w.hits + 1 end,
          reset_at = case when w.reset_at <= now() then excluded.reset_at else w.reset_at end
        returning w.hits, greatest(0, extract(epoch from (w.reset_at - now())) * 1000)::float8 as remaining_ms`);
      const row = rowsOf(result)[0];
      if (row === undefined) throw new Error('rate limit upsert returned no row');
      return { count: Number(row.hits), resetAtMs: now() + Number(row.remaining_ms) };
    },
    async close() {},
  };
}

/** Deletes the windows that ended more than a minute ago (every instance's, whichever store is used). */
export function rateLimitPruneJob(db: Database): PeriodicJob {
  return {
    name: 'rate-limit-windows-prune',
    schedule: '* * * * *',
    run: async () => {
      await db.execute(sql`delete from rate_limit_windows where reset_at < now() - interval '1 minute'`);
    },
  };
}
