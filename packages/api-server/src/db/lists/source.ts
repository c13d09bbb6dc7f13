import {
  orderTerms,
  type Facets,
  type ListCsvFields,
  type ListDeclaration,
  type ListFields,
  type SortDirection,
} from '@food-admin/api-client';
import { asc, desc, eq, gte, is, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgColumn, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { boundWhere, searchPart, type ShapePart } from './prepared';

/** What a list query carries once parsed (the contract's list queries): paging, search, sort, filters. */
export type ListQueryValues = {
  page?: number;
  size?: number;
  search?: string | undefined;
  after?: string | undefined;
  sort?: readonly string[];
  [filter: string]: unknown;
};

/**
 * A field's SQL: an expression, or a column with how its index orders it. `descIndexed`: the column
 * (NOT NULL) is indexed `desc nulls last` with the id (createdAt); the order then names its nulls
 * to match the index both ways, which changes nothing for a column without nulls. `equalTo`: a
 * field of another table that only a `mine` filter reads (a menu's owner is its restaurant's),
 * given as the condition that it equals a value, written so that indexes serve it (a subquery on
 * the other table's key), where a correlated subquery per row could not use one.
 */
export type FieldSql =
  | SQLWrapper
  | { expr: SQLWrapper; descIndexed: true }
  | { equalTo: (value: SQLWrapper) => SQL }
  | DerivedField;

/**
 * A field that is no column of the row but worked out from others (a restaurant has an active
 * menu): an expression a `oneOf` filter and its facet read, with the SQL type its values are cast
 * to (a filter's values travel as an array's text).
 */
export type DerivedField = { expr: SQLWrapper; sqlType: 'boolean' | 'text' };

/**
 * How one list's declaration (the contract's, docs/api.md#lists) reads the database: where its rows
 * come from, and the SQL behind each field name it uses. Everything else (which fields search
 * looks in, how each filter matches, the sort kinds, the default order, paging by cursor, facets,
 * CSV columns) is the declaration's.
 */
type Mapping<TList extends ListDeclaration> = {
  /**
   * `select <fields> from <table> <joins>` as a dynamic query; without fields, what the page
   * answers (a newest-first list with a cursor selects `keysetAt`, see keysetAtColumn). Called once
   * per query: Drizzle builders change as `.where()` and `.limit()` apply. The same for every
   * request, since it names the list's prepared queries: what depends on the request (the parent's
   * id, the viewer) goes in `scope`.
   */
  select: (fields?: SelectedFields) => PgSelect;
  /**
   * The same rows without the joins only the search needs (the joins never drop or repeat a row),
   * for counts without a search: counting the base table alone is many times cheaper.
   */
  selectUnjoined?: (fields: SelectedFields, query: ListQueryValues) => PgSelect;
  /** The rows' unique id: it ends every order, and deep pages and counts read it alone. */
  id: PgColumn;
  /**
   * Conditions every row meets whatever the query (the parent's id, the viewer's), each on its
   * value: a parameter where the query is built, a placeholder in a prepared page.
   */
  scope?: readonly ShapePart[];
  /** The caller's id: who `me` is to a `mine` filter (`owner=me`); none where the list has no such filter. */
  viewer?: number;
  /** Each field the declaration names (search, sort, filters, the order, CSV columns) -> its SQL. */
  fields: Record<Exclude<ListFields<TList> | ListCsvFields<TList>, 'id'>, FieldSql>;
};

/** A list's declaration with its mapping (listSource): what the list module pages, counts and exports. */
export type ListSource = Omit<Mapping<ListDeclaration>, 'fields'> & {
  list: ListDeclaration;
  fields: Readonly<Record<string, FieldSql>>;
};

/** The mapping of `list`'s field names to SQL, checked complete against the declaration. */
export function listSource<const TList extends ListDeclaration>(
  list: TList,
  mapping: Mapping<TList>,
): ListSource {
  return { ...mapping, list, fields: mapping.fields as Record<string, FieldSql> };
}

function exprOf(field: FieldSql): SQLWrapper {
  if ('equalTo' in field)
    throw new Error('A field given as a condition (equalTo) is read by a mine filter alone');
  return 'expr' in field ? field.expr : field;
}

/** The SQL of the field `name` (the id is the source's). */
function fieldSql(source: ListSource, name: string): FieldSql {
  if (name === 'id') return source.id;
  const field = source.fields[name];
  if (field === undefined) throw new Error(`List ${source.list.name} maps no field ${name}`);
  return field;
}

/** What a `oneOf` filter compares: a column with its own type, or a derived field with its declared one. */
function comparedOf(source: ListSource, name: string): { expr: SQLWrapper; sqlType: string } {
  const field = fieldSql(source, name);
  if ('sqlType' in field) return field;
  const column = columnOf(source, name);
  return { expr: column, sqlType: column.getSQLType() };
}

function columnOf(source: ListSource, name: string): PgColumn {
  const expr = exprOf(fieldSql(source, name));
  if (!is(expr, PgColumn)) throw new Error(`List ${source.list.name}: filter field ${name} must be a column`);
  return expr;
}

/** `{"a","b"}`: a PostgreSQL array's text, each element quoted and escaped. */
export function arrayLiteral(values: readonly unknown[]): string {
  const element = (value: unknown) => `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  return `{${values.map(element).join(',')}}`;
}

/**
 * The condition of the filter `name` (its match, on its field's column) on a value (a placeholder
 * in a prepared page, a parameter in a query built per request), with `value` bound to what the
 * condition takes:
 * - oneOf: `column = any(<value>)`, bound as one array (the database plans it as `in (...)`; a
 *   prepared page's statement is unnamed, so it is planned with the values). The array travels as
 *   text, cast to the column's array type (a derived field's declared one): PGlite serialises an
 *   array parameter by the element type it knows from its start, which misses types made since;
 * - equals: `column = <value>`;
 * - from / before: `column >= <time>` / `column < <time>`, the date text read as a time;
 * - mine: `column = <the viewer's id>` (or the field's own `equalTo`), whatever the value (`me`).
 */
function filterPart(source: ListSource, name: string, value: unknown): ShapePart {
  const filter = source.list.filters[name];
  if (filter === undefined) throw new Error(`List ${source.list.name} declares no filter ${name}`);
  if (filter.match === 'mine') return minePart(source, name, filter.field);
  if (filter.match === 'oneOf') {
    const { expr, sqlType } = comparedOf(source, filter.field);
    const arrayType = sql.raw(`${sqlType}[]`);
    return {
      name,
      condition: (values) => sql`${expr} = any(${values}::text::${arrayType})`,
      value: arrayLiteral(value as readonly unknown[]),
    };
  }
  const column = columnOf(source, filter.field);
  switch (filter.match) {
    case 'equals':
      return { name, condition: (one) => eq(column, one), value };
    case 'from':
    case 'before': {
      const compare = filter.match === 'from' ? gte : lt;
      return { name, condition: (time) => compare(column, time), value: new Date(value as string) };
    }
  }
}

/** The `mine` filter `name` on `field`: the rows whose field is the viewer's id. */
function minePart(source: ListSource, name: string, fieldName: string): ShapePart {
  if (source.viewer === undefined)
    throw new Error(`List ${source.list.name}: filter ${name} needs the viewer`);
  const field = fieldSql(source, fieldName);
  const condition =
    'equalTo' in field ? field.equalTo : (viewer: SQLWrapper) => eq(columnOf(source, fieldName), viewer);
  return { name, condition, value: source.viewer };
}

/** Whether a filter's value is absent from a query (no value, or an empty list). */
export const isAbsent = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * The conditions of the query on `source` as parts (prepared.ts): the scope, each filter present
 * except the one named (a facet counts without its own), and the search in the declared fields.
 */
export function listParts(source: ListSource, query: ListQueryValues, except?: string): ShapePart[] {
  const parts: ShapePart[] = (source.scope ?? []).map((part) => ({ ...part, name: `scope ${part.name}` }));
  for (const name of source.list.filterNames) {
    if (name !== except && !isAbsent(query[name])) parts.push(filterPart(source, name, query[name]));
  }
  const searched = source.list.searchFields.map((name) => exprOf(fieldSql(source, name)));
  return [...parts, ...searchPart(query.search, searched)];
}

/** The query's conditions on `source` bound to their values (listParts), for a query built per request. */
export function listWhere(source: ListSource, query: ListQueryValues, except?: string): SQL | undefined {
  return boundWhere(listParts(source, query, except));
}

/**
 * The select of a count under `query`: without the joins only a search needs where the list has one
 * (they never drop or repeat a row), many times cheaper to count.
 */
export function countingSelect(
  source: ListSource,
  query: ListQueryValues,
): (fields: SelectedFields) => PgSelect {
  const { selectUnjoined } = source;
  if (query.search?.trim() || selectUnjoined === undefined) return source.select;
  return (fields) => selectUnjoined(fields, query);
}

/** `expr asc|desc`, naming nulls the way a `desc nulls last` index orders them when asked. */
function ordered(expr: SQLWrapper, direction: SortDirection, descIndexed: boolean): SQL {
  if (!descIndexed) return direction === 'asc' ? asc(expr) : desc(expr);
  return direction === 'asc' ? sql`${expr} asc nulls first` : sql`${expr} desc nulls last`;
}

/**
 * The ORDER BY of a query: its terms (the contract's orderTerms; a text field by its lowercase
 * form), then the id in the last term's direction, so equal values keep one stable order across
 * pages and an index on (field, id) serves the sort both ways; by id alone without terms.
 */
export function listOrder(source: ListSource, sort: readonly string[] | undefined): (PgColumn | SQL)[] {
  const terms = orderTerms(source.list, sort);
  const last = terms.at(-1);
  if (last === undefined) return [source.id];
  const indexedDesc = (name: string) => {
    const field = fieldSql(source, name);
    return 'descIndexed' in field && field.descIndexed;
  };
  return [
    ...terms.map(({ field, direction }) => {
      const expr = exprOf(fieldSql(source, field));
      const text = source.list.sortKinds[field] === 'text';
      return ordered(text ? sql`lower(${expr})` : expr, direction, indexedDesc(field));
    }),
    ordered(source.id, last.direction, indexedDesc(last.field)),
  ];
}

/**
 * For each faceted filter, how many rows each value of its field has under the search and the
 * other filters: one grouped query per facet (not one per value), values as text.
 */
export async function listFacets(db: Database, source: ListSource, query: ListQueryValues): Promise<Facets> {
  const entries = await Promise.all(
    source.list.facetFields.map(async (name) => {
      const field = source.list.filters[name]?.field ?? name;
      const value = sql<string>`(${exprOf(fieldSql(source, field))})::text`;
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

/**
 * A field as the export reads it: a time as the API's JSON writes it (ISO 8601 in UTC, to the
 * millisecond), not as the database's text, which the export's rows would otherwise carry.
 */
function exported(expr: SQLWrapper): SQLWrapper {
  if (!is(expr, PgColumn) || !expr.getSQLType().startsWith('timestamp')) return expr;
  return sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The export query: every matching row, in the list's order, its CSV columns' fields under their names. */
export function exportQuery(source: ListSource, query: ListQueryValues): PgSelect {
  const fields = Object.fromEntries(
    source.list.csvColumns.map(({ field }) => [
      field,
      sql`${exported(exprOf(fieldSql(source, field)))}`.as(field),
    ]),
  );
  return source
    .select(fields)
    .where(listWhere(source, query))
    .orderBy(...listOrder(source, query.sort));
}
