import type { CommandPaletteGroup, CommandPaletteItem } from './types';

/** The query's words, lowercase; none for a blank query. */
function wordsOf(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether every word of the query appears in the item's label or keywords (case-insensitive). */
export function commandMatches(item: Pick<CommandPaletteItem, 'label' | 'keywords'>, query: string): boolean {
  const haystack = [item.label, ...(item.keywords ?? [])].join(' ').toLowerCase();
  return wordsOf(query).every((word) => haystack.includes(word));
}

/** The groups with only the items that match the query, empty groups dropped; all of them for a blank query. */
export function filterCommandGroups(
  groups: readonly CommandPaletteGroup[],
  query: string,
): CommandPaletteGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => commandMatches(item, query)) }))
    .filter((group) => group.items.length > 0);
}
