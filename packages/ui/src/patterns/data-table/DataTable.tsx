import {
  flexRender,
  getCoreRowModel,
  useReactTable,
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
import { useOverflowsInline } from '../../lib/use-overflows-inline';
import { useKitStrings } from '../../strings';
import {
  ariaSortOf,
  nextSorting,
  pageSelectionState,
  selectionNote,
  withPageSelected,
  withRowSelected,
  type DataTableSort,
} from '../../lib/data-table';
import { Banner } from '../banner';
import { EmptyState } from '../empty-state';
import { Pager } from '../pager';
import { Button } from '../../primitives/button';
import { CheckboxControl } from '../../primitives/checkbox';
import { Skeleton } from '../../primitives/skeleton';

export type { ColumnDef } from '@tanstack/react-table';
export type { DataTableSort } from '../../lib/data-table';

const EMPTY_SORTING: readonly DataTableSort[] = [];
const EMPTY_SELECTION: ReadonlySet<string> = new Set();

export interface DataTableProps<T> {
  /**
   * TanStack Table column definitions (header text, accessor, optional cell renderer). A column is
   * sortable with `enableSorting: true` (and `onSortingChange`); `enableHiding: false` keeps it out
   * of the Columns menu.
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

const cellClass = (id: string) => (id === SELECT_COLUMN_ID ? 'fa-table__select-cell' : undefined);

const cellLabel = (header: unknown, columnId: string) =>
  columnId === SELECT_COLUMN_ID ? undefined : typeof header === 'string' ? header : undefined;

type DataTableRowProps<T> = {
  row: Row<T>;
  // The row's cells render from these; a new value of any re-renders the row (memo below).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  visibleColumns: string;
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
  selectable,
  selected,
  selectLabel,
  onSelectedChange,
}: DataTableRowProps<T>) {
  return (
    <tr className={cx(selectable && selected && 'fa-table__row--selected')}>
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          className={cellClass(cell.column.id)}
          // Phones stack each row as a card: the column's name is shown before its value.
          data-label={cellLabel(cell.column.columnDef.header, cell.column.id)}
        >
          {cell.column.id === SELECT_COLUMN_ID ? (
            <CheckboxControl
              aria-label={selectLabel}
              checked={selected}
              onCheckedChange={(next) => onSelectedChange(row.id, next)}
            />
          ) : (
            flexRender(cell.column.columnDef.cell, cell.getContext())
          )}
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
  const overflows = useOverflowsInline(scrollRef);
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

  const visibleColumns = table.getVisibleLeafColumns();
  const headerGroups = table.getHeaderGroups();
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
  const visibleColumnIds = visibleColumns.map((column) => column.id).join(' ');

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
      <div
        ref={scrollRef}
        className={cx('fa-table-scroll', fetching && 'fa-table-scroll--fetching')}
        // Only when it scrolls sideways: then keyboard users need to reach it to scroll it.
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      >
        <table className="fa-table" aria-busy={loading || fetching || undefined}>
          <caption className="fa-visually-hidden">{label}</caption>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={headClass(header.column.id)}
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
