import { and, eq, inArray, lt, notExists, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { mayNameUpload, uploadNameIn, uploads } from '../../db/schema';
import { dishRows, restaurantRows } from '../../db/trash-tables';
import { LOCK_KEYS } from '../../db/lock-keys';

export type UploadRow = typeof uploads.$inferSelect;

/** Serialises the caller's uploads until the transaction ends, so their quota check cannot race. */
export async function lockOwnerUploads(tx: Executor, ownerUid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.uploadOwner}, hashtext(${ownerUid}))`);
}

/** Serialises the total-cap check and the insert of every upload until the transaction ends. */
export async function lockAllUploads(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.uploadTotal})`);
}

/** True when this transaction got the sweep lock; false while another instance sweeps. */
export async function tryLockSweep(tx: Executor): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEYS.uploadSweep}) as locked`);
  return rowsOf(result)[0]?.locked === true;
}

const totalSize = sql`coalesce(sum(${uploads.sizeBytes}), 0)`.mapWith(Number);

export async function bytesStoredBy(tx: Executor, ownerUid: string): Promise<number> {
  const [row] = await tx.select({ total: totalSize }).from(uploads).where(eq(uploads.ownerUid, ownerUid));
  return row?.total ?? 0;
}

export async function bytesStored(tx: Executor): Promise<number> {
  const [row] = await tx.select({ total: totalSize }).from(uploads);
  return row?.total ?? 0;
}

export async function insertUpload(tx: Executor, values: typeof uploads.$inferInsert): Promise<void> {
  await tx.insert(uploads).values(values);
}

/** Rows for files found without one; a row written meanwhile wins. */
export async function insertUploadsIfAbsent(
  tx: Executor,
  rows: (typeof uploads.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(uploads)
    .values(rows)
    .onConflictDoNothing()
    .returning({ name: uploads.name });
  return inserted.length;
}

/** Which of `names` have an uploads row. */
export async function trackedNames(tx: Executor, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await tx
    .select({ name: uploads.name })
    .from(uploads)
    .where(inArray(uploads.name, [...names]));
  return new Set(rows.map((row) => row.name));
}

/** A row of `table` whose URL `column` names the upload of the enclosing query (an index probe). */
function referencedBy(tx: Executor, table: PgTable, column: PgColumn): SQLWrapper {
  return tx
    .select({ one: sql`1` })
    .from(table)
    .where(and(mayNameUpload(column), eq(uploadNameIn(column), uploads.name)));
}

/**
 * Deletes up to `limit` uploads rows created before `cutoff` that no restaurant logo or dish image
 * names, oldest first, and answers them. One statement, so the check and the delete see the same data.
 */
export async function deleteOrphanRows(
  tx: Executor,
  cutoff: Date,
  limit: number,
): Promise<Pick<UploadRow, 'name' | 'sizeBytes'>[]> {
  const orphans = tx
    .select({ name: uploads.name })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, cutoff),
        // Deleted rows count too: their images must still be there when they are restored.
        notExists(referencedBy(tx, restaurantRows, restaurantRows.logoUrl)),
        notExists(referencedBy(tx, dishRows, dishRows.imageUrl)),
      ),
    )
    .orderBy(uploads.createdAt)
    .limit(limit);
  return tx
    .delete(uploads)
    .where(inArray(uploads.name, orphans))
    .returning({ name: uploads.name, sizeBytes: uploads.sizeBytes });
}
