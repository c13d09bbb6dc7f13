import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type Column,
  type ColumnDef,
  type Header,
  type Row,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/cx';
import { useFoldSteps } from '../../lib/use-fold-steps';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import { useKitStrings } from '../../strings';
import {
  ariaSortOf,
  nextSorting,
  pageSelectionState,
  selectionNote,
  withPageSelected,
  withRowSelected,
  foldSteps,
  foldedColumnIds,
  leadColumnId,
  type DataTableSort,
} from '../../lib/data-table';
import { Banner } from '../banner';
import { EmptyState } from '../empty-state';
import { Pager } from '../pager';
import { Button } from '../../primitives/button';
import { CheckboxControl } from '../../primitives/checkbox';
import { Skeleton } from '../../primitives/skeleton';
import { CELL_TEXT_CLASS, useCellTextReveal } from './use-cell-text-reveal';

export type { ColumnDef } from '@tanstack/react-table';
export type {
  DataTableSort,
  DataTableColumnKind,
  DataTableColumnMeta,
  DataTableColumnPriority,
} from '../../lib/data-table';

const EMPTY_SORTING: readonly DataTableSort[] = [];
const EMPTY_SELECTION: ReadonlySet<string> = new Set();

export interface DataTableProps<T> {
  /**
   * TanStack Table column definitions (header text, accessor, optional cell renderer). A column is
   * sortable with `enableSorting: true` (and `onSortingChange`); `enableHiding: false` keeps it out
   * of the Columns menu. `meta: { kind, priority }` says what it holds (how its cells lay out:
   * `DataTableColumnKind`) and how much it matters when the table is short of room (which columns
   * fold first: `DataTableColumnPriority`).
   */
  // `any` for the value type is TanStack's own convention for heterogeneous column arrays.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ReadonlyArray<ColumnDef<T, any>>;
  /** The current page's rows (the server paginates: manualPagination). */
  data: readonly T[];
  /** Accessible name of the table, e.g. 'Users'. */
  label: string;
  /** Stable row ids (the entity id); needed for selection, which is kept by id across pages. */
  getRowId?: (row: T, index: number) => string;
  /** Buttons for a row; adds an 'Actions' column (the strings' `actions`). */
  rowActions?: (row: T) => ReactNode;
  /** 0-based page index and total pages from Page<T>. Omit to hide the pager. */
  pageIndex?: number;
  totalPages?: number;
  /** Rows matching the query on every page ('N results'; 'Select all N matching'). */
  totalItems?: number;
  onPageChange?: (pageIndex: number) => void;
  /** First load: skeleton rows instead of data. */
  loading?: boolean;
  /** Number of skeleton rows (the page size keeps the height stable). */
  skeletonRows?: number;
  /** Refetching a page: rows stay, dimmed, pager disabled. */
  fetching?: boolean;
  /** A failed load: shown as a warning banner above the table. */
  error?: string | null;
  /** Tries the failed load again (a Retry button in the error banner). */
  onRetry?: () => void;
  /** Shown instead of the table body when there are no rows (default: 'No results', the strings' `noResults`). */
  empty?: ReactNode;
  className?: string;

  /** Server-driven sort, primary first; the table never reorders rows itself (manualSorting). */
  sorting?: readonly DataTableSort[];
  /** Header click: the column alone, asc -> desc -> none; Shift+click adds it as a further sort. */
  onSortingChange?: (next: DataTableSort[]) => void;
  /** Most columns a Shift+click sort may combine (the API's limit); the oldest term makes room. */
  maxSortColumns?: number;

  /** Column id -> false to hide it (absent or true: shown). */
  columnVisibility?: Readonly<Record<string, boolean>>;
  /** Called by DataTableColumnsMenu wiring; the table itself only reads `columnVisibility`. */
  onColumnVisibilityChange?: (next: Record<string, boolean>) => void;

  /** Selected row ids, possibly from several pages. */
  selectedIds?: ReadonlySet<string>;
  /**
   * Adds a first checkbox column. Every call is an explicit choice of ids: the app should drop
   * `allMatchingSelected` when it gets one.
   */
  onSelectedIdsChange?: (next: Set<string>) => void;
  /** Every row matching the query is selected, not only the listed ids (bulk actions by query). */
  allMatchingSelected?: boolean;
  /** Offered once the whole page is selected and `totalItems` is larger than the page. */
  onSelectAllMatching?: () => void;
  /** Names a row in its checkbox label: 'Select {label}'. Defaults to 'Select row {id}' (the strings' `selectRow`, `rowName`). */
  getRowLabel?: (row: T) => string;
}

const ACTIONS_COLUMN_ID = '__actions';
const SELECT_COLUMN_ID = '__select';

// A key (and a class name) built outside the JSX, where the catalog's lint rule reads text.
const skeletonKey = (index: number) => `skeleton-${index}`;

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Icon
      size={14}
      aria-hidden="true"
      className={cx('fa-table__sort-icon', !direction && 'fa-table__sort-icon--idle')}
    />
  );
}

const cellClass = (id: string) =>
  id === SELECT_COLUMN_ID
    ? 'fa-table__select-cell'
    : id === ACTIONS_COLUMN_ID
      ? 'fa-table__actions-cell'
      : undefined;

/** A column's header when it is plain text (a cell's label on a phone's card, a folded value's name). */
const headerText = <T,>(column: Column<T, unknown>) =>
  column.id === SELECT_COLUMN_ID
    ? undefined
    : typeof column.columnDef.header === 'string'
      ? column.columnDef.header
      : undefined;

/** A cell's content, in the box its column's kind lays out (DataTable.css). */
function CellContent<T>({ cell }: { cell: Cell<T, unknown> }) {
  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
  const kind = cell.column.columnDef.meta?.kind;
  if (kind === 'text') return <span className={CELL_TEXT_CLASS}>{content}</span>;
  if (kind === 'prose') return <div className="fa-table__prose">{content}</div>;
  return content;
}

/**
 * The values of the row's folded columns, in its lead cell: each under its column's name, as a
 * phone's card shows them.
 */
function FoldedValues<T>({ cells }: { cells: Cell<T, unknown>[] }) {
  return (
    <dl className="fa-table__fold">
      {cells.map((cell) => (
        <div key={cell.id}>
          <dt>{headerText(cell.column) ?? cell.column.id}</dt>
          <dd data-kind={cell.column.columnDef.meta?.kind}>
            <CellContent cell={cell} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

type DataTableRowProps<T> = {
  row: Row<T>;
  // The row's cells render from these; a new value of any re-renders the row (memo below).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  visibleColumns: string;
  /** The folded columns' ids (space-separated) and the column whose cell shows their values. */
  folded: string;
  lead: string | undefined;
  selectable: boolean;
  selected: boolean;
  selectLabel: string;
  onSelectedChange: (rowId: string, selected: boolean) => void;
};

/**
 * One row, rendered again only when its data, the columns or its selection change. A sort, filter or
 * page click re-renders the table at once (the router's state is synchronous) while the previous
 * page's rows stay on screen until the new ones arrive: those rows are the same objects, so they are
 * skipped, which is most of that click's work on a slow phone (docs/performance.md#list-interactions).
 * It skips only when the app's `columns` and `rowActions` keep their identity between renders.
 */
const DataTableRow = memo(function DataTableRow<T>({
  row,
  folded,
  lead,
  selectable,
  selected,
  selectLabel,
  onSelectedChange,
}: DataTableRowProps<T>) {
  const foldedIds = new Set(folded.split(' '));
  const cells = row.getVisibleCells();
  const foldedCells = cells.filter((cell) => foldedIds.has(cell.column.id));
  return (
    <tr className={cx(selectable && selected && 'fa-table__row--selected')}>
      {cells
        .filter((cell) => !foldedIds.has(cell.column.id))
        .map((cell) => (
          <td
            key={cell.id}
            className={cellClass(cell.column.id)}
            data-kind={cell.column.columnDef.meta?.kind}
            // Phones stack each row as a card: the column's name is shown before its value.
            data-label={headerText(cell.column)}
          >
            {cell.column.id === SELECT_COLUMN_ID ? (
              <CheckboxControl
                aria-label={selectLabel}
                checked={selected}
                onCheckedChange={(next) => onSelectedChange(row.id, next)}
              />
            ) : (
              <CellContent cell={cell} />
            )}
            {cell.column.id === lead && foldedCells.length > 0 ? <FoldedValues cells={foldedCells} /> : null}
          </td>
        ))}
    </tr>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactElement;

/**
 * Server-paginated table on TanStack Table with loading, empty and error states, and optional
 * server-driven sorting, column visibility and row selection. Fully controlled: it renders the rows
 * it is given and reports what the user asked for.
 */
export function DataTable<T>({
  columns,
  data,
  label,
  getRowId,
  rowActions,
  pageIndex = 0,
  totalPages,
  totalItems,
  onPageChange,
  loading = false,
  skeletonRows = 10,
  fetching = false,
  error,
  onRetry,
  empty,
  className,
  sorting = EMPTY_SORTING,
  onSortingChange,
  maxSortColumns,
  columnVisibility,
  selectedIds = EMPTY_SELECTION,
  onSelectedIdsChange,
  allMatchingSelected = false,
  onSelectAllMatching,
  getRowLabel,
}: DataTableProps<T>) {
  const strings = useKitStrings();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const edges = useScrollEdges(scrollRef);
  const overflows = edges.start || edges.end;
  const actionsHeader = strings.actions;
  const selectable = onSelectedIdsChange !== undefined;
  const pageIds = useMemo(
    () => data.map((row, index) => (getRowId ? getRowId(row, index) : String(index))),
    [data, getRowId],
  );
  const headerState = pageSelectionState(pageIds, selectedIds, allMatchingSelected);
  const isRowSelected = (id: string) => allMatchingSelected || selectedIds.has(id);

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const allColumns = useMemo<ColumnDef<T, any>[]>(() => {
    const base = [...columns];
    const withSelect: ColumnDef<T, unknown>[] = selectable
      ? [{ id: SELECT_COLUMN_ID, enableHiding: false, enableSorting: false }]
      : [];
    const withActions: ColumnDef<T, unknown>[] = rowActions
      ? [
          {
            id: ACTIONS_COLUMN_ID,
            header: actionsHeader,
            enableHiding: false,
            enableSorting: false,
            // Buttons on one line: the row's own controls never fold or wrap.
            meta: { kind: 'tag' },
            cell: ({ row }: { row: Row<T> }) => (
              <div className="fa-table__actions">{rowActions(row.original)}</div>
            ),
          },
        ]
      : [];
    return [...withSelect, ...base, ...withActions];
  }, [columns, rowActions, selectable, actionsHeader]);

  const table = useReactTable<T>({
    data: data as T[],
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: totalPages ?? -1,
    state: {
      pagination: { pageIndex, pageSize: Math.max(data.length, 1) },
      sorting: sorting as DataTableSort[],
      columnVisibility: { ...columnVisibility, [SELECT_COLUMN_ID]: true, [ACTIONS_COLUMN_ID]: true },
    },
    ...(getRowId ? { getRowId } : {}),
  });

  const shownColumns = table.getVisibleLeafColumns();
  const foldable = shownColumns.map((column) => ({
    id: column.id,
    kind: column.columnDef.meta?.kind,
    priority: column.columnDef.meta?.priority,
  }));
  // Folding starts again from every column when the columns or their names change (the Columns
  // menu, another language), and goes one step further while the table is wider than its box.
  const foldKey = shownColumns.map((column) => `${column.id}:${headerText(column) ?? ''}`).join('|');
  // Past the last column that folds, the row's buttons show their icons only (their names stay).
  const columnSteps = foldSteps(foldable);
  const steps = useFoldSteps(scrollRef, columnSteps + (rowActions ? 1 : 0), foldKey, data);
  const compactActions = rowActions !== undefined && steps > columnSteps;
  const foldedIds = foldedColumnIds(foldable, steps);
  const lead = leadColumnId(foldable, foldedIds);
  const folded = [...foldedIds].join(' ');
  const visibleColumns = shownColumns.filter((column) => !foldedIds.has(column.id));
  const headerGroups = table.getHeaderGroups();
  const reveal = useCellTextReveal(
    tableRef,
    `${data.length} ${visibleColumns.length} ${folded} ${String(loading)}`,
  );
  const rows = table.getRowModel().rows;
  const isEmpty = !loading && !error && rows.length === 0;
  const note = selectable
    ? selectionNote({
        pageIds,
        selected: selectedIds,
        allMatchingSelected,
        totalItems,
        canSelectAllMatching: onSelectAllMatching !== undefined,
      })
    : null;

  const sortBy = (columnId: string, event: MouseEvent<HTMLButtonElement>) => {
    onSortingChange?.(nextSorting(sorting, columnId, event.shiftKey, maxSortColumns));
  };

  // A row's checkbox reads the selection when it is clicked, so the (memoised) rows need not render
  // again for every change of the selection elsewhere: one function for all of them.
  const selection = useRef({ selectedIds, allMatchingSelected, pageIds, onSelectedIdsChange });
  useLayoutEffect(() => {
    selection.current = { selectedIds, allMatchingSelected, pageIds, onSelectedIdsChange };
  });
  const selectRow = useCallback((rowId: string, next: boolean) => {
    const current = selection.current;
    current.onSelectedIdsChange?.(
      // Unticking one row out of "all matching" leaves the rest of this page selected.
      withRowSelected(
        current.allMatchingSelected ? new Set(current.pageIds) : current.selectedIds,
        rowId,
        next,
      ),
    );
  }, []);
  const visibleColumnIds = shownColumns.map((column) => column.id).join(' ');

  const renderHeader = (header: Header<T, unknown>) => {
    const { column } = header;
    if (column.id === SELECT_COLUMN_ID) {
      return (
        <CheckboxControl
          aria-label={strings.selectAllOnPage}
          checked={headerState}
          disabled={loading || pageIds.length === 0}
          // Checked (or "all matching"): clear this page; unchecked or indeterminate: select all of it.
          onCheckedChange={() =>
            onSelectedIdsChange?.(withPageSelected(selectedIds, pageIds, headerState !== true))
          }
        />
      );
    }
    if (header.isPlaceholder) return null;
    const content = flexRender(column.columnDef.header, header.getContext());
    const sortable = onSortingChange !== undefined && column.columnDef.enableSorting === true;
    if (!sortable) return content;
    const direction = ariaSortOf(sorting, column.id);
    const rank = sorting.findIndex((sort) => sort.id === column.id);
    return (
      <button type="button" className="fa-table__sort" onClick={(event) => sortBy(column.id, event)}>
        {content}
        <SortIcon direction={direction} />
        {sorting.length > 1 && rank >= 0 ? (
          <span className="fa-table__sort-rank" aria-hidden="true">
            {rank + 1}
          </span>
        ) : null}
      </button>
    );
  };

  const headClass = (id: string) => (id === ACTIONS_COLUMN_ID ? 'fa-table__actions-head' : cellClass(id));

  return (
    <div className={cx('fa-table-wrap', className)}>
      {error ? (
        <Banner tone="warning" onRetry={onRetry}>
          {error}
        </Banner>
      ) : null}
      {selectable ? (
        // Out of the flow (visually hidden), so it is always there to announce the note below.
        <p className="fa-visually-hidden" aria-live="polite">
          {note?.kind === 'page'
            ? strings.selectionPageAnnouncement(note.pageCount, note.totalItems)
            : note?.kind === 'all-matching'
              ? strings.selectionAllAnnouncement(note.totalItems)
              : ''}
        </p>
      ) : null}
      {note ? (
        <div className="fa-table__selection-note">
          {note.kind === 'page' ? (
            <>
              <p>{strings.selectionPage(note.pageCount)}</p>
              <Button variant="ghost" size="sm" onClick={onSelectAllMatching}>
                {strings.selectAllMatching(note.totalItems)}
              </Button>
            </>
          ) : (
            <>
              <p>{strings.selectionAll(note.totalItems)}</p>
              <Button variant="ghost" size="sm" onClick={() => onSelectedIdsChange?.(new Set())}>
                {strings.clearSelection}
              </Button>
            </>
          )}
        </div>
      ) : null}
      {/* The frame draws a shadow at each end of the scroll area that hides columns. */}
      <div
        className="fa-table-frame"
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
        data-compact-actions={compactActions || undefined}
      >
        <div
          ref={scrollRef}
          className={cx('fa-table-scroll', fetching && 'fa-table-scroll--fetching')}
          // Only when it scrolls sideways: then keyboard users need to reach it to scroll it.
          {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
        >
          <table
            ref={tableRef}
            className="fa-table"
            aria-busy={loading || fetching || undefined}
            {...reveal.handlers}
          >
            <caption className="fa-visually-hidden">{label}</caption>
            <thead>
              {headerGroups.map((group) => (
                <tr key={group.id}>
                  {group.headers
                    .filter((header) => !foldedIds.has(header.column.id))
                    .map((header) => (
                      <th
                        key={header.id}
                        scope="col"
                        className={headClass(header.column.id)}
                        data-kind={header.column.columnDef.meta?.kind}
                        aria-sort={ariaSortOf(sorting, header.column.id)}
                      >
                        {renderHeader(header)}
                      </th>
                    ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {loading
                ? Array.from({ length: skeletonRows }, (_, rowIndex) => (
                    <tr key={skeletonKey(rowIndex)} className="fa-table__skeleton-row">
                      {visibleColumns.map((column, cellIndex) => (
                        <td key={column.id} className={cellClass(column.id)}>
                          <Skeleton
                            text="sm"
                            width={
                              column.id === SELECT_COLUMN_ID
                                ? '1.25rem'
                                : cellIndex === 0
                                  ? '2.5rem'
                                  : `${60 + ((rowIndex + cellIndex) % 4) * 10}%`
                            }
                          />
                        </td>
                      ))}
                    </tr>
                  ))
                : rows.map((row) => (
                    <DataTableRow<T>
                      key={row.id}
                      row={row}
                      columns={allColumns}
                      visibleColumns={visibleColumnIds}
                      folded={folded}
                      lead={lead}
                      selectable={selectable}
                      selected={selectable && isRowSelected(row.id)}
                      selectLabel={strings.selectRow(
                        getRowLabel ? getRowLabel(row.original) : strings.rowName(row.id),
                      )}
                      onSelectedChange={selectRow}
                    />
                  ))}
              {isEmpty ? (
                <tr>
                  <td colSpan={visibleColumns.length} className="fa-table__empty-cell">
                    {empty ?? (
                      <EmptyState title={strings.noResults} description={strings.noResultsDescription} />
                    )}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        {reveal.box}
      </div>
      {onPageChange && totalPages !== undefined ? (
        <Pager
          pageIndex={pageIndex}
          totalPages={totalPages}
          totalItems={totalItems}
          onPageChange={onPageChange}
          disabled={loading || fetching}
        />
      ) : null}
    </div>
  );
}
