import { sortTerms, type Facets, type ListQuery, type Page } from '@food-admin/api-client';

/** Case-insensitive substring match over the given fields, like the server's ILIKE '%term%'. */
export function matchesSearch(search: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  const term = search?.trim().toLowerCase();
  if (!term) return true;
  return fields.some((field) => field?.toLowerCase().includes(term));
}

/** Cuts one page out of the filtered, sorted rows: the Spring-style Page every list answers. */
export function toPage<T>(rows: readonly T[], query: Pick<ListQuery, 'page' | 'size'>): Page<T> {
  const totalElements = rows.length;
  const totalPages = Math.ceil(totalElements / query.size);
  const start = query.page * query.size;
  return {
    content: rows.slice(start, start + query.size),
    number: query.page,
    last: query.page >= totalPages - 1,
    totalPages,
    totalElements,
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

/** One page of a list query: search and filters, then sort, then paging; totals count the filtered rows. */
export function listPage<TRow extends { id: number }>(
  rows: readonly TRow[],
  query: ListFilterQuery & Pick<ListQuery, 'page' | 'size'>,
  spec: ListSpec<TRow, string, string>,
): Page<TRow> {
  return toPage(listRows(rows, query, spec), query);
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
