import * as v from 'valibot';
import { PROGRESS_CONTENT_TYPE, progressLineSchema, type Progress } from '../schemas/progress';
import { withQuery, type Http, type HttpRequest, type RawResponse, type Transport } from './http';
import { parseResponseText } from './response-body';

/*
 * A call that reports its progress (docs/api.md#progress), loaded on first use by callEndpoint: only
 * the bulk actions stream, and the entry chunk is at its budget.
 */

// The result stays unknown here: exchange() parses it with the endpoint's schema, once (a schema
// with transforms must not run twice), and names the call when it does not fit.
const LineSchema = progressLineSchema(v.unknown());

const IgnoredBodySchema = v.pipe(
  v.unknown(),
  v.transform((): void => undefined),
);

/**
 * Sends `request` asking for progress, through exchange() like every call (the token, one refresh
 * after a 401, ApiError, the endpoint's schema); `onProgress` hears each progress line in order.
 */
export function exchangeWithProgress(
  http: Http,
  request: HttpRequest,
  schema: v.GenericSchema | undefined,
  onProgress: (progress: Progress) => void,
): Promise<unknown> {
  return http.exchange({
    label: `${request.method} ${request.path}`,
    transport: progressTransport(http, request, onProgress),
    schema: schema ?? IgnoredBodySchema,
    authenticate: true,
    signal: request.signal,
  });
}

/**
 * A transport over the client's `fetch` (so the tests' doubles see it) that reads an NDJSON answer
 * line by line as it arrives. What it resolves with is what the JSON answer would have been: the
 * result line's body with 200, an error line's body with its status (so exchange() raises the same
 * ApiError), or, when the server answered JSON (a refusal before any work, a server or mock that
 * does not stream), that body as it is. Rejects, like fetch, when no whole answer came: a stream
 * that ends before its result or error is a dropped connection.
 */
export function progressTransport(
  http: Http,
  request: HttpRequest,
  onProgress: (progress: Progress) => void,
): Transport {
  return async (headers) => {
    const { body } = request;
    // ofetch writes a plain object as JSON for the other calls; this one sends with fetch itself.
    const json = body !== undefined && !(body instanceof FormData);
    const response = await http.fetch(
      withQuery(`${http.baseURL.replace(/\/+$/, '')}${request.path}`, request.query),
      {
        method: request.method,
        headers: {
          ...request.headers,
          ...headers,
          ...(json ? { 'Content-Type': 'application/json' } : {}),
          Accept: PROGRESS_CONTENT_TYPE,
        },
        body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
        signal: request.signal,
      },
    );
    const answer = {
      retryAfter: response.headers.get('retry-after'),
      requestId: response.headers.get('x-request-id'),
    };
    if (!response.headers.get('content-type')?.includes(PROGRESS_CONTENT_TYPE))
      return { status: response.status, body: parseResponseText(await response.text()), ...answer };
    const settled = await readLines(response, onProgress, request.signal);
    if (settled === undefined) throw new TypeError('The progress stream ended before its answer');
    return { ...settled, ...answer };
  };
}

/** Reads the lines of `response` until its result or error line; undefined when the stream ends first. */
async function readLines(
  response: Response,
  onProgress: (progress: Progress) => void,
  signal: AbortSignal | undefined,
): Promise<Pick<RawResponse, 'status' | 'body'> | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return undefined;
  // Stop reading on the signal itself: not every fetch (a test double, an older engine) errors a
  // body already streaming when its request is aborted. exchange() then rejects with the reason.
  const stop = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // A line may arrive in pieces: only what is followed by a newline is whole (all of it at the end).
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const settled = settledBy(line, onProgress);
        if (settled) return settled;
      }
      if (done) return undefined;
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    // Nothing after the answer matters; let the connection go.
    stop();
  }
}

/** Hands a progress line to `onProgress`; the answer a result or error line stands for. */
function settledBy(
  text: string,
  onProgress: (progress: Progress) => void,
): Pick<RawResponse, 'status' | 'body'> | undefined {
  if (text.trim() === '') return undefined;
  // A line that is not JSON is a broken stream; exchange() reports it as a network failure.
  const line: unknown = JSON.parse(text);
  const parsed = v.safeParse(LineSchema, line);
  // A line of a kind this client does not know (a later version's) is skipped.
  if (!parsed.success) return undefined;
  const { output } = parsed;
  if ('progress' in output) {
    onProgress(output.progress);
    return undefined;
  }
  if ('result' in output) return { status: 200, body: output.result };
  // The body as the JSON answer would carry it (every field the server sent), without the status.
  const { status: _status, ...error } = (line as { error: Record<string, unknown> }).error;
  return { status: output.error.status, body: error };
}
