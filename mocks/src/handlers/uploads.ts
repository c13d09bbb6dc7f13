import { contract, imageTooLargeMessage, MAX_UPLOAD_BYTES } from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import { extensionOf, mockImageUrl, MOCK_IMAGE_ORIGIN } from '../fixtures/images';
import { mockDb } from '../db/mock-db';
import { mockEndpoint, type Endpoint } from './mock-endpoint';
import { errorResponse, fieldError, noContent, refuse } from './respond';
import { placeholderSvg } from './placeholder-svg';

/** The real server's default limit, declared in the contract. */
export { MAX_UPLOAD_BYTES };

/** What the server stores (it decides from the bytes; the mock trusts the declared type). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

/** The uploaded `image` field, or the server's error for the request (thrown, the endpoint answers it). */
async function imageField(request: Request): Promise<Blob> {
  const form = await request.formData().catch(() => {
    throw errorResponse(415, 'Send the image as multipart/form-data in the field "image"');
  });
  const image = form.get('image');
  if (!(image instanceof Blob) || image.size === 0) throw fieldError('image', 'An image file is required');
  if (image.size > MAX_UPLOAD_BYTES) throw errorResponse(413, imageTooLargeMessage());
  if (!IMAGE_TYPES.has(image.type)) throw refuse('IMAGE_TYPE');
  return image;
}

export const uploadEndpoints = {
  uploadImage: mockEndpoint(
    contract.uploads.image,
    async ({ request }) => {
      const image = await imageField(request);
      const stored = mockDb.uploads.insert({
        name: image instanceof File ? image.name : 'image',
        type: image.type,
        bytes: await image.arrayBuffer(),
      });
      return { data: { url: mockImageUrl('uploads', stored.id, extensionOf(image.type)) } };
    },
    noContent,
  ),
};

/**
 * Not part of the API: the fixture image host. Uploaded images come back as uploaded, every other
 * URL as a generated SVG tile, so stories and the demo show pictures without touching the internet.
 */
export const imageHostEndpoints = {
  mockImage: {
    method: 'get',
    path: `${MOCK_IMAGE_ORIGIN}/:kind/:file`,
    serves: [],
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
} satisfies Record<string, Endpoint>;
