import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Row } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Banner } from '../banner';
import { EmptyState } from '../empty-state';
import { Pager } from '../pager';
import { Skeleton } from '../../primitives/skeleton';

export type { ColumnDef } from '@tanstack/react-table';

export interface DataTableProps<T> {
  /** TanStack Table column definitions (header text, accessor, optional cell renderer). */
  // `any` for the value type is TanStack's own convention for heterogeneous column arrays.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ReadonlyArray<ColumnDef<T, any>>;
  /** The current page's rows (the server paginates: manualPagination). */
  data: readonly T[];
  /** Accessible name of the table, e.g. 'Users'. */
  label: string;
  getRowId?: (row: T, index: number) => string;
  /** Buttons for a row; adds an 'Actions' column. */
  rowActions?: (row: T) => ReactNode;
  /** 0-based page index and total pages from Page<T>. Omit to hide the pager. */
  pageIndex?: number;
  totalPages?: number;
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
  /** Shown instead of the table body when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

const ACTIONS_COLUMN_ID = '__actions';

/** Server-paginated table on TanStack Table with loading, empty and error states. */
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
  empty,
  className,
}: DataTableProps<T>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const allColumns = useMemo<ColumnDef<T, any>[]>(() => {
    const base = [...columns];
    if (!rowActions) return base;
    return [
      ...base,
      {
        id: ACTIONS_COLUMN_ID,
        header: 'Actions',
        cell: ({ row }: { row: Row<T> }) => (
          <div className="fa-table__actions">{rowActions(row.original)}</div>
        ),
      },
    ];
  }, [columns, rowActions]);

  const table = useReactTable<T>({
    data: data as T[],
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount: totalPages ?? -1,
    state: { pagination: { pageIndex, pageSize: Math.max(data.length, 1) } },
    ...(getRowId ? { getRowId } : {}),
  });

  const columnCount = allColumns.length;
  const headerGroups = table.getHeaderGroups();
  const rows = table.getRowModel().rows;
  const isEmpty = !loading && !error && rows.length === 0;

  return (
    <div className={cx('fa-table-wrap', className)}>
      {error ? <Banner tone="warning">{error}</Banner> : null}
      <div className={cx('fa-table-scroll', fetching && 'fa-table-scroll--fetching')}>
        <table className="fa-table" aria-busy={loading || fetching || undefined}>
          <caption className="fa-visually-hidden">{label}</caption>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cx(header.column.id === ACTIONS_COLUMN_ID && 'fa-table__actions-head')}
                  >
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, rowIndex) => (
                  <tr key={`skeleton-${rowIndex}`} className="fa-table__skeleton-row">
                    {allColumns.map((column, cellIndex) => (
                      <td key={column.id ?? cellIndex}>
                        <Skeleton
                          text="sm"
                          width={cellIndex === 0 ? '2.5rem' : `${60 + ((rowIndex + cellIndex) % 4) * 10}%`}
                        />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={row.id}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                    ))}
                  </tr>
                ))}
            {isEmpty ? (
              <tr>
                <td colSpan={columnCount} className="fa-table__empty-cell">
                  {empty ?? (
                    <EmptyState title="No results" description="Nothing matches the current search." />
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
