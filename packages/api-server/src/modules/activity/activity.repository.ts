import {
  activityListQueries,
  type ActivityCategory,
  type ActivityQuery,
  type Page,
} from '@food-admin/api-client';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { keysetAtColumn, listPage, listSource } from '../../db/lists';
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
 * The feed (activityListQueries, docs/api.md#lists). "Load more" pages by position (its cursor),
 * so the entries logged meanwhile neither repeat nor hide one; a deep page by offset walks the
 * order's index for the ids alone, then reads its own rows (each skipped entry would be read
 * whole, its time formatted for the cursor, and dropped).
 */
export function activityPage(db: Database, query: ActivityQuery): Promise<Page<ActivityRow>> {
  const source = listSource(activityListQueries, {
    select: (fields) =>
      db
        .select(
          fields ?? { ...getTableColumns(activityLog), keysetAt: keysetAtColumn(activityLog.createdAt) },
        )
        .from(activityLog)
        .$dynamic(),
    id: activityLog.id,
    fields: {
      action: activityLog.action,
      username: activityLog.username,
      category: activityLog.category,
      level: activityLog.level,
      createdAt: { expr: activityLog.createdAt, descIndexed: true },
    },
  });
  return listPage(db, source, query);
}
