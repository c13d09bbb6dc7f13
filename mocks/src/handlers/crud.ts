import type { ListQuery, Page } from '@food-admin/api-client';
import { matchesSearch, toPage } from '../db/paging';
import type { Table } from '../db/table';
import { notFound } from './respond';

type SearchField = string | null | undefined;

/** The row with this id; otherwise throws the 404 `<what> not found` the mock endpoint answers. */
export function existing<TRow extends { id: number }>(table: Table<TRow>, id: number, what: string): TRow {
  const row = table.find(id);
  if (!row) throw notFound(what);
  return row;
}

/** A page of `rows` matching the query's search in the `searchable` fields, sorted by `order`. */
export function searchedPage<TRow>(
  rows: readonly TRow[],
  query: Pick<ListQuery, 'search' | 'page' | 'size'>,
  searchable: (row: TRow) => SearchField[],
  order: (a: TRow, b: TRow) => number,
): Page<TRow> {
  const matching = rows.filter((row) => matchesSearch(query.search, ...searchable(row))).sort(order);
  return toPage(matching, query);
}

/** The empty page of a list (`overrides.empty`), at the requested page number. */
export const emptyPage = ({ query }: { query: Pick<ListQuery, 'page'> }): Page<never> => ({
  content: [],
  number: query.page,
  last: true,
  totalPages: 0,
  totalElements: 0,
});
