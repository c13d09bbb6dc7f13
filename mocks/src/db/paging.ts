import { sortTerms, type Facets, type ListQuery, type Page } from '@food-admin/api-client';
import { fieldError } from '../handlers/respond';

/** Case-insensitive substring match over the given fields, like the server's ILIKE '%term%'. */
export function matchesSearch(search: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  const term = search?.trim().toLowerCase();
  if (!term) return true;
  return fields.some((field) => field?.toLowerCase().includes(term));
}

/**
 * Paging by position, as the server's grids and feed page (docs/api.md#keyset-paging): a page's
 * `nextCursor` is its last row's place in the list's order, and `after` starts at the rows past it.
 */
export type Keyset<TRow> = {
  /** The row's values in the list's order. */
  positionOf: (row: TRow) => readonly (string | number)[];
  /** Which rows come after that position; undefined when the values do not fit (a cursor not ours). */
  after: (position: readonly unknown[]) => ((row: TRow) => boolean) | undefined;
};

/** By ascending id (the grids' order without a sort): the last id. */
export const idKeyset: Keyset<{ id: number }> = {
  positionOf: (row) => [row.id],
  after: ([last, ...rest]) =>
    rest.length === 0 && typeof last === 'number' && Number.isSafeInteger(last)
      ? (row) => row.id > last
      : undefined,
};

/** Newest first, by (createdAt desc, id desc) (the feed's order). */
export const newestFirstKeyset: Keyset<{ id: number; createdAt: string }> = {
  positionOf: (row) => [row.createdAt, row.id],
  after: ([at, last, ...rest]) =>
    rest.length === 0 && typeof at === 'string' && !Number.isNaN(Date.parse(at)) && Number.isSafeInteger(last)
      ? (row) => row.createdAt.localeCompare(at) < 0 || (row.createdAt === at && row.id < (last as number))
      : undefined,
};

// The server's cursor is base64url JSON; clients treat it as opaque, so the mocks only need their own.
const encodeCursor = (position: readonly (string | number)[]) =>
  btoa(JSON.stringify(position)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function decodeCursor<TRow>(keyset: Keyset<TRow>, cursor: string): (row: TRow) => boolean {
  let position: unknown;
  try {
    position = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    position = undefined;
  }
  const after = Array.isArray(position) ? keyset.after(position) : undefined;
  // The server's answer to a cursor it did not hand out for this order.
  if (after === undefined) throw fieldError('after', 'Cursor is not valid');
  return after;
}

/**
 * Cuts one page out of the filtered, sorted rows: the Spring-style Page every list answers. With a
 * keyset (a list that pages by position, in its own order), `after` starts past the cursor's row
 * and a page with rows after it hands out `nextCursor`; `page` still numbers the page.
 */
export function toPage<T>(
  rows: readonly T[],
  query: Pick<ListQuery, 'page' | 'size'> & { after?: string | undefined },
  keyset?: Keyset<T>,
): Page<T> {
  const totalElements = rows.length;
  const totalPages = Math.ceil(totalElements / query.size);
  let start = query.page * query.size;
  if (keyset !== undefined && query.after !== undefined) {
    const isAfter = decodeCursor(keyset, query.after);
    const index = rows.findIndex(isAfter);
    start = index === -1 ? rows.length : index;
  }
  const content = rows.slice(start, start + query.size);
  const last = start + query.size >= totalElements;
  const lastRow = content.at(-1);
  return {
    content,
    number: query.page,
    last,
    totalPages,
    totalElements,
    ...(keyset !== undefined && !last && lastRow !== undefined
      ? { nextCursor: encodeCursor(keyset.positionOf(lastRow)) }
      : {}),
  };
}

export const byIdAscending = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

export const newestFirst = <T extends { id: number; createdAt: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

// ---- Sort, filters and facets of the lists (docs/api.md#lists) ---------------------------------

/** A row's value as a sort or filter reads it: text, a number (dates as Date.parse), a flag, or null. */
export type RowValue = string | number | boolean | null | undefined;

/**
 * How a list's filter parameter selects rows:
 * - `oneOf`: enum, boolean and integer filters (an array: the row's value is one of them; empty = no filter);
 * - `from`: a date filter, the row's time at or after it;
 * - `before`: a date filter, the row's time strictly before it (a date-only value: before that day starts).
 */
export type RowFilter<TRow> =
  { oneOf: (row: TRow) => RowValue } | { from: (row: TRow) => string } | { before: (row: TRow) => string };

/**
 * One list as the mocks serve it, checked against the contract's declaration (`listQueries`): the row
 * value behind every sort field and filter, the values each facet can count, the search
 * fields and the order without `sort`.
 */
export type ListSpec<TRow extends { id: number }, TSort extends string, TFilter extends string> = {
  search: (row: TRow) => (string | null | undefined)[];
  sort: Record<TSort, (row: TRow) => RowValue>;
  filters: Record<TFilter, RowFilter<TRow>>;
  /** Facet field (a `oneOf` filter) -> every value it can count (answered in text order, see facetCounts). */
  facets: Readonly<Record<string, readonly string[]>>;
  /** Without `sort` (users/restaurants/menus/dishes by id, orders/reviews newest first). */
  defaultOrder: (a: TRow, b: TRow) => number;
};

type Declared<TSort extends string, TFilter extends string, TFacet extends TFilter> = {
  sortFields: readonly TSort[];
  filterNames: readonly TFilter[];
  facetFields: readonly TFacet[];
};

/** A list's spec, typed by its contract declaration so every sort field, filter and facet is covered. */
export function defineList<
  TRow extends { id: number },
  const TSort extends string,
  const TFilter extends string,
  const TFacet extends TFilter,
>(
  _declared: Declared<TSort, TFilter, TFacet>,
  spec: Omit<ListSpec<TRow, TSort, TFilter>, 'facets'> & { facets: Record<TFacet, readonly string[]> },
): ListSpec<TRow, TSort, TFilter> {
  return spec;
}

/** Facet values of a boolean filter, in the server's (text) order: 'false' before 'true'. */
export const BOOLEAN_FACET = ['false', 'true'] as const;

/** What the helpers read of a parsed list, export or facets query: search, sort texts and filters. */
export type ListFilterQuery = { search?: string | undefined; sort?: readonly string[] } & {
  readonly [parameter: string]: unknown;
};

function passes<TRow>(filter: RowFilter<TRow>, value: unknown, row: TRow): boolean {
  if ('oneOf' in filter) {
    if (!Array.isArray(value) || value.length === 0) return true;
    return (value as unknown[]).includes(filter.oneOf(row));
  }
  if (typeof value !== 'string') return true;
  if ('from' in filter) return Date.parse(filter.from(row)) >= Date.parse(value);
  return Date.parse(filter.before(row)) < Date.parse(value);
}

/** The rows matching the search and every filter of the query (but `except`, for its own facet). */
export function matchingRows<TRow extends { id: number }, TFilter extends string>(
  rows: readonly TRow[],
  query: ListFilterQuery,
  spec: ListSpec<TRow, string, TFilter>,
  except?: TFilter,
): TRow[] {
  const filters = (Object.entries(spec.filters) as [TFilter, RowFilter<TRow>][]).filter(
    ([name]) => name !== except,
  );
  return rows.filter(
    (row) =>
      matchesSearch(query.search, ...spec.search(row)) &&
      filters.every(([name, filter]) => passes(filter, query[name], row)),
  );
}

/**
 * PostgreSQL's order for one term, ascending: text by its lowercase form (`lower(col)`), numbers and
 * times by value, false before true, nulls last (negated for desc: nulls first, like PostgreSQL).
 */
export function compareRowValues(a: RowValue, b: RowValue): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return Number(a) - Number(b);
}

/**
 * The rows in the list's order: the sort terms, then the id in the last term's direction (as the
 * server orders, so an index on (field, id) serves both directions); without terms the default order.
 */
export function orderedRows<TRow extends { id: number }, TSort extends string>(
  rows: readonly TRow[],
  sort: readonly string[] | undefined,
  spec: ListSpec<TRow, TSort, string>,
): TRow[] {
  const terms = sortTerms(sort ?? [], Object.keys(spec.sort) as TSort[]);
  if (terms.length === 0) return [...rows].sort(spec.defaultOrder);
  return [...rows].sort((a, b) => {
    for (const { field, direction } of terms) {
      const compared = compareRowValues(spec.sort[field](a), spec.sort[field](b));
      if (compared !== 0) return direction === 'desc' ? -compared : compared;
    }
    return terms.at(-1)?.direction === 'desc' ? b.id - a.id : a.id - b.id;
  });
}

/** Every row of a list query (search, filters, sort) in order, unpaged: what an export writes. */
export function listRows<TRow extends { id: number }>(
  rows: readonly TRow[],
  query: ListFilterQuery,
  spec: ListSpec<TRow, string, string>,
): TRow[] {
  return orderedRows(matchingRows(rows, query, spec), query.sort, spec);
}

/**
 * One page of a list query: search and filters, then sort, then paging; totals count the filtered
 * rows. A list with a keyset pages by position while it is in its own order (no `sort`), as the server.
 */
export function listPage<TRow extends { id: number }>(
  rows: readonly TRow[],
  query: ListFilterQuery & Pick<ListQuery, 'page' | 'size'> & { after?: string | undefined },
  spec: ListSpec<TRow, string, string>,
  keyset?: Keyset<TRow>,
): Page<TRow> {
  const inOwnOrder = (query.sort ?? []).length === 0;
  return toPage(listRows(rows, query, spec), query, inOwnOrder ? keyset : undefined);
}

/**
 * Per facet field, how many rows have each value under the search and every other filter: only values
 * that occur, as strings, in text order (the server's `order by value::text`).
 */
export function facetCounts<TRow extends { id: number }, TFilter extends string>(
  rows: readonly TRow[],
  query: ListFilterQuery,
  spec: ListSpec<TRow, string, TFilter>,
): Facets {
  const facets: Facets = {};
  for (const [field, values] of Object.entries(spec.facets) as [TFilter, readonly string[]][]) {
    const filter = spec.filters[field];
    if (!('oneOf' in filter)) continue;
    const counts = new Map<string, number>();
    for (const row of matchingRows(rows, query, spec, field)) {
      const value = String(filter.oneOf(row));
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[field] = [...values]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap((value) => {
        const count = counts.get(value) ?? 0;
        return count > 0 ? [{ value, count }] : [];
      });
  }
  return facets;
}

/** The facets answer with no rows at all (`overrides.empty`): every facet field, no values. */
export function noFacets<TRow extends { id: number }>(spec: ListSpec<TRow, string, string>): Facets {
  return Object.fromEntries(Object.keys(spec.facets).map((field) => [field, []]));
}
