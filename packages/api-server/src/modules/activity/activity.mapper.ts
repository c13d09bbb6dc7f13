import type { ActivityLogEntry } from '@food-admin/api-client';
import type { ActivityRow } from '../../db/rows';

export function toActivityEntry(row: ActivityRow): ActivityLogEntry {
  return {
    id: row.id,
    category: row.category,
    level: row.level,
    actionType: row.actionType,
    action: row.action,
    ...(row.code === null ? {} : { code: row.code, params: row.params ?? {} }),
    username: row.username,
    createdAt: row.createdAt.toISOString(),
  };
}
