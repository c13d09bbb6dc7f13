import type { Transport } from './http';
import { parseResponseText } from './response-body';

type XhrRequest = {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  /** Called with the uploaded fraction (0..1) as bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * A transport over XMLHttpRequest, for an upload with progress: fetch (and so ofetch, which sends
 * with it) cannot report upload progress, XHR can. Without `onProgress` an upload goes through the
 * ofetch transport like any other call (uploads.ts). Rejects (like fetch) only when no response
 * arrived: network failure or abort.
 */
export function xhrTransport(request: XhrRequest): Transport {
  return (headers) =>
    new Promise((resolve, reject) => {
      const { signal } = request;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        // eslint-disable-next-line money/no-float-arithmetic -- a ProgressEvent's bytes, not an amount
        if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
      });
      // Reject on the signal itself rather than on the XHR 'abort' event, which not every
      // environment dispatches for a request still waiting on its response.
      const onAbort = () => {
        reject(signal?.reason);
        xhr.abort();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.addEventListener('load', () => {
        settle();
        request.onProgress(1);
        resolve({
          status: xhr.status,
          body: parseResponseText(xhr.responseText),
          retryAfter: xhr.getResponseHeader('Retry-After'),
          requestId: xhr.getResponseHeader('X-Request-Id'),
        });
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new TypeError('Network request failed'));
      });
      xhr.send(request.body);
    });
}
