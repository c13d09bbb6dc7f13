import type { Page } from '@food-admin/api-client';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { validationFailed } from '../../http/errors';
import { countUpTo, estimateAtLeast, EXACT_COUNT_CAP } from '../count';
import type { Database } from '../database';
import { boundWhere, preparedCount, preparedPage, preparedShape } from './prepared';
import { countingSelect, listOrder, listParts, type ListQueryValues, type ListSource } from './source';

/** From this offset on, a page reads its keys first (one more query, cheap). */
export const DEFERRED_OFFSET = 1000;

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
type Keyset = {
  /** The row's values in the list's order (JSON: numbers and text). */
  positionOf: (row: Record<string, unknown>) => readonly (string | number)[];
  /** The rows after that position in the list's order; undefined when the values do not fit. */
  after: (position: readonly unknown[]) => SQL | undefined;
};

/** By ascending id (the grids' order): the last id. */
const idKeyset = (id: PgColumn): Keyset => ({
  positionOf: (row) => [row.id as number],
  after: ([last, ...rest]) =>
    rest.length === 0 && Number.isSafeInteger(last) ? sql`${id} > ${last}` : undefined,
});

/**
 * Newest first, by (createdAt desc, id desc) (the feed's order). The row carries its time as the
 * database's text (`keysetAt`, see keysetAtColumn): a JavaScript Date keeps milliseconds, the column
 * microseconds, and a rounded time would skip the rows between it and the exact one.
 */
const newestFirstKeyset = (createdAt: SQL | PgColumn, id: PgColumn): Keyset => ({
  positionOf: (row) => [row.keysetAt as string, row.id as number],
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

/** A timestamp column as exact text in UTC, for a newest-first list's cursor (its rows' `keysetAt`). */
export const keysetAtColumn = (createdAt: PgColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** How a list with a cursor finds the rows after one, in its declared default order. */
function keysetOf(source: ListSource): Keyset | undefined {
  if (!source.list.cursor) return undefined;
  if (source.list.order === 'byId') return idKeyset(source.id);
  const createdAt = source.fields.createdAt;
  if (createdAt === undefined) throw new Error(`List ${source.list.name} maps no field createdAt`);
  return newestFirstKeyset(('expr' in createdAt ? createdAt.expr : createdAt) as PgColumn, source.id);
}

const encodeCursor = (position: readonly (string | number)[]) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

/** The cursor's values, or a 400 for a cursor this server did not hand out for this order. */
function decodeCursor(keyset: Keyset, cursor: string): SQL {
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

/**
 * One page of the list under the query's search, filters and sort. Its conditions (listParts) are
 * written once and used for the rows and the total. `last` is always exact and `totalPages` exact
 * wherever a user can check it:
 * - the page query fetches one extra row, so `last` never needs a count;
 * - on the last page the total is known from the rows themselves (no count);
 * - otherwise the matching rows are counted up to EXACT_COUNT_CAP, and past that the total is the
 *   planner's estimate (reused for a few seconds), raised to at least the rows known to exist.
 *   Deep in a huge list the page count is approximate until the user reaches the end, where it
 *   becomes exact.
 * The rows come, by the page's place:
 * - a first pages' page from a query prepared per shape (prepared.ts);
 * - with a cursor (`after`, a list with one, in its default order), by position (Keyset);
 * - from DEFERRED_OFFSET on, by their ids first (the offset walks the ids alone) and then by id:
 *   what a row costs beyond its table (the restaurants' ratings are subqueries) is paid for the
 *   page's rows only, not for every row the offset skips.
 * An out-of-range page answers empty content with the real totals, so the client can tell where
 * the list ends.
 */
export async function listPage<TRow>(
  db: Database,
  source: ListSource,
  query: ListQueryValues,
): Promise<Page<TRow>> {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const sort = query.sort ?? [];
  const parts = listParts(source, query);
  const orderBy = listOrder(source, sort);
  const keyset = sort.length === 0 ? keysetOf(source) : undefined;
  const prepared = preparedShape(source.list.name, sort.join(';'), parts);
  // Built only for a query made per request: the prepared page and count take the values as they are.
  const where = () => boundWhere(parts);
  const offset = page * size;
  const limit = size + 1;
  // With a cursor the rows come by position; `page` still numbers the page (and sizes the totals).
  const byCursor = query.after !== undefined && keyset !== undefined;
  const byKeys = !byCursor && offset >= DEFERRED_OFFSET;
  const preparedRows =
    byCursor || byKeys ? undefined : preparedPage(db, prepared, () => source.select().orderBy(...orderBy));
  const fetched = (
    byCursor
      ? await source
          .select()
          .where(and(where(), decodeCursor(keyset, query.after as string)))
          .orderBy(...orderBy)
          .limit(limit)
      : byKeys
        ? await rowsByKeys(source, where(), orderBy, offset, limit)
        : preparedRows !== undefined
          ? await preparedRows.execute({ limit, offset })
          : await source
              .select()
              .where(where())
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset)
  ) as TRow[];
  const hasMore = fetched.length > size;
  const content = hasMore ? fetched.slice(0, size) : fetched;
  if (!hasMore && (content.length > 0 || page === 0)) {
    return toPage(content, page, size, offset + content.length);
  }
  const known = hasMore ? offset + size + 1 : 0;
  // Counted on the keys alone, and without joins where the query needs none: the same rows, a
  // query far cheaper to build (the count's cache key is built on every call) and to run.
  const countFrom = () => countingSelect(source, query)({ key: source.id });
  const counting = () => countFrom().where(where());
  // A prepared page's shape and values name its rows, in any order: no query built just to name them.
  const key = `${prepared.rows} ${JSON.stringify(prepared.values)}`;
  // Past the cap the rows before this page already exceed it: counting them again only proves that.
  const total =
    known >= EXACT_COUNT_CAP
      ? await estimateAtLeast(db, counting, known, key)
      : await countUpTo(db, counting, EXACT_COUNT_CAP, {
          reuseAtLeast: known,
          key,
          count: () => preparedCount(db, prepared, countFrom, EXACT_COUNT_CAP)?.(),
        });
  const result = toPage(content, page, size, total);
  if (!hasMore) return result;
  const lastRow = content.at(-1) as Record<string, unknown>;
  return {
    ...result,
    // An estimate can undershoot: a page with rows after it is never reported as the last one.
    last: false,
    totalPages: Math.max(result.totalPages, page + 2),
    ...(keyset === undefined ? {} : { nextCursor: encodeCursor(keyset.positionOf(lastRow)) }),
  };
}

/** The page's rows found by their ids first, in the list's order. */
async function rowsByKeys(
  source: ListSource,
  where: SQL | undefined,
  orderBy: readonly (PgColumn | SQL)[],
  offset: number,
  limit: number,
): Promise<unknown[]> {
  const keyRows = (await source
    .select({ key: source.id })
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)) as { key: unknown }[];
  const keys = keyRows.map((row) => row.key);
  if (keys.length === 0) return [];
  return (await source
    .select()
    .where(inArray(source.id, keys))
    .orderBy(...orderBy)) as unknown[];
}
