import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { uploadBlobs } from '../../../db/schema';
import { mimeOfName } from '../image-files';
import type { ImageStorage } from './image-storage';

/**
 * A bytea table in the application database: every instance sees every image, on PGlite and
 * PostgreSQL alike, and bytes and row commit or roll back together. Costs database space and a
 * round trip per image served (browsers and proxies cache them for a year: names never change).
 */
export function databaseImageStorage(db: Database): ImageStorage {
  return {
    kind: 'database',
    async put(tx, name, bytes) {
      await tx.insert(uploadBlobs).values({ name, bytes });
    },
    async get(name) {
      const [row] = await db
        .select({ bytes: uploadBlobs.bytes })
        .from(uploadBlobs)
        .where(eq(uploadBlobs.name, name))
        .limit(1);
      if (row === undefined) return undefined;
      return { body: row.bytes, size: row.bytes.length, mime: mimeOfName(name) };
    },
    async delete(tx, names) {
      if (names.length > 0) await tx.delete(uploadBlobs).where(inArray(uploadBlobs.name, [...names]));
    },
  };
}
