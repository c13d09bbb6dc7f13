import { exportFileName, toCsv, type CsvColumn, type ListQuery, type Page } from '@food-admin/api-client';
import type { Table } from '../db/table';
import { attachment, notFound, textResponse } from './respond';

/** The row with this id; otherwise throws the 404 `<what> not found` the mock endpoint answers. */
export function existing<TRow extends { id: number }>(table: Table<TRow>, id: number, what: string): TRow {
  const row = table.find(id);
  if (!row) throw notFound(what);
  return row;
}

/** The empty page of a list (`overrides.empty`), at the requested page number. */
export const emptyPage = ({ query }: { query: Pick<ListQuery, 'page'> }): Page<never> => ({
  content: [],
  number: query.page,
  last: true,
  totalPages: 0,
  totalElements: 0,
});

/** An export entry of the contract: its CSV content type is the one the mock answers. */
type CsvEntry = { response: { contentType?: string } };

/**
 * A list's export as the server answers it: `toCsv` of every row, `text/csv; charset=utf-8`, a
 * download named `<list>-<yyyy-mm-dd>.csv`, not cached (the server's `Cache-Control: no-store`).
 */
export function csvExport<TRow>(
  entry: CsvEntry,
  list: string,
  columns: readonly CsvColumn<TRow>[],
  rows: readonly TRow[],
): Response {
  const contentType = entry.response.contentType ?? 'text/csv; charset=utf-8';
  return textResponse(toCsv(columns, rows), contentType, {
    ...attachment(exportFileName(list)),
    'Cache-Control': 'no-store',
  });
}
