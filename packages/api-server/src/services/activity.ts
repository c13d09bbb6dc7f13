import type { ActivityCategory, ActivityLevel, ActivityLogEntry } from '@food-admin/api-client';
import { displayName, type UserRow } from '../auth/guards';
import type { Executor } from '../db/database';
import { activityLog } from '../db/schema';

export type ActivityRow = typeof activityLog.$inferSelect;

export type ActivityInput = {
  category: ActivityCategory;
  actionType: string;
  action: string;
  level?: ActivityLevel;
};

/** Records who did what; called inside the write's transaction so the feed never misses a change. */
export async function recordActivity(
  db: Executor,
  actor: UserRow,
  input: ActivityInput,
): Promise<ActivityRow> {
  const [row] = await db
    .insert(activityLog)
    .values({
      category: input.category,
      level: input.level ?? 'INFO',
      actionType: input.actionType.slice(0, 50),
      action: input.action.slice(0, 500),
      username: displayName(actor).slice(0, 254),
      userId: actor.id,
    })
    .returning();
  if (row === undefined) throw new Error('activity insert returned no row');
  return row;
}

export function toActivityEntry(row: ActivityRow): ActivityLogEntry {
  return {
    id: row.id,
    category: row.category,
    level: row.level,
    actionType: row.actionType,
    action: row.action,
    username: row.username,
    createdAt: row.createdAt.toISOString(),
  };
}
