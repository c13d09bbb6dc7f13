import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageTooLargeMessage } from '@food-admin/api-client';
import { badRequest, HttpError, refuse, validationFailed } from '../../http/errors';

/** Image types we store and serve; decided from the bytes (magic numbers), never from the name or header. */
const IMAGE_TYPES: Record<string, { ext: string; mime: string }> = {
  'image/png': { ext: 'png', mime: 'image/png' },
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  'image/gif': { ext: 'gif', mime: 'image/gif' },
  'image/webp': { ext: 'webp', mime: 'image/webp' },
  'image/avif': { ext: 'avif', mime: 'image/avif' },
};
const MIME_BY_EXT = Object.fromEntries(Object.values(IMAGE_TYPES).map(({ ext, mime }) => [ext, mime]));

/** Only names this server generated can be served: no paths, no dots beyond the extension. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp|avif)$/;

/**
 * The bytes of the multipart file `field`. A file above `maxBytes` (the limit the parser was given)
 * answers 413 naming it; anything else the multipart parser throws (missing boundary, truncated
 * body) is the client's malformed request.
 */
export async function readFileField(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  const required = () => validationFailed({ [field]: ['An image file is required'] });
  let bytes: Buffer;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) {
      part?.file.resume();
      throw required();
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413) throw new HttpError(413, imageTooLargeMessage(maxBytes));
    throw badRequest('Malformed multipart body');
  }
  if (bytes.length === 0) throw required();
  return bytes;
}

export type IdentifiedImage = { name: string; mime: string };

/** A fresh random name for the image's type, or 415 for anything but the accepted types. */
export async function identifyImage(bytes: Buffer): Promise<IdentifiedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!type) throw refuse('IMAGE_TYPE');
  return { name: `${randomBytes(16).toString('hex')}.${type.ext}`, mime: type.mime };
}

/** The type a generated name stands for (its extension was chosen from the bytes). */
export function mimeOfName(name: string): string {
  return MIME_BY_EXT[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
