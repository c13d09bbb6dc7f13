import {
  bulkTooManyRowsMessage,
  MAX_BULK_FILTER_ROWS,
  type BulkRefusal,
  type BulkResult,
  type Refusal,
} from '@food-admin/api-client';
import { matchingRows, type ListFilterQuery, type MockList } from '../db/paging';
import { errorResponse } from './respond';

/*
 * What the bulk actions share (docs/api.md#bulk-actions), as the server's db/bulk.ts: which rows an
 * action names, how a row is refused, and the answer `{ changed, refused: [{ id, reason }] }`. The
 * body is parsed with the contract's schema first (1 to 1000 distinct ids, or a filter of the
 * list's search and filters, never both): the mocks' edge answers its 400s.
 */

/** The target of a parsed bulk body: exactly one of the two. */
export type BulkTarget = { ids?: number[] | undefined; filter?: ListFilterQuery | undefined };

/**
 * The ids an action names, ascending (the order the server decides and logs rows in): the ids sent,
 * or every row the list shows under the filter's search and filters (`matchingRows` over the list's
 * rows, as the server resolves them with the list's own source). More than MAX_BULK_FILTER_ROWS
 * matching rows refuse the whole action: 400 with the message only.
 */
export function targetIds<TRow extends { id: number }>(
  target: BulkTarget,
  rows: () => readonly TRow[],
  list: MockList<TRow>,
): number[] {
  if (target.ids !== undefined) return [...target.ids].sort((a, b) => a - b);
  const ids = matchingRows(rows(), target.filter ?? {}, list)
    .map((row) => row.id)
    .sort((a, b) => a - b);
  if (ids.length > MAX_BULK_FILTER_ROWS) throw errorResponse(400, bulkTooManyRowsMessage());
  return ids;
}

/** Collects an action's answer: changed rows are counted, refused ones listed in id order. */
export class BulkOutcome {
  private readonly refusals: BulkRefusal[] = [];
  changed = 0;

  /** Refuses row `id` (an id that names no row: `refusal('NOT_FOUND')`); the reason is the refusal's message. */
  refuse(id: number, refused: Refusal): void {
    this.refusals.push({ id, reason: refused.message, code: refused.code });
  }

  result(): BulkResult {
    return { changed: this.changed, refused: [...this.refusals].sort((a, b) => a.id - b.id) };
  }
}

/** The empty answer of a bulk action (`overrides.empty`): nothing changed, nothing refused. */
export const noBulkChange = (): BulkResult => ({ changed: 0, refused: [] });
