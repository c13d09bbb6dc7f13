import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { defineRoute, type Route } from '../../http/edge/route';
import { identifyImage, readFileField, UPLOAD_NAME } from './image-files';
import { createImageStorage } from './storage/create-storage';
import { storeUpload } from './store-upload';

export function uploadRoutes({ config, db }: AppContext): Route[] {
  const { publicUrl } = config;
  const storage = createImageStorage(config, db);
  const upload = contract.uploads.image;

  return [
    defineRoute(
      upload,
      async ({ request, user }) => {
        const bytes = await readFileField(request, upload.body.multipart.file, config.uploadMaxBytes);
        const { name, mime } = await identifyImage(bytes);
        await storeUpload(db, storage, config.uploads, { name, mime, bytes, ownerUid: user.uid });
        const urlPath = `/api/uploads/${name}`;
        // The shape third-party image hosts answer, so the app's upload code works with either.
        return { data: { url: publicUrl ? `${publicUrl}${urlPath}` : urlPath } };
      },
      { rateLimit: 'upload' },
    ),

    defineRoute(contract.uploads.file, async ({ params, reply }) => {
      const image = UPLOAD_NAME.test(params.file) ? await storage.get(params.file) : undefined;
      if (image === undefined) throw notFound('File not found');
      return reply
        .header('Content-Type', image.mime)
        .header('Content-Length', image.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.body);
    }),
  ];
}
