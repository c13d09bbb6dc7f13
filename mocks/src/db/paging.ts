import {
  orderTerms,
  type Facets,
  type ListDeclaration,
  type ListFields,
  type ListQuery,
  type Page,
  type SortKind,
} from '@food-admin/api-client';
import { fieldError } from '../handlers/respond';
import { actorUser, mockDb } from './mock-db';

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

// ---- The lists (docs/api.md#lists): the contract's declarations over the store's rows -----------

/** A row's value as a search, sort or filter reads it: text, a number, a flag, or null. */
export type RowValue = string | number | boolean | null | undefined;

type Reader<TRow> = (row: TRow) => RowValue;

/**
 * How a list's rows carry the fields its declaration names: a reader for each field the row does
 * not hold under the same name (a user's "first last", an order's customer email); the others are
 * read as they are.
 */
type Readers<TList extends ListDeclaration, TRow> = {
  [TField in Exclude<ListFields<TList>, keyof TRow>]: Reader<TRow>;
} & { [TField in Extract<ListFields<TList>, keyof TRow>]?: Reader<TRow> };

/** A declared list as the mocks serve it: the contract's declaration and how a row's field is read. */
export type MockList<TRow> = {
  list: ListDeclaration;
  value: (row: TRow, field: string) => RowValue;
  /** The restaurant a row belongs to, where a `mine` filter also keeps its team's rows. */
  restaurantOf?: (row: TRow) => number;
};

/**
 * The mocks' side of a list declared in the contract (`declareList`): search, sort, default order,
 * filters, facets and paging by cursor all follow the declaration; the rows' type makes the
 * compiler ask for a reader of every field they do not carry.
 */
export const mockList =
  <TRow extends { id: number }>() =>
  <const TList extends ListDeclaration>(
    list: TList,
    readers: Readers<TList, TRow>,
    restaurantOf?: (row: TRow) => number,
  ): MockList<TRow> => {
    const byName = readers as Partial<Record<string, Reader<TRow>>>;
    const value = (row: TRow, field: string) => {
      const reader = byName[field];
      return reader === undefined ? (row as Record<string, RowValue>)[field] : reader(row);
    };
    return { list, value, ...(restaurantOf ? { restaurantOf } : {}) };
  };

/** What the helpers read of a parsed list, export or facets query: search, sort texts and filters. */
export type ListFilterQuery = { search?: string | undefined; sort?: readonly string[] } & {
  readonly [parameter: string]: unknown;
};

const isAbsent = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);

/** Whether `row` passes the filter `name` at `value` (the contract's FilterMatch). */
function passes<TRow>(
  { list, value: read, restaurantOf }: MockList<TRow>,
  name: string,
  value: unknown,
  row: TRow,
): boolean {
  const filter = list.filters[name];
  if (filter === undefined || isAbsent(value)) return true;
  const field = read(row, filter.field);
  switch (filter.match) {
    case 'oneOf':
      return (value as unknown[]).includes(field);
    case 'equals':
      return field === value;
    case 'from':
      return Date.parse(String(field)) >= Date.parse(value as string);
    case 'before':
      return Date.parse(String(field)) < Date.parse(value as string);
    case 'mine': {
      // `me` is the acting user; without a row of theirs nothing is theirs. A restaurant's rows are
      // also theirs when they are on its team (the server's `owner=me`).
      const me = actorUser()?.id;
      if (me === undefined) return false;
      if (field === me) return true;
      const restaurantId = restaurantOf?.(row);
      return (
        restaurantId !== undefined &&
        mockDb.memberships.all().some((held) => held.userId === me && held.restaurantId === restaurantId)
      );
    }
  }
}

/** The rows matching the search and every filter of the query (but `except`, for its own facet). */
export function matchingRows<TRow extends { id: number }>(
  rows: readonly TRow[],
  query: ListFilterQuery,
  mock: MockList<TRow>,
  except?: string,
): TRow[] {
  const { list, value } = mock;
  const filters = list.filterNames.filter((name) => name !== except);
  const searched = (row: TRow) =>
    list.searchFields.map((field) => {
      const text = value(row, field);
      return text === null || text === undefined ? text : String(text);
    });
  return rows.filter(
    (row) =>
      matchesSearch(query.search, ...searched(row)) &&
      filters.every((name) => passes(mock, name, query[name], row)),
  );
}

/**
 * PostgreSQL's order for one term, ascending: text (`kind` text) by its lowercase form
 * (`lower(col)`), other values as they are: numbers and times by value, false before true, nulls
 * last (negated for desc: nulls first, like PostgreSQL).
 */
export function compareRowValues(a: RowValue, b: RowValue, kind: SortKind = 'text'): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') {
    const [x, y] = kind === 'text' ? [a.toLowerCase(), b.toLowerCase()] : [a, b];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return Number(a) - Number(b);
}

/**
 * The rows in the list's order: the query's sort terms or the declared default order, then the id
 * in the last term's direction (as the server orders, so an index on (field, id) serves both
 * directions); by id alone without terms.
 */
export function orderedRows<TRow extends { id: number }>(
  rows: readonly TRow[],
  sort: readonly string[] | undefined,
  { list, value }: MockList<TRow>,
): TRow[] {
  const terms = orderTerms(list, sort);
  const idDirection = terms.at(-1)?.direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    for (const { field, direction } of terms) {
      const compared = compareRowValues(value(a, field), value(b, field), list.sortKinds[field] ?? 'value');
      if (compared !== 0) return direction === 'desc' ? -compared : compared;
    }
    return (a.id - b.id) * idDirection;
  });
}

/** Every row of a list query (search, filters, sort) in order, unpaged: what an export writes. */
export function listRows<TRow extends { id: number }>(
  rows: readonly TRow[],
  query: ListFilterQuery,
  mock: MockList<TRow>,
): TRow[] {
  return orderedRows(matchingRows(rows, query, mock), query.sort, mock);
}

/** How a list with a cursor finds its rows after one, in its declared default order. */
function keysetOf<TRow extends { id: number }>({ list, value }: MockList<TRow>): Keyset<TRow> | undefined {
  if (!list.cursor) return undefined;
  if (list.order === 'byId') return idKeyset;
  return {
    positionOf: (row) => [String(value(row, 'createdAt')), row.id],
    after: ([at, last, ...rest]) =>
      rest.length === 0 &&
      typeof at === 'string' &&
      !Number.isNaN(Date.parse(at)) &&
      Number.isSafeInteger(last)
        ? (row) => {
            const time = String(value(row, 'createdAt'));
            return time < at || (time === at && row.id < (last as number));
          }
        : undefined,
  };
}

/**
 * One page of a list query: search and filters, then sort, then paging; totals count the filtered
 * rows. A list with a cursor pages by position while it is in its own order (no `sort`), as the server.
 */
export function listPage<TRow extends { id: number }>(
  rows: readonly TRow[],
  query: ListFilterQuery & Pick<ListQuery, 'page' | 'size'> & { after?: string | undefined },
  mock: MockList<TRow>,
): Page<TRow> {
  const inOwnOrder = (query.sort ?? []).length === 0;
  return toPage(listRows(rows, query, mock), query, inOwnOrder ? keysetOf(mock) : undefined);
}

/**
 * Per faceted filter, how many rows have each value of its field under the search and every other
 * filter: only values that occur, as strings, in text order (the server's `order by value::text`).
 */
export function facetCounts<TRow extends { id: number }>(
  rows: readonly TRow[],
  query: ListFilterQuery,
  mock: MockList<TRow>,
): Facets {
  const facets: Facets = {};
  for (const name of mock.list.facetFields) {
    const field = mock.list.filters[name]?.field ?? name;
    const counts = new Map<string, number>();
    for (const row of matchingRows(rows, query, mock, name)) {
      const value = mock.value(row, field);
      if (value === null || value === undefined) continue;
      counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
    }
    facets[name] = [...counts.keys()]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((value) => ({ value, count: counts.get(value) ?? 0 }));
  }
  return facets;
}

/** The facets answer with no rows at all (`overrides.empty`): every facet field, no values. */
export function noFacets<TRow>(mock: MockList<TRow>): Facets {
  return Object.fromEntries(mock.list.facetFields.map((field) => [field, []]));
}
