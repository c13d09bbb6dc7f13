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

/**
 * The largest image an upload takes: the server's default (UPLOAD_MAX_BYTES, 413 above) and the
 * limit the app checks a chosen file against before sending it.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** `5 MB`, `0.1 MB`: binary megabytes, as the limit is set. */
export const formatMegabytes = (bytes: number): string => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/** The 413 of an image above the limit: `Image must be at most 5 MB`. */
export const imageTooLargeMessage = (maxBytes: number = MAX_UPLOAD_BYTES): string =>
  `Image must be at most ${formatMegabytes(maxBytes)}`;
