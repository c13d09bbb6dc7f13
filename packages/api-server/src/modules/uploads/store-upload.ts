import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { runTransaction } from '../../db/transaction';
import type { ImageStorage } from './storage/image-storage';
import { quotaReached, storageFull } from './upload-limit-errors';
import {
  bytesStored,
  bytesStoredBy,
  insertUpload,
  lockAllUploads,
  lockOwnerUploads,
} from './uploads.repository';

export type NewUpload = { name: string; mime: string; bytes: Buffer; ownerUid: string };

/**
 * Stores an upload within the caller's quota and the total cap, or stores nothing (413 / 507).
 * One transaction: the caller's lock, their quota check, the bytes, then the short global lock,
 * the total check and the uploads row. Concurrent uploads by one user queue on the first lock, so
 * together they never pass the quota; the global lock is taken last, after the slow write, so
 * uploads by different users only queue for a sum and an insert. Both locks are advisory
 * transaction locks, always in this order (no deadlock); on PGlite transactions run one at a time
 * anyway.
 */
export async function storeUpload(
  db: Database,
  storage: ImageStorage,
  limits: ServerConfig['uploads'],
  upload: NewUpload,
): Promise<void> {
  const size = upload.bytes.length;
  try {
    await runTransaction(db, async (tx) => {
      await lockOwnerUploads(tx, upload.ownerUid);
      const stored = await bytesStoredBy(tx, upload.ownerUid);
      if (stored + size > limits.quotaBytes) {
        throw quotaReached(stored, limits.quotaBytes, limits.orphanGraceMs);
      }
      await storage.put(tx, upload.name, upload.bytes);
      await lockAllUploads(tx);
      if ((await bytesStored(tx)) + size > limits.totalMaxBytes) throw storageFull();
      await insertUpload(tx, {
        name: upload.name,
        ownerUid: upload.ownerUid,
        sizeBytes: size,
        mime: upload.mime,
      });
    });
  } catch (error) {
    // A database storage rolled back with the transaction; a file must be removed by hand. Should
    // that fail too, the sweep adopts and removes the file after the grace period.
    await storage.delete(db, [upload.name]).catch(() => undefined);
    throw error;
  }
}
