import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../src/db/open';
import { rowsOf } from '../src/db/rows';
import { activityLog } from '../src/db/schema';
import { searchCondition } from '../src/db/search';
import { planWithout } from './support/plans';
import { openTestDatabase } from './support/server';

/*
 * The feed filtered by category and level with a search (docs/performance.md#covering-feed-index):
 * migration 0020 makes the filters' index carry the searched columns, so the feed's count and page
 * can be answered from the index alone. Drizzle's schema cannot state INCLUDE; a regenerated
 * migration that dropped it would leave the feed slow without any other test noticing.
 */

let database: OpenedDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the feed index of both filters', () => {
  it('carries the searched columns', async () => {
    const result = await database.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'activity_log_category_level_created_at_idx'`,
    );
    expect(String(rowsOf(result)[0]?.indexdef)).toMatch(
      /\(category, level, created_at DESC NULLS LAST, id DESC NULLS LAST, lower\(\(action\)::text\), lower\(\(username\)::text\)\) INCLUDE \(action, username\)$/,
    );
  });

  it('answers a search within both filters without reading the table', async () => {
    // The feed's where clause as listPage writes it (filters, then the search over action and username).
    const matching = database.db
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.category, 'DISH'),
          eq(activityLog.level, 'WARN'),
          searchCondition('pizzeria', [activityLog.action, activityLog.username]),
        ),
      );
    // The test table is nearly empty, so the planner's own choice says nothing: every other way of
    // reading is switched off, and the plan must still be an index-only scan of that index (without
    // the searched columns in it, only a disabled plan could answer).
    const plan = await planWithout(
      database.db,
      ['enable_seqscan', 'enable_bitmapscan', 'enable_indexscan'],
      matching,
    );
    expect(plan).toContain('Index Only Scan using activity_log_category_level_created_at_idx');
    expect(plan).not.toMatch(/Seq Scan|Bitmap/);
  });
});
