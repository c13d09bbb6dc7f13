import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { uploadBlobs, uploads } from '../../src/db/schema';

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of exactly `size` bytes (the type is decided from the first bytes; the rest is padding). */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 7)]);
}

const BOUNDARY = '----food-admin-upload-boundary';

export function imageForm(bytes: Buffer, field = 'image') {
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** POST /api/uploads as `user`. */
export function uploadImage(app: FastifyInstance, user: { headers: Record<string, string> }, bytes: Buffer) {
  const form = imageForm(bytes);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...form.headers, ...user.headers },
    payload: form.payload,
  });
}

/** The stored name from an upload's answer (`…/api/uploads/<name>`). */
export const nameOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** Bytes recorded in the uploads table, for one owner or for everyone. */
export async function recordedBytes(db: Database, ownerUid?: string): Promise<number> {
  const rows = await db
    .select({ size: uploads.sizeBytes })
    .from(uploads)
    .where(ownerUid === undefined ? undefined : eq(uploads.ownerUid, ownerUid));
  return rows.reduce((sum, row) => sum + row.size, 0);
}

export async function blobCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(uploadBlobs);
  return Number(row?.n ?? 0);
}
