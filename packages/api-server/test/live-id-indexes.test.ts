import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../src/db/open';
import { planWithout } from './support/plans';
import { openTestDatabase } from './support/server';

/*
 * Deep pages in a list's default order (docs/performance.md#live-id-indexes): the lists read views
 * that hide the trash, and migration 0021 indexes the ids of the rows not in it, so an offset walks
 * that index alone instead of fetching each skipped row to test deleted_at. Drizzle's schema
 * describes the views, so only this test would notice the indexes gone.
 */

let database: OpenedDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the indexes of the rows not in the trash', () => {
  it.each(['restaurants', 'users', 'menus'])(
    'serve a deep page of %s by id from the index alone',
    async (view) => {
      // The test tables are nearly empty, so the planner's own choice says nothing: every way of
      // reading but an index-only scan is switched off; without the index, only a disabled plan
      // (the primary key with the table's rows) could answer.
      const plan = await planWithout(
        database.db,
        ['enable_seqscan', 'enable_bitmapscan', 'enable_indexscan', 'enable_sort'],
        sql.raw(`select id from ${view} order by id limit 11 offset 1000`),
      );
      expect(plan).toMatch(/Index Only Scan using \w+_rows_live_id_idx/);
      expect(plan).not.toMatch(/disabled|Seq Scan|Bitmap|Sort/);
    },
  );
});
