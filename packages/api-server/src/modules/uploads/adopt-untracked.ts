import type { Executor } from '../../db/database';
import { mimeOfName } from './image-files';
import type { UntrackedFiles } from './storage/image-storage';
import { insertUploadsIfAbsent, trackedNames } from './uploads.repository';

const CHUNK = 500;

/**
 * Gives a row to every stored file without one that is older than `cutoff`: files uploaded before
 * the uploads table existed (the disk this finding filled) and files a crash left between write and
 * commit. Owner unknown (null): they count towards the total cap, not a user's quota, and the
 * sweep then deletes them like any other upload when nothing references them. Younger files may
 * belong to an upload still in its transaction, so they are left alone.
 */
export async function adoptUntracked(tx: Executor, files: UntrackedFiles, cutoff: Date): Promise<number> {
  const names = await files.listNames();
  let adopted = 0;
  for (let start = 0; start < names.length; start += CHUNK) {
    const chunk = names.slice(start, start + CHUNK);
    const tracked = await trackedNames(tx, chunk);
    const rows = [];
    for (const name of chunk.filter((candidate) => !tracked.has(candidate))) {
      const info = await files.stat(name);
      if (info === undefined || info.modifiedAt >= cutoff) continue;
      rows.push({
        name,
        ownerUid: null,
        sizeBytes: info.size,
        mime: mimeOfName(name),
        createdAt: info.modifiedAt,
      });
    }
    adopted += await insertUploadsIfAbsent(tx, rows);
  }
  return adopted;
}
