import { createHash } from 'node:crypto';
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { containsPattern, likeAnyLower } from '../search';

/**
 * A list page's query built once and prepared (docs/performance.md#prepared-pages). Drizzle builds
 * a query's SQL anew on every call, ~50-80 µs of CPU for a list's select: a quarter of what a list
 * request cost the server beside its system calls. Pages differ from one request to the next only in
 * their values (the filters', the search's, the limit and the offset), which become parameters.
 *
 * - A page without conditions (an unfiltered list) is a named statement, parsed and planned once
 *   per connection: its plan does not depend on a value (at most MAX_NAMED_STATEMENTS).
 * - A page with filters or a search runs unnamed, planned anew with its values every time: a plan
 *   made for one value (a common status) could scan a whole index for another (a rare restaurant).
 *   Only the building is saved; the most recently used MAX_UNNAMED_QUERIES are kept.
 *
 * A list's conditions are written once, as parts (ShapePart): the prepared query puts a placeholder
 * where each part's value goes, the queries built per request (cursor and deep pages, estimates,
 * facets, exports, bulk actions) a parameter (`boundWhere`). A scope (the viewer's orders, a menu's
 * dishes) is a part like a filter: its value a parameter, its name in the shape's (`owner`,
 * `menu`), so two owners share a query, not rows.
 */
export type PreparedShape = {
  /** Stands for exactly one SQL text: the list, its sort, which filters and whether a search. */
  name: string;
  /** The same without the sort: names the rows (their count, its estimate), whatever their order. */
  rows: string;
  /** The scope, the filters present and the search; none for an unfiltered list. */
  parts: readonly ShapePart[];
  /** The parts' values by their names, for the placeholders. */
  values: Record<string, unknown>;
};

/**
 * One condition a list's rows must meet: its name in the shape's, its SQL on its value (a
 * placeholder in a prepared query, a parameter in one built per request), and the value.
 */
export type ShapePart = { name: string; condition: (value: SQLWrapper) => SQL | undefined; value: unknown };

/** The list `list` in `order` under `parts` (the scope, each filter present, the search) as a PreparedShape. */
export function preparedShape(list: string, order: string, parts: readonly ShapePart[]): PreparedShape {
  const values: Record<string, unknown> = {};
  for (const part of parts) values[part.name] = part.value;
  const rows = `${list}|${parts.map((part) => part.name).join(',')}`;
  return { name: `${rows}|${order}`, rows, parts, values };
}

/** The parts' conditions, each on its value as a parameter: for a query built per request. */
export function boundWhere(parts: readonly ShapePart[]): SQL | undefined {
  return and(...parts.map((part) => part.condition(sql.param(part.value))));
}

/** The parts' conditions on placeholders named as the parts: for a prepared query. */
function placeholderWhere(parts: readonly ShapePart[]): SQL | undefined {
  return and(...parts.map((part) => part.condition(sql.placeholder(part.name))));
}

/** The search as a shape's part (a substring of any of `columns`), or none for a blank search. */
export function searchPart(search: string | undefined, columns: readonly SQLWrapper[]): ShapePart[] {
  const pattern = containsPattern(search);
  if (pattern === undefined || columns.length === 0) return [];
  return [{ name: '(search)', condition: (value) => likeAnyLower(columns, value), value: pattern }];
}

type Executable = { execute: (values: Record<string, unknown>) => Promise<unknown[]> };

export const MAX_NAMED_STATEMENTS = 200;
export const MAX_UNNAMED_QUERIES = 500;

const named = new WeakMap<Database, Map<string, Executable>>();
const unnamed = new WeakMap<Database, Map<string, Executable>>();

function keptFor(kept: WeakMap<Database, Map<string, Executable>>, db: Database): Map<string, Executable> {
  let queries = kept.get(db);
  if (queries === undefined) kept.set(db, (queries = new Map()));
  return queries;
}

/** The query `build` makes for `key` (one SQL text), prepared as the shape's where clause says. */
function prepared(
  db: Database,
  key: string,
  shape: PreparedShape,
  build: () => { prepare: (name: string) => unknown },
): Executable | undefined {
  const isNamed = shape.parts.length === 0;
  const queries = keptFor(isNamed ? named : unnamed, db);
  const kept = queries.get(key);
  if (kept !== undefined) {
    if (!isNamed) queries.delete(key); // re-inserted last: the Map's order is the eviction order
    queries.set(key, kept);
    return kept;
  }
  if (isNamed && queries.size >= MAX_NAMED_STATEMENTS) return undefined;
  if (!isNamed && queries.size >= MAX_UNNAMED_QUERIES) queries.delete(queries.keys().next().value as string);
  // node-postgres parses a statement without a name on every execution.
  const statement = isNamed ? `list_${createHash('sha256').update(key).digest('hex').slice(0, 24)}` : '';
  const query = build().prepare(statement) as Executable;
  queries.set(key, query);
  return query;
}

/** The shape's page: `select` (the rows in the list's order, no where) with the shape's where, limit and offset. */
export function preparedPage(
  db: Database,
  shape: PreparedShape,
  select: () => PgSelect,
): { execute: (page: { limit: number; offset: number }) => Promise<unknown[]> } | undefined {
  const query = prepared(db, `page ${shape.name}`, shape, () =>
    select()
      .where(placeholderWhere(shape.parts))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return query && { execute: (page) => query.execute({ ...shape.values, ...page }) };
}

/** The shape's rows counted up to `cap` (`rows`: the list's rows, any fields, no where). */
export function preparedCount(
  db: Database,
  shape: PreparedShape,
  rows: () => PgSelect,
  cap: number,
): (() => Promise<unknown>) | undefined {
  const query = prepared(db, `count ${shape.rows} ${cap}`, shape, () =>
    db.select({ n: sql`count(*)` }).from(rows().where(placeholderWhere(shape.parts)).limit(cap).as('capped')),
  );
  return query && (async () => ((await query.execute(shape.values)) as { n: unknown }[])[0]?.n);
}
