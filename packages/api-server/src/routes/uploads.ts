import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import * as v from 'valibot';
import { requireEditor } from '../auth/guards';
import type { AppContext } from '../context';
import { badRequest, HttpError, notFound } from '../http/errors';
import { routeDocs } from '../http/route-docs';

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
 * The bytes of the multipart field `image`. Size-limit errors keep their 413; anything else the
 * multipart parser throws (missing boundary, truncated body) is the client's malformed request.
 */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'image') {
      part?.file.resume();
      throw badRequest('Validation failed', { image: ['An image file is required'] });
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413) throw new HttpError(413, 'Request is too large');
    throw badRequest('Malformed multipart body');
  }
}

const UploadResponseSchema = v.object({ data: v.object({ url: v.string() }) });

export async function uploadRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { uploadDir, uploadMaxBytes, publicUrl } = ctx.config;

  app.post(
    '/api/uploads',
    {
      schema: routeDocs({
        tags: ['uploads'],
        summary: `Upload an image (multipart field "image", PNG/JPEG/GIF/WebP/AVIF, at most ${uploadMaxBytes} bytes)`,
        responses: { 201: UploadResponseSchema },
        errors: [400, 401, 403, 413, 415],
      }),
    },
    async (request, reply) => {
      await requireEditor(ctx, request);
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the image as multipart/form-data in the field "image"');
      const bytes = await readImageField(request);
      if (bytes.length === 0) throw badRequest('Validation failed', { image: ['An image file is required'] });
      const detected = await fileTypeFromBuffer(bytes);
      const type = detected ? IMAGE_TYPES[detected.mime] : undefined;
      if (!type) throw new HttpError(415, 'Only PNG, JPEG, GIF, WebP and AVIF images are accepted');
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await fsp.mkdir(uploadDir, { recursive: true });
      await fsp.writeFile(path.join(uploadDir, name), bytes, { flag: 'wx' });
      const urlPath = `/api/uploads/${name}`;
      return reply.status(201).send({ data: { url: publicUrl ? `${publicUrl}${urlPath}` : urlPath } });
    },
  );

  app.get(
    '/api/uploads/:file',
    {
      schema: routeDocs({
        tags: ['uploads'],
        summary: 'An uploaded image (public; names are random)',
        params: { file: 'string' },
        responses: { 200: v.unknown() },
        errors: [404],
        public: true,
      }),
    },
    async (request, reply) => {
      const file = (request.params as { file?: string }).file ?? '';
      if (!UPLOAD_NAME.test(file)) throw notFound('File not found');
      const fullPath = path.join(uploadDir, file);
      const stat = await fsp.stat(fullPath).catch(() => undefined);
      if (!stat?.isFile()) throw notFound('File not found');
      const ext = file.slice(file.lastIndexOf('.') + 1);
      return reply
        .header('Content-Type', MIME_BY_EXT[ext] ?? 'application/octet-stream')
        .header('Content-Length', stat.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(fullPath));
    },
  );
}
