import fs from 'node:fs';
import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { findImage, readFileField, storeImage } from './image-files';

export function uploadRoutes({ config }: AppContext): Route[] {
  const { uploadDir, publicUrl } = config;
  const upload = contract.uploads.image;

  return [
    defineRoute(upload, async ({ request }) => {
      const name = await storeImage(uploadDir, await readFileField(request, upload.body.multipart.file));
      const urlPath = `/api/uploads/${name}`;
      // The shape third-party image hosts answer, so the app's upload code works with either.
      return { data: { url: publicUrl ? `${publicUrl}${urlPath}` : urlPath } };
    }),

    defineRoute(contract.uploads.file, async ({ params, reply }) => {
      const image = await findImage(uploadDir, params.file);
      if (image === undefined) throw notFound('File not found');
      return reply
        .header('Content-Type', image.mime)
        .header('Content-Length', image.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(image.path));
    }),
  ];
}
