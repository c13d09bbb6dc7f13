import type { Database } from '../../db/database';
import { adoptUntracked } from './adopt-untracked';
import type { ImageStorage } from './storage/image-storage';
import { deleteOrphanRows, tryLockSweep } from './uploads.repository';

/** Rows deleted per transaction: keeps each one short (PGlite serves nothing else meanwhile). */
const BATCH = 200;

export type SweepOptions = {
  db: Database;
  storage: ImageStorage;
  /** Uploads younger than this are kept even when unreferenced (a form may still be open). */
  graceMs: number;
  /** The sweep's clock; tests pass their own. */
  now?: Date;
};

export type SweepResult = {
  /** False when another instance held the sweep lock: this one did nothing. */
  ran: boolean;
  deleted: string[];
  freedBytes: number;
  /** Files found in storage without a row and given one (see adopt-untracked.ts). */
  adopted: number;
};

/**
 * Deletes uploads (row and bytes) created more than `graceMs` before `now` that no restaurant logo
 * or dish image refers to. On PostgreSQL an advisory lock lets one instance sweep at a time; the
 * others skip. Bytes go in the same transaction as their row: a database storage commits both or
 * neither; a file deleted before a failed commit leaves a row the next sweep removes.
 */
export async function sweepOrphanUploads(options: SweepOptions): Promise<SweepResult> {
  const { db, storage, graceMs } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - graceMs);
  const result: SweepResult = { ran: false, deleted: [], freedBytes: 0, adopted: 0 };
  for (let first = true; ; first = false) {
    const batch = await db.transaction(async (tx) => {
      if (!(await tryLockSweep(tx))) return undefined;
      if (first && storage.untracked) result.adopted = await adoptUntracked(tx, storage.untracked, cutoff);
      const rows = await deleteOrphanRows(tx, cutoff, BATCH);
      await storage.delete(
        tx,
        rows.map((row) => row.name),
      );
      return rows;
    });
    if (batch === undefined) return result;
    result.ran = true;
    result.deleted.push(...batch.map((row) => row.name));
    result.freedBytes += batch.reduce((sum, row) => sum + row.sizeBytes, 0);
    if (batch.length < BATCH) return result;
  }
}
