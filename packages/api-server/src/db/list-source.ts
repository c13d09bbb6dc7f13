import { sortTerms, type Facets, type Page, type SortDirection } from '@food-admin/api-client';
import { asc, desc, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { listPage, type Keyset } from './list-page';
import { boundWhere, searchPart, type ShapePart } from './prepared-pages';
import { rowsOf } from './rows';

/** What a list query carries once parsed (schemas/list-query.ts in the api-client): paging, search, sort, filters. */
export type ListQueryValues = {
  page?: number;
  size?: number;
  search?: string | undefined;
  after?: string | undefined;
  sort?: readonly string[];
  [filter: string]: unknown;
};

/**
 * A filter parameter: its condition on a value (a placeholder in a prepared page, a parameter in a
 * query built per request), and `bind`, which turns the parameter's parsed values (an array, or one
 * text for dates) into that value.
 */
export type ListFilter = {
  condition: (value: SQLWrapper) => SQL | undefined;
  bind: (value: never) => unknown;
};

export type SortColumn = {
  expr: SQLWrapper;
  /** Text sorts are case-insensitive: ordered by lower(expr) (and indexed that way). */
  text?: boolean;
  /**
   * The column (NOT NULL) is indexed `desc nulls last` with the id (createdAt): the order then
   * names its nulls to match the index both ways, which changes nothing for a column without nulls.
   */
  descIndexed?: boolean;
};

/**
 * One list as the database sees it (docs/api.md#lists): where its rows come from, what search,
 * each filter and each sort field mean in SQL, which filters have facet counts, and what an export
 * selects. The page, the facet counts and the export are all derived from it, so they always agree
 * on which rows match.
 */
export type ListSource = {
  /**
   * The list's name (`restaurants`): with the sort and which filters, it names the prepared
   * queries of the list's pages (db/prepared-pages.ts). `select` must therefore be the same for
   * every request; what depends on the request (the parent's id, the viewer) goes in `scope`, whose
   * values are parameters like the filters'.
   */
  id: string;
  /**
   * `select <fields> from <table> <joins>` as a dynamic query; without fields, what the page
   * answers. Called once per query: Drizzle builders change as `.where()` and `.limit()` apply.
   */
  select: (fields?: SelectedFields) => PgSelect;
  /**
   * The same rows without the joins only the search needs (the joins never drop or repeat a row),
   * for facet counts without a search: counting the base table alone is many times cheaper.
   */
  selectUnjoined?: (fields: SelectedFields) => PgSelect;
  searchIn: readonly SQLWrapper[];
  /**
   * Conditions every row must meet whatever the query (the parent's id, the viewer's), each on its
   * value: a parameter where the query is built, a placeholder in a prepared page.
   */
  scope?: readonly ShapePart[];
  filters: Record<string, ListFilter>;
  sortColumns: Record<string, SortColumn>;
  /** The order without a sort parameter (today's order of the list). */
  defaultOrder: readonly (PgColumn | SQL)[];
  /** Paging by position in the default order (the grids'); explicit sorts page by offset. */
  keyset?: Keyset<never>;
  /**
   * Ends every explicit sort, in the last term's direction, so equal values keep one stable order
   * across pages and an index on (field, id) serves the sort both ways.
   */
  tieBreak: PgColumn;
  /** Faceted filters: the parameter name -> the expression whose values are counted. */
  facets: Record<string, SQLWrapper>;
  /** The export's columns, named as the API entity's fields (the CSV columns read those names). */
  exportFields: Record<string, SQLWrapper>;
};

/**
 * The filter "one of these values" on `column`: `column = any(<value>)`, bound to the values as one
 * array (the database plans it as `in (...)`; a prepared page's statement is unnamed, so it is
 * planned with the values). The array travels as text, cast to the column's array type: PGlite
 * serialises an array parameter by the element type it knows from its start, which misses types
 * made since.
 */
export function anyOf(column: PgColumn): ListFilter {
  const arrayType = sql.raw(`${column.getSQLType()}[]`);
  return {
    condition: (values) => sql`${column} = any(${values}::text::${arrayType})`,
    bind: (values: readonly unknown[]) => arrayLiteral(values),
  };
}

/** `{"a","b"}`: a PostgreSQL array's text, each element quoted and escaped. */
export function arrayLiteral(values: readonly unknown[]): string {
  const element = (value: unknown) => `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  return `{${values.map(element).join(',')}}`;
}

/** The filter "at or after" (`from`) or "before" (`to`) a time given as ISO text, on `column`. */
export function timeBound(column: SQLWrapper, bound: 'from' | 'to'): ListFilter {
  const compare = bound === 'from' ? gte : lt;
  return {
    condition: (time) => compare(column as PgColumn, time),
    bind: (time: string) => new Date(time),
  };
}

/**
 * The conditions of the query on `source` as parts (db/prepared-pages.ts): the scope, each filter
 * present except the one named (a facet counts without its own), and the search.
 */
export function listParts(source: ListSource, query: ListQueryValues, except?: string): ShapePart[] {
  const parts: ShapePart[] = (source.scope ?? []).map((part) => ({ ...part, name: `scope ${part.name}` }));
  for (const [name, filter] of Object.entries(source.filters)) {
    const value = query[name];
    if (name === except || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    parts.push({ name, condition: filter.condition, value: filter.bind(value as never) });
  }
  return [...parts, ...searchPart(query.search, source.searchIn)];
}

/** The query's conditions on `source` bound to their values (listParts), for a query built per request. */
export function listWhere(source: ListSource, query: ListQueryValues, except?: string): SQL | undefined {
  return boundWhere(listParts(source, query, except));
}

/**
 * The select of a count under `query`: without the joins only a search needs where the list has one
 * (they never drop or repeat a row), many times cheaper to count.
 */
function countingSelect(source: ListSource, query: ListQueryValues): (fields: SelectedFields) => PgSelect {
  return query.search?.trim() ? source.select : (source.selectUnjoined ?? source.select);
}

/** `expr asc|desc`, naming nulls the way a `desc nulls last` index orders them when asked. */
function ordered(expr: SQLWrapper, direction: SortDirection, descIndexed: boolean): SQL {
  if (!descIndexed) return direction === 'asc' ? asc(expr) : desc(expr);
  return direction === 'asc' ? sql`${expr} asc nulls first` : sql`${expr} desc nulls last`;
}

/**
 * The sort parameter as ORDER BY terms, then the id in the last term's direction; or the list's
 * default order without a sort.
 */
export function listOrder(source: ListSource, sort: readonly string[] | undefined): (PgColumn | SQL)[] {
  const terms = sortTerms(sort ?? [], Object.keys(source.sortColumns));
  const last = terms.at(-1);
  if (last === undefined) return [...source.defaultOrder];
  const lastColumn = source.sortColumns[last.field] as SortColumn;
  return [
    ...terms.map(({ field, direction }) => {
      const column = source.sortColumns[field] as SortColumn;
      return ordered(
        column.text ? sql`lower(${column.expr})` : column.expr,
        direction,
        column.descIndexed ?? false,
      );
    }),
    ordered(source.tieBreak, last.direction, lastColumn.descIndexed ?? false),
  ];
}

/** One page of the list under its search, filters and sort (db/list-page.ts for the totals). */
export function sourcePage<TRow>(
  db: Database,
  source: ListSource,
  query: ListQueryValues,
): Promise<Page<TRow>> {
  return listPage(
    db,
    { page: query.page ?? 0, size: query.size ?? 10, after: query.after },
    {
      from: () => source.select(),
      parts: listParts(source, query),
      names: { list: source.id, order: (query.sort ?? []).join(';') },
      orderBy: listOrder(source, query.sort),
      keyset: (query.sort ?? []).length === 0 ? source.keyset : undefined,
      keysOnly: {
        key: source.tieBreak,
        select: () => source.select({ key: source.tieBreak }),
      },
      countFrom: () => countingSelect(source, query)({ key: source.tieBreak }),
    },
  ) as Promise<Page<TRow>>;
}

/**
 * For each faceted filter, how many rows each value has under the search and the other filters:
 * one grouped query per facet (not one per value), values as text.
 */
export async function facetCounts(db: Database, source: ListSource, query: ListQueryValues): Promise<Facets> {
  const entries = await Promise.all(
    Object.entries(source.facets).map(async ([name, expr]) => {
      const value = sql<string>`(${expr})::text`;
      const rows = await countingSelect(
        source,
        query,
      )({ value: value.as('value'), count: sql<number>`count(*)`.as('count') })
        .where(listWhere(source, query, name))
        .groupBy(value)
        .orderBy(value);
      const counts = (rows as { value: string | null; count: unknown }[])
        .filter((row) => row.value !== null)
        .map((row) => ({ value: row.value as string, count: Number(row.count) }));
      return [name, counts] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The export query: every matching row, in the list's order, under the API's field names. */
export function exportQuery(source: ListSource, query: ListQueryValues): PgSelect {
  const fields = Object.fromEntries(
    Object.entries(source.exportFields).map(([name, expr]) => [name, sql`${expr}`.as(name)]),
  );
  return source
    .select(fields)
    .where(listWhere(source, query))
    .orderBy(...listOrder(source, query.sort));
}

/** Rows of a cursor-fetched batch, keyed by the export's aliases. */
export const exportRows = (result: unknown) => rowsOf(result);
