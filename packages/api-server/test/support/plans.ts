import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { rowsOf } from '../../src/db/rows';

/**
 * The plan PostgreSQL makes for `query` with the named ways of reading switched off, as text. The
 * test tables are nearly empty, so the planner's own choice says nothing about a table at scale: a
 * test switches off every way but the one an index must allow, and holds the plan to it.
 */
export async function planWithout(
  db: Database,
  settings: readonly string[],
  query: SQLWrapper,
): Promise<string> {
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(sql.raw(`set local ${setting} = off`));
    return rowsOf(await tx.execute(sql`explain ${query}`))
      .map((row) => String(Object.values(row)[0]))
      .join('\n');
  });
}
