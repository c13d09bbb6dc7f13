import type { ActivityCategory, ActivityQuery, Page } from '@food-admin/api-client';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { keysetAtColumn, listPage, newestFirstKeyset } from '../../db/list-page';
import { searchPart, type ShapePart } from '../../db/prepared-pages';
import type { ActivityRow } from '../../db/rows';
import { activityLog } from '../../db/schema';

export async function insertActivity(
  db: Executor,
  values: typeof activityLog.$inferInsert,
): Promise<ActivityRow> {
  const [row] = await db.insert(activityLog).values(values).returning();
  if (row === undefined) throw new Error('activity insert returned no row');
  return row;
}

/** Several entries in one statement (callers keep a batch to a few thousand rows). */
export async function insertActivities(
  db: Executor,
  values: (typeof activityLog.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(activityLog).values(values);
}

/** The latest entry this user's own write logged about `entityId` (only server writes set entity_id). */
export async function findLoggedEntry(
  db: Executor,
  where: { userId: number; category: ActivityCategory; actionType: string; entityId: number },
): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityId, where.entityId),
        eq(activityLog.userId, where.userId),
        eq(activityLog.category, where.category),
        eq(activityLog.actionType, where.actionType),
      ),
    )
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(1);
  return row;
}

/**
 * The feed, newest first; search matches the action and the username. "Load more" pages by
 * position (list-page.ts: Keyset), so the entries logged meanwhile neither repeat nor hide one.
 */
export function activityPage(db: Database, query: ActivityQuery): Promise<Page<ActivityRow>> {
  const byValue = (name: 'category' | 'level', value: string | undefined): ShapePart[] =>
    value ? [{ name, condition: (placeholder) => eq(activityLog[name], placeholder), value }] : [];
  return listPage(db, query, {
    from: () =>
      db
        .select({ ...getTableColumns(activityLog), keysetAt: keysetAtColumn(activityLog.createdAt) })
        .from(activityLog)
        .$dynamic(),
    parts: [
      ...byValue('category', query.category),
      ...byValue('level', query.level),
      ...searchPart(query.search, [activityLog.action, activityLog.username]),
    ],
    names: { list: 'activity', order: '' },
    orderBy: [sql`${activityLog.createdAt} desc nulls last`, sql`${activityLog.id} desc nulls last`],
    keyset: newestFirstKeyset(activityLog.createdAt, activityLog.id),
    // A deep page by offset walks the order's index for the ids alone, then reads its own rows:
    // each skipped entry was read whole, its time formatted for the cursor, and dropped.
    keysOnly: {
      key: activityLog.id,
      select: () => db.select({ key: activityLog.id }).from(activityLog).$dynamic(),
    },
  });
}
