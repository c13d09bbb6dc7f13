import {
  bulkTooManyRowsMessage,
  MAX_BULK_FILTER_ROWS,
  type BulkRefusal,
  type BulkResult,
  type Progress,
  type Refusal,
} from '@food-admin/api-client';
import { asc } from 'drizzle-orm';
import { badRequest, HttpError } from '../http/errors';
import { listWhere, type ListQueryValues, type ListSource } from './lists';

/*
 * What every bulk action shares (docs/api.md#bulk-actions): which rows it names, how a row is
 * refused, and what it answers. Each module decides per row and writes in its own transaction.
 */

/** The target of a parsed bulk body: exactly one of the two (the contract's schema checks it). */
export type BulkTarget = { ids?: number[] | undefined; filter?: ListQueryValues | undefined };

/** Rows per multi-row insert: far below PostgreSQL's 65,535 parameters per statement. */
const CHUNK_ROWS = 1000;

export function chunked<T>(items: readonly T[], size = CHUNK_ROWS): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Hears a long write's progress (http/edge/progress.ts streams it to a caller who asked). */
export type ReportProgress = (progress: Progress) => void;

/**
 * Rows a bulk action locks, decides and writes at a time: small enough that a 10,000-row action
 * reports its progress 20 times (a few seconds on PostgreSQL, docs/performance.md), large enough
 * that the extra round trips cost nothing measurable.
 */
const PROGRESS_CHUNK_ROWS = 500;

/**
 * Runs `work` over `ids` a chunk at a time, in order (so locks are still taken in id order), and
 * reports the rows done: 0 of all first, then after each chunk. Every chunk runs in the caller's
 * transaction: the action still commits or fails as one.
 */
export async function inChunks(
  ids: readonly number[],
  report: ReportProgress | undefined,
  work: (chunk: number[]) => Promise<void>,
): Promise<void> {
  const total = ids.length;
  report?.({ done: 0, total });
  let done = 0;
  for (const chunk of chunked(ids, PROGRESS_CHUNK_ROWS)) {
    await work(chunk);
    done += chunk.length;
    report?.({ done, total });
  }
}

/**
 * The ids a bulk action names, ascending (rows are locked and changed in that order, so two bulk
 * actions never deadlock each other): the ids sent, or every row the list shows under the filter's
 * search and filters, resolved with the list's own source (db/lists). More than MAX_BULK_FILTER_ROWS
 * matching rows refuse the whole action (400).
 *
 * `source` must be built on the action's transaction: on PGlite the transaction holds the one
 * connection, and the ids must come from the snapshot the action changes.
 */
export async function targetIds(source: ListSource, target: BulkTarget): Promise<number[]> {
  if (target.ids !== undefined) return [...target.ids].sort((a, b) => a - b);
  const rows = (await source
    .select({ id: source.id })
    .where(listWhere(source, target.filter ?? {}))
    .orderBy(asc(source.id))
    .limit(MAX_BULK_FILTER_ROWS + 1)) as { id: number }[];
  if (rows.length > MAX_BULK_FILTER_ROWS) throw badRequest(bulkTooManyRowsMessage());
  return rows.map((row) => row.id);
}

/** Rows in id order (RETURNING promises no order): activity entries follow it. */
export const byId = <TRow extends { id: number }>(rows: readonly TRow[]): TRow[] =>
  [...rows].sort((a, b) => a.id - b.id);

/**
 * Why a single-row rule refuses a row: the message and code of the HttpError it throws (the same
 * refusal the single-row endpoint answers), or undefined when the row passes.
 */
export function refusalOf(rule: () => void): Refusal | undefined {
  try {
    rule();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError)
      return { status: error.statusCode, message: error.message, code: error.code };
    throw error;
  }
}

/** Collects a bulk action's answer: changed rows are counted, refused ones listed in id order. */
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
