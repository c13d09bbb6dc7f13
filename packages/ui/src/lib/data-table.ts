import type { ColumnDef, RowData } from '@tanstack/react-table';

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

/**
 * What a column holds (`meta.kind`), which decides how its cells lay out (DataTable.css reads the
 * cells' `data-kind`):
 * - `id`, `date`: one line, digits of one width; never broken.
 * - `number`, `amount`: the same, aligned to the end so that digits line up.
 * - `text`: a short text (a name, an email, an address): one line, cut with an ellipsis past the
 *   column's cap; the whole text shows on hover and on focus, and is read in full.
 * - `prose`: a long text (a review): wraps between words, never narrower than a readable measure.
 * - `tag`: a badge, stars, a switch or buttons: one line, as wide as it is.
 * A column without a kind wraps between words, never inside one.
 */
export type DataTableColumnKind = 'id' | 'number' | 'amount' | 'date' | 'text' | 'prose' | 'tag';

/**
 * How much a column matters when the table is short of room (`meta.priority`): 1 (the default)
 * always shows; when the columns do not fit the table's width, they fold one by one, those of
 * priority 3 first, then those of 2, the later column first among equals. A folded column's values
 * move into the row's lead cell, under their column's name, so nothing is lost
 * (docs/ui-kit.md#table-columns).
 */
export type DataTableColumnPriority = 1 | 2 | 3;

/** What a column tells the kit's DataTable besides TanStack's own definition. */
export interface DataTableColumnMeta {
  kind?: DataTableColumnKind;
  priority?: DataTableColumnPriority;
}

declare module '@tanstack/react-table' {
  // TanStack's declaration-merging hook for `columnDef.meta`; its type parameters must be repeated.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    kind?: DataTableColumnKind;
    priority?: DataTableColumnPriority;
  }
}

/** A shown column as folding sees it: its id and what its meta declares. */
export interface FoldableColumn {
  id: string;
  kind?: DataTableColumnKind | undefined;
  priority?: DataTableColumnPriority | undefined;
}

/** The columns that may fold, in the order they fold: priority 3 first, the later column first among equals. */
function foldOrder(columns: readonly FoldableColumn[]): FoldableColumn[] {
  return columns
    .map((column, index) => ({ column, index, priority: column.priority ?? 1 }))
    .filter(({ priority }) => priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .map(({ column }) => column);
}

/** How many steps of folding the columns allow: one per column of priority 2 or 3, never all of them. */
export function foldSteps(columns: readonly FoldableColumn[]): number {
  return Math.min(foldOrder(columns).length, columns.length - 1);
}

/** The columns folded after `steps` steps (`foldOrder`). */
export function foldedColumnIds(columns: readonly FoldableColumn[], steps: number): Set<string> {
  const count = Math.min(Math.max(0, steps), foldSteps(columns));
  return new Set(
    foldOrder(columns)
      .slice(0, count)
      .map((column) => column.id),
  );
}

/**
 * The cell a row's folded values go into: the first shown column of kind `text` or `prose` (the
 * row's name, usually), else the first shown column.
 */
export function leadColumnId(
  columns: readonly FoldableColumn[],
  folded: ReadonlySet<string>,
): string | undefined {
  const shown = columns.filter((column) => !folded.has(column.id));
  return (shown.find((column) => column.kind === 'text' || column.kind === 'prose') ?? shown[0])?.id;
}
