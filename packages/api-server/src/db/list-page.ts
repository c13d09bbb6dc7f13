import type { Page } from '@food-admin/api-client';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { countUpTo, estimateAtLeast, EXACT_COUNT_CAP } from './count';
import { validationFailed } from '../http/errors';
import { boundWhere, preparedCount, preparedPage, preparedShape, type ShapePart } from './prepared-pages';
import type { Database } from './database';

/** What every list request carries (ListQuerySchema and the feed's query parse to this). */
export type ListRequest = {
  page: number;
  size: number;
  /** A page's nextCursor: the rows after that position (lists with a keyset). */
  after?: string | undefined;
};

export type ListSpec<TQuery extends PgSelect> = {
  /**
   * `select … from … join …`, without where or order, as a dynamic query (`.$dynamic()`). Called
   * once per query: Drizzle builders change as `.where()`, `.limit()` are applied. The same for
   * every request: what varies (the parent's id, the viewer, the filters) goes in `parts`.
   */
  from: () => TQuery;
  /**
   * The conditions the rows meet (the scope, the filters present, the search; all required), each
   * on its own value (prepared-pages.ts). Written once: the page and its count run queries
   * prepared per shape, cursor and deep pages and estimates bind the same parts to their values.
   */
  parts: readonly ShapePart[];
  /** The list's name and its order's, which with the parts' names name one SQL text (the shape). */
  names: { list: string; order: string };
  orderBy: readonly (PgColumn | SQL)[];
  /** How to find the rows after a position in this order; lists without one page by offset only. */
  keyset?: Keyset<never> | undefined;
  /**
   * The same rows selecting only their unique `key` (as the field `key`). A deep offset page then finds its keys first
   * and selects its rows by key: what a row costs beyond its table (the restaurants' ratings are
   * subqueries) is paid for the page's rows only, not for every row the offset skips.
   */
  keysOnly?: { key: PgColumn; select: () => PgSelect } | undefined;
  /**
   * The same rows, any fields, for the total: without the joins only the rows' fields or the
   * search need (a count of orders reads the orders alone). By default `keysOnly`, else `from`.
   */
  countFrom?: (() => PgSelect) | undefined;
};

/** From this offset on, a list with `keysOnly` reads its page's keys first (one more query, cheap). */
export const DEFERRED_OFFSET = 1000;

type RowOf<TQuery> = Awaited<TQuery> extends readonly (infer TRow)[] ? TRow : never;

export function toPage<T>(content: T[], page: number, size: number, totalElements: number): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return { content, number: page, last: page >= totalPages - 1, totalPages, totalElements };
}

export function mapPage<TRow, T>(page: Page<TRow>, map: (row: TRow) => T): Page<T> {
  return { ...page, content: page.content.map(map) };
}

/**
 * Paging by position (docs/api.md#keyset-paging), for an order that ends with a unique column: a
 * page's `nextCursor` is its last row's values in that order, and `after` finds the rows past them
 * through the order's index, however deep the page, where an offset reads and drops every row
 * before it. It also neither repeats nor skips rows when rows are added above the page.
 */
export type Keyset<TRow> = {
  /** The row's values in the list's order (JSON: numbers and text). */
  positionOf: (row: TRow) => readonly (string | number)[];
  /** The rows after that position in the list's order; undefined when the values do not fit. */
  after: (position: readonly unknown[]) => SQL | undefined;
};

/** By ascending id (the grids' order): the last id. */
export const idKeyset = (id: PgColumn): Keyset<{ id: number }> => ({
  positionOf: (row) => [row.id],
  after: ([last, ...rest]) =>
    rest.length === 0 && Number.isSafeInteger(last) ? sql`${id} > ${last}` : undefined,
});

/**
 * Newest first, by (createdAt desc, id desc) (the feed's order). The row carries its time as the
 * database's text (`keysetAt`, see keysetAtColumn): a JavaScript Date keeps milliseconds, the column
 * microseconds, and a rounded time would skip the rows between it and the exact one.
 */
export const newestFirstKeyset = (
  createdAt: PgColumn,
  id: PgColumn,
): Keyset<{ keysetAt: string; id: number }> => ({
  positionOf: (row) => [row.keysetAt, row.id],
  after: ([at, last, ...rest]) =>
    rest.length === 0 && isKeysetTime(at) && Number.isSafeInteger(last)
      ? sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${last})`
      : undefined,
});

/** Exactly what keysetAtColumn writes, a real date: anything else would make the database throw. */
function isKeysetTime(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value))
    return false;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
}

/** A timestamp column as exact text in UTC, for newestFirstKeyset. */
export const keysetAtColumn = (createdAt: PgColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const encodeCursor = (position: readonly (string | number)[]) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

/** The cursor's values, or a 400 for a cursor this server did not hand out for this order. */
function decodeCursor(keyset: Keyset<never>, cursor: string): SQL {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    position = undefined;
  }
  const condition = Array.isArray(position) ? keyset.after(position) : undefined;
  if (condition === undefined) throw validationFailed({ after: ['Cursor is not valid'] });
  return condition;
}

/** The page's rows found by their keys first (ListSpec.keysOnly), in the list's order. */
async function rowsByKeys<TQuery extends PgSelect>(
  spec: ListSpec<TQuery>,
  where: SQL | undefined,
  keysOnly: { key: PgColumn; select: () => PgSelect },
  offset: number,
  limit: number,
): Promise<unknown[]> {
  const keyRows = (await keysOnly
    .select()
    .where(where)
    .orderBy(...spec.orderBy)
    .limit(limit)
    .offset(offset)) as { key: unknown }[];
  const keys = keyRows.map((row) => row.key);
  if (keys.length === 0) return [];
  return (await spec
    .from()
    .where(inArray(keysOnly.key, keys))
    .orderBy(...spec.orderBy)) as unknown[];
}

/**
 * One page of a list: its conditions (ListSpec.parts) are written once and used for the rows and
 * the total. `last` is always exact and `totalPages` exact wherever a user can check it:
 * - the page query fetches one extra row, so `last` never needs a count;
 * - on the last page the total is known from the rows themselves (no count);
 * - otherwise the matching rows are counted up to EXACT_COUNT_CAP, and past that the total is the
 *   planner's estimate (reused for a few seconds), raised to at least the rows known to exist.
 *   Deep in a huge list the page count is approximate until the user reaches the end, where it
 *   becomes exact.
 * An out-of-range page answers empty content with the real totals, so the client can tell where the list ends.
 */
export async function listPage<TQuery extends PgSelect>(
  db: Database,
  request: ListRequest,
  spec: ListSpec<TQuery>,
): Promise<Page<RowOf<TQuery>>> {
  const { page, size, after } = request;
  const { keyset, keysOnly } = spec;
  const prepared = preparedShape(spec.names.list, spec.names.order, spec.parts);
  // Built only for a query made per request: the prepared page and count take the values as they are.
  const where = () => boundWhere(spec.parts);
  const matching = () => spec.from().where(where());
  const offset = page * size;
  const limit = size + 1;
  // With a cursor the rows come by position; `page` still numbers the page (and sizes the totals).
  const byCursor = after !== undefined && keyset !== undefined;
  const byKeys = !byCursor && keysOnly !== undefined && offset >= DEFERRED_OFFSET;
  const preparedRows =
    byCursor || byKeys ? undefined : preparedPage(db, prepared, () => spec.from().orderBy(...spec.orderBy));
  const fetched = (
    byCursor
      ? await spec
          .from()
          .where(and(where(), decodeCursor(keyset, after)))
          .orderBy(...spec.orderBy)
          .limit(limit)
      : byKeys
        ? await rowsByKeys(spec, where(), keysOnly, offset, limit)
        : preparedRows !== undefined
          ? await preparedRows.execute({ limit, offset })
          : await matching()
              .orderBy(...spec.orderBy)
              .limit(limit)
              .offset(offset)
  ) as RowOf<TQuery>[];
  const hasMore = fetched.length > size;
  const content = hasMore ? fetched.slice(0, size) : fetched;
  if (!hasMore && (content.length > 0 || page === 0)) {
    return toPage(content, page, size, offset + content.length);
  }
  const known = hasMore ? offset + size + 1 : 0;
  // Counted on the keys alone where the list has them, and without joins where it can: the same
  // rows, a query far cheaper to build (the count's cache key is built on every call) and to run.
  const countFrom = spec.countFrom ?? keysOnly?.select;
  const counting = countFrom === undefined ? matching : () => countFrom().where(where());
  // A prepared page's shape and values name its rows, in any order: no query built just to name them.
  const key = `${prepared.rows} ${JSON.stringify(prepared.values)}`;
  // Past the cap the rows before this page already exceed it: counting them again only proves that.
  const total =
    known >= EXACT_COUNT_CAP
      ? await estimateAtLeast(db, counting, known, key)
      : await countUpTo(db, counting, EXACT_COUNT_CAP, {
          reuseAtLeast: known,
          key,
          count: () => preparedCount(db, prepared, countFrom ?? (() => spec.from()), EXACT_COUNT_CAP)?.(),
        });
  const result = toPage(content, page, size, total);
  if (!hasMore) return result;
  const lastRow = content.at(-1) as never;
  return {
    ...result,
    // An estimate can undershoot: a page with rows after it is never reported as the last one.
    last: false,
    totalPages: Math.max(result.totalPages, page + 2),
    ...(keyset === undefined ? {} : { nextCursor: encodeCursor(keyset.positionOf(lastRow)) }),
  };
}
