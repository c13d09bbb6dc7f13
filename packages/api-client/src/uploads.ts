import * as v from 'valibot';
import { loadContract } from './contract/load';
import type { Http, Transport } from './http/http';
import { xhrTransport } from './http/xhr-transport';
import { UploadResponseSchema } from './schemas/upload';

/** An imgbb-style host: multipart field `image`, access key in `?key=`, answers `{ data: { url } }`. */
export type ImageUploadHost = { url: string; key: string };

export type UploadImageOptions = {
  /** Upload progress as a fraction 0..1; when given, the upload goes over XMLHttpRequest. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export type UploadImageParams = UploadImageOptions & {
  file: Blob;
  /** Third-party host; without it the image goes to our own POST /api/uploads. */
  host?: ImageUploadHost;
};

/** Uploads an image and resolves with its public http(s) address (the reply's `data.url`). */
export async function uploadImage(http: Http, params: UploadImageParams): Promise<string> {
  const { file, host, onProgress, signal } = params;
  const body = new FormData();
  body.append('image', file, typeof File !== 'undefined' && file instanceof File ? file.name : 'image');
  // Only our own upload needs its path from the endpoint table; a third-party host has its own URL.
  const path = host ? host.url : (await loadContract()).uploads.image.path;
  const url = host ? withKey(host) : joinBase(http.baseURL, path);
  const label = `POST ${path}`;
  const transport: Transport = onProgress
    ? xhrTransport({ method: 'POST', url, body, onProgress, signal })
    : http.fetchTransport({ method: 'POST', path, url, body, signal });

  const schema = v.pipe(
    UploadResponseSchema,
    v.transform((reply) => absoluteUrl(reply.data.url, http.baseURL)),
    v.string('data.url is not an http(s) URL'),
  );
  // Our bearer token never goes to a third-party host.
  return http.exchange({ label, transport, schema, authenticate: !host, signal });
}

function withKey(host: ImageUploadHost): string {
  return `${host.url}${host.url.includes('?') ? '&' : '?'}key=${encodeURIComponent(host.key)}`;
}

function joinBase(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, '')}${path}`;
}

/**
 * Our server may answer a path (`/api/uploads/abc.png`); forms need an absolute http(s) URL,
 * so resolve it against the API base (or the page when the base is relative).
 */
function absoluteUrl(url: string, baseURL: string): string | null {
  const origin = typeof location === 'undefined' ? undefined : location.href;
  try {
    const base = origin ? new URL(baseURL || '/', origin).href : baseURL || undefined;
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}
