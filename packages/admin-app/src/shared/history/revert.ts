import type { HistoryEntry } from '@food-admin/api-client';

/**
 * The record as it was right after `entry`: the current record with every field that a newer
 * change touched set back to its value before that change (newest first, so the oldest newer
 * change wins). `entries` are newest first and must hold every change after `entry`.
 */
export function recordAsOf<TRecord extends object>(
  current: TRecord,
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
): TRecord {
  const reverted = { ...current } as Record<string, unknown>;
  for (const newer of entries) {
    if (newer.version <= entry.version) break;
    for (const change of newer.changes) reverted[change.field] = change.from;
  }
  return reverted as TRecord;
}
