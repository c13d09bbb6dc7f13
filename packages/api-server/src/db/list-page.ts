import type { Page } from '@food-admin/api-client';
import { and, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { countUpTo, EXACT_COUNT_CAP } from './count';
import type { Database } from './database';
import { searchCondition } from './search';

/** What every list request carries (ListQuerySchema and the feed's query parse to this). */
export type ListRequest = { page: number; size: number; search?: string | undefined };

export type ListSpec<TQuery extends PgSelect> = {
  /**
   * `select … from … join …`, without where or order, as a dynamic query (`.$dynamic()`). Called
   * once per query: Drizzle builders change as `.where()`, `.limit()` are applied.
   */
  from: () => TQuery;
  /** The list's search matches a case-insensitive substring of any of these. */
  searchIn?: readonly SQLWrapper[];
  /** Further conditions, all required (the parent's id, the feed's filters); undefined ones are skipped. */
  filters?: readonly (SQL | undefined)[];
  orderBy: readonly (PgColumn | SQL)[];
};

type RowOf<TQuery> = Awaited<TQuery> extends readonly (infer TRow)[] ? TRow : never;

export function toPage<T>(content: T[], page: number, size: number, totalElements: number): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return { content, number: page, last: page >= totalPages - 1, totalPages, totalElements };
}

export function mapPage<TRow, T>(page: Page<TRow>, map: (row: TRow) => T): Page<T> {
  return { ...page, content: page.content.map(map) };
}

/**
 * One page of a list: the where clause (search + filters) is written once and used for the rows and
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
  const { page, size } = request;
  const where = and(...(spec.filters ?? []), searchCondition(request.search, spec.searchIn ?? []));
  const matching = () => spec.from().where(where);
  const offset = page * size;
  const fetched = (await matching()
    .orderBy(...spec.orderBy)
    .limit(size + 1)
    .offset(offset)) as RowOf<TQuery>[];
  const hasMore = fetched.length > size;
  const content = hasMore ? fetched.slice(0, size) : fetched;
  if (!hasMore && (content.length > 0 || page === 0)) {
    return toPage(content, page, size, offset + content.length);
  }
  const known = hasMore ? offset + size + 1 : 0;
  const total = await countUpTo(db, matching, Math.max(EXACT_COUNT_CAP, known), known);
  const result = toPage(content, page, size, total);
  // An estimate can undershoot: a page with rows after it is never reported as the last one.
  return hasMore ? { ...result, last: false, totalPages: Math.max(result.totalPages, page + 2) } : result;
}
