import type { ColumnDef } from '@tanstack/react-table';

/** One sorted column, as TanStack Table and the API's `sort=` parameters describe it. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/**
 * The sorting after a click on a sortable header.
 *
 * Plain click: the column alone, cycling ascending -> descending -> unsorted (any other sorted
 * column is dropped). Shift+click (`multi`): the column is added at the end as ascending, or cycles
 * in place ascending -> descending -> removed, keeping the other columns and their order; past
 * `maxColumns` the oldest term is dropped.
 */
export function nextSorting(
  sorting: readonly DataTableSort[],
  columnId: string,
  multi = false,
  maxColumns = Infinity,
): DataTableSort[] {
  const current = sorting.find((sort) => sort.id === columnId);
  if (!multi) {
    if (!current) return [{ id: columnId, desc: false }];
    return current.desc ? [] : [{ id: columnId, desc: true }];
  }
  // Over the limit (the API accepts a few sort terms), the oldest terms make room for the new one.
  if (!current) return [...sorting, { id: columnId, desc: false }].slice(-Math.max(1, maxColumns));
  if (current.desc) return sorting.filter((sort) => sort.id !== columnId);
  return sorting.map((sort) => (sort.id === columnId ? { id: columnId, desc: true } : sort));
}

/** `aria-sort` of a column header: 'ascending' / 'descending' when sorted, undefined otherwise. */
export function ariaSortOf(
  sorting: readonly DataTableSort[],
  columnId: string,
): 'ascending' | 'descending' | undefined {
  const current = sorting.find((sort) => sort.id === columnId);
  if (!current) return undefined;
  return current.desc ? 'descending' : 'ascending';
}

/** State of the "Select all rows on this page" checkbox. */
export type PageSelectionState = boolean | 'indeterminate';

/**
 * Checked when every row of the page is selected (or all matching rows are), indeterminate when
 * some are, unchecked when none are or the page is empty. Ids selected on other pages do not count.
 */
export function pageSelectionState(
  pageIds: readonly string[],
  selected: ReadonlySet<string>,
  allMatchingSelected = false,
): PageSelectionState {
  if (pageIds.length === 0) return false;
  if (allMatchingSelected) return true;
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === pageIds.length ? true : 'indeterminate';
}

/** The selection with every id of the page added (`select`) or removed; other pages' ids are kept. */
export function withPageSelected(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
  select: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const id of pageIds) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The selection with one id added or removed. */
export function withRowSelected(selected: ReadonlySet<string>, id: string, select: boolean): Set<string> {
  const next = new Set(selected);
  if (select) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * The line above the table once the whole page is selected: offer to select every matching row
 * when there are more than the page shows, and say so once they are.
 */
export type SelectionNote =
  | { kind: 'page'; pageCount: number; totalItems: number }
  | { kind: 'all-matching'; totalItems: number }
  | null;

export function selectionNote({
  pageIds,
  selected,
  allMatchingSelected = false,
  totalItems,
  canSelectAllMatching,
}: {
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  allMatchingSelected?: boolean;
  totalItems?: number;
  canSelectAllMatching: boolean;
}): SelectionNote {
  if (allMatchingSelected) return { kind: 'all-matching', totalItems: totalItems ?? pageIds.length };
  if (!canSelectAllMatching || totalItems === undefined || totalItems <= pageIds.length) return null;
  if (pageSelectionState(pageIds, selected) !== true) return null;
  return { kind: 'page', pageCount: pageIds.length, totalItems };
}

// `any` for the value type is TanStack's own convention for heterogeneous column arrays.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyColumnDef<T> = ColumnDef<T, any>;

/** The id TanStack Table gives a column: `id`, else `accessorKey` (dots as `_`), else a string header. */
export function columnIdOf<T>(column: AnyColumnDef<T>): string | undefined {
  if (column.id) return column.id;
  if ('accessorKey' in column && column.accessorKey !== undefined) {
    return String(column.accessorKey).replaceAll('.', '_');
  }
  return typeof column.header === 'string' ? column.header : undefined;
}

/** Columns a "Columns" menu may hide: every column with an id, unless `enableHiding: false`. */
export function hideableColumns<T>(columns: ReadonlyArray<AnyColumnDef<T>>): { id: string; label: string }[] {
  return columns.flatMap((column) => {
    const id = columnIdOf(column);
    if (id === undefined || column.enableHiding === false) return [];
    return [{ id, label: typeof column.header === 'string' ? column.header : id }];
  });
}

/**
 * What a faceted filter's trigger shows next to its title: nothing, the labels, or 'N selected'
 * (`selectedCount`, the kit's strings in the component).
 */
export function facetSummary(
  selected: readonly string[],
  options: ReadonlyArray<{ value: string; label: string }>,
  maxLabels = 2,
  selectedCount: (count: number) => string = (count) => `${count} selected`,
): string[] {
  if (selected.length === 0) return [];
  if (selected.length > maxLabels) return [selectedCount(selected.length)];
  return selected.map((value) => options.find((option) => option.value === value)?.label ?? value);
}
