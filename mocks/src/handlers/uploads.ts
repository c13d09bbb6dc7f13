import { HttpResponse } from 'msw';
import { extensionOf, mockImageUrl, MOCK_IMAGE_ORIGIN } from '../fixtures/images';
import { mockDb } from '../db/mock-db';
import { created, errorResponse, noContent, type Endpoint } from './respond';

/** Same limit as the real server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const uploadEndpoints = {
  uploadImage: {
    method: 'post',
    path: '/api/uploads',
    resolve: async ({ request }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return errorResponse(415, 'Upload must be multipart/form-data');
      }
      const image = form.get('image');
      if (!(image instanceof Blob)) return errorResponse(400, 'Field "image" is required');
      if (!image.type.startsWith('image/')) return errorResponse(415, 'Only image files are allowed');
      if (image.size > MAX_UPLOAD_BYTES) return errorResponse(413, 'Image is larger than 5 MB');
      const stored = mockDb.uploads.insert({
        name: image instanceof File ? image.name : 'image',
        type: image.type,
        bytes: await image.arrayBuffer(),
      });
      return created({ data: { url: mockImageUrl('uploads', stored.id, extensionOf(image.type)) } });
    },
    empty: noContent,
  },
  /**
   * Serves the fixture host: uploaded images come back as uploaded, every other URL as a generated
   * SVG tile, so stories and the demo show pictures without touching the internet.
   */
  mockImage: {
    method: 'get',
    path: `${MOCK_IMAGE_ORIGIN}/:kind/:file`,
    resolve: ({ params }) => {
      const kind = String(params.kind);
      const name = String(params.file).replace(/\.[a-z]+$/i, '');
      const upload = kind === 'uploads' ? mockDb.uploads.find(Number(name)) : undefined;
      if (upload) return new HttpResponse(upload.bytes, { headers: { 'content-type': upload.type } });
      return new HttpResponse(placeholderSvg(`${kind}-${name}`), {
        headers: { 'content-type': 'image/svg+xml' },
      });
    },
    empty: () => new HttpResponse(null, { status: 404 }),
  },
  health: {
    method: 'get',
    path: '/api/health',
    resolve: () => HttpResponse.json({ status: 'ok' }),
    empty: () => HttpResponse.json({ status: 'ok' }),
  },
} satisfies Record<string, Endpoint>;

/** A deterministic coloured tile: the hue comes from the name, so each image looks distinct. */
function placeholderSvg(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 42%)"/>
</linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
<circle cx="200" cy="150" r="70" fill="rgba(255,255,255,0.25)"/>
</svg>`;
}
