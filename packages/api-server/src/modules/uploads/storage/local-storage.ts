import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { mimeOfName, UPLOAD_NAME } from '../image-files';
import type { ImageStorage } from './image-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in one directory: the default, for a single instance (or several sharing a volume). A file
 * is written before its row commits; if the transaction then fails the caller deletes it, and a
 * crash in between leaves a file the sweep adopts.
 */
export function localImageStorage(uploadDir: string): ImageStorage {
  const fileOf = (name: string) => path.join(uploadDir, name);
  const stat = async (name: string) => {
    const found = await fsp.stat(fileOf(name)).catch(() => undefined);
    return found?.isFile() ? { size: found.size, modifiedAt: found.mtime } : undefined;
  };

  return {
    kind: 'local',
    async put(_tx, name, bytes) {
      await fsp.mkdir(uploadDir, { recursive: true });
      // Names are 128 random bits; overwriting is only ever our own retried transaction.
      await fsp.writeFile(fileOf(name), bytes);
    },
    async get(name) {
      const info = await stat(name);
      if (info === undefined) return undefined;
      return { body: fs.createReadStream(fileOf(name)), size: info.size, mime: mimeOfName(name) };
    },
    async delete(_tx, names) {
      for (const name of names) {
        await fsp.unlink(fileOf(name)).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
    },
    untracked: {
      async listNames() {
        const entries = await fsp.readdir(uploadDir).catch((error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        });
        return entries.filter((entry) => UPLOAD_NAME.test(entry));
      },
      stat,
    },
  };
}
