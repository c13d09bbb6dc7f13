import { ListQuerySchema } from '@food-admin/api-client';
import { HttpResponse, type PathParams } from 'msw';
import type { Table } from '../db/table';
import { matchesSearch, toPage } from '../db/paging';
import { idParam, noContent, notFound, parseQuery, type Endpoint, type Parsed } from './respond';

type SearchField = string | null | undefined;

/** The row a path id names, or 404 `<what> not found` (for an impossible id as for an unknown one). */
export function findRow<TRow extends { id: number }>(
  params: PathParams,
  name: string,
  table: Table<TRow>,
  what: string,
): Parsed<TRow> {
  const id = idParam(params, name, what);
  if (!id.ok) return id;
  const row = table.find(id.value);
  return row ? { ok: true, value: row } : { ok: false, response: notFound(what) };
}

/** A page of `rows` (ListQuerySchema: page, size, search), searched in `searchable`, in `order`. */
export function searchedPage<TRow>(
  request: Request,
  rows: readonly TRow[],
  searchable: (row: TRow) => SearchField[],
  order: (a: TRow, b: TRow) => number,
): Response {
  const query = parseQuery(request, ListQuerySchema);
  if (!query.ok) return query.response;
  const matching = rows.filter((row) => matchesSearch(query.value.search, ...searchable(row))).sort(order);
  return HttpResponse.json(toPage(matching, query.value));
}

/** GET `<path>/:id`: the row, or 404. */
export function detailEndpoint<TRow extends { id: number }>(
  path: string,
  table: Table<TRow>,
  what: string,
): Endpoint {
  return {
    method: 'get',
    path,
    resolve: ({ params }) => {
      const row = findRow(params, 'id', table, what);
      return row.ok ? HttpResponse.json(row.value) : row.response;
    },
    empty: () => notFound(what),
  };
}

/**
 * DELETE `<path>/:id`: 404 for an unknown row, otherwise `remove` deletes it (and whatever hangs
 * off it, and records the activity) and the answer is 204, unless `remove` refuses with a response.
 */
export function deleteEndpoint<TRow extends { id: number }>(
  path: string,
  table: Table<TRow>,
  what: string,
  remove: (row: TRow) => Response | void,
): Endpoint {
  return {
    method: 'delete',
    path,
    resolve: ({ params }) => {
      const row = findRow(params, 'id', table, what);
      if (!row.ok) return row.response;
      return remove(row.value) ?? noContent();
    },
    empty: noContent,
  };
}
