import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { csvHeader, csvRow, exportFileName, type CsvColumn } from '@food-admin/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from '../../http/errors';
import type { Database } from '../database';
import { rowsOf } from '../rows';
import { exportQuery, type ListQueryValues, type ListSource } from './source';

/** A fetched row, keyed by the export's aliases: the CSV columns' fields. */
type Row = Record<string, unknown>;

/** Rows per FETCH: large enough to amortise the round trip, small enough to keep memory flat. */
const BATCH_ROWS = 2000;

/** Waits until the stream wants more, or it was closed (the client went away). */
async function drained(out: PassThrough): Promise<void> {
  if (out.destroyed) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/**
 * Answers every matching row of a list as CSV (docs/api.md#export), in the columns its declaration
 * names, streamed from a database cursor
 * inside one transaction: one consistent snapshot, at most BATCH_ROWS rows in memory, and the
 * client's pace respected (a slow download pauses the cursor, a closed one ends it). Authorisation
 * and 404s happen before this starts, so a refused caller never gets a partial file. On PGlite the
 * transaction holds the single connection for the export's duration.
 */
export async function sendListExport(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  source: ListSource,
  query: ListQueryValues,
): Promise<FastifyReply> {
  const columns = source.list.csvColumns as readonly CsvColumn<Row>[];
  const out = new PassThrough();
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${exportFileName(source.list.name)}"`)
    .header('Cache-Control', 'no-store')
    .send(out);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`declare export_rows no scroll cursor for ${exportQuery(source, query)}`);
      if (!out.write(csvHeader<Row>(columns))) await drained(out);
      while (!out.destroyed) {
        const rows = rowsOf(await tx.execute(sql.raw(`fetch forward ${BATCH_ROWS} from export_rows`)));
        if (rows.length === 0) break;
        const chunk = rows.map((row) => csvRow<Row>(columns, row)).join('');
        if (!out.write(chunk)) await drained(out);
      }
    });
    out.end();
  } catch (error) {
    // Headers are gone: the only honest signal left is an aborted download.
    request.log.error({ err: loggableError(error) }, 'CSV export failed mid-stream');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return reply;
}
