import {
  errorBody,
  etagOf,
  exportFileName,
  toCsv,
  versionFromIfMatch,
  type CsvColumn,
  type ListQuery,
  type Page,
} from '@food-admin/api-client';
import type { MockList } from '../db/paging';
import type { Table } from '../db/table';
import { HttpResponse } from 'msw';
import { attachment, errorResponse, notFound, textResponse } from './respond';

/** The row with this id; otherwise throws the 404 `<what> not found` the mock endpoint answers. */
export function existing<TRow extends { id: number }>(table: Table<TRow>, id: number, what: string): TRow {
  const row = table.find(id);
  if (!row) throw notFound(what);
  return row;
}

/**
 * Throws the server's 412 (with the row as the API answers it as `current`) when the request's
 * If-Match names a version the row is no longer at, or its 400 when If-Match is not one of our ETags
 * (the server's http/edge/versions.ts). The mocks honour the header only, which the app always
 * sends; the server also counts a `version` in the body.
 */
export function assertVersion(
  request: Request,
  row: { version: number },
  what: string,
  current: unknown = row,
): void {
  const header = request.headers.get('if-match');
  if (header === null) return;
  const expected = versionFromIfMatch(header);
  if (expected === null) throw errorResponse(400, 'If-Match must be an ETag this API answered, such as "3"');
  if (expected === undefined || expected === row.version) return;
  throw HttpResponse.json(
    {
      ...errorBody(
        412,
        `This ${what} was changed by someone else since you opened it. Review their changes and save again.`,
      ),
      current,
    },
    { status: 412, headers: { ETag: etagOf(row.version) } },
  );
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
 * A list's export as the server answers it: `toCsv` of every row in its declared columns, `text/csv; charset=utf-8`, a
 * download named `<list>-<yyyy-mm-dd>.csv`, not cached (the server's `Cache-Control: no-store`).
 */
export function csvExport<TRow>(entry: CsvEntry, { list }: MockList<TRow>, rows: readonly TRow[]): Response {
  const contentType = entry.response.contentType ?? 'text/csv; charset=utf-8';
  const columns = list.csvColumns as readonly CsvColumn<TRow>[];
  return textResponse(toCsv(columns, rows), contentType, {
    ...attachment(exportFileName(list.name)),
    'Cache-Control': 'no-store',
  });
}
