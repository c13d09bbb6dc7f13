import * as v from 'valibot';

/**
 * POST /api/uploads (and imgbb-style third-party hosts) answer `{ data: { url } }`;
 * other fields the host adds are ignored.
 */
export const UploadResponseSchema = v.object({
  data: v.object({
    url: v.pipe(v.string(), v.trim(), v.minLength(1, 'Upload response has no URL')),
  }),
});
export type UploadResponse = v.InferOutput<typeof UploadResponseSchema>;
