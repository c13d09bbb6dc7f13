/**
 * A field's value as a reader sees it (the conflict dialog, the history): Yes/No for switches,
 * `empty` for nothing, JSON for anything structured.
 */
export function shownValue(value: unknown, empty = ''): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
