import * as v from 'valibot';
import { ApiError } from './api-error';
import { createReadMarks, READ_MARK_HEADER, type ReadMarks } from './read-marks';
import { parseResponseText } from './response-body';

import type { HttpMethod } from '../contract/endpoint';

export type { HttpMethod };
type QueryScalar = string | number | boolean;
/** An array is sent as a repeated key (`role=ADMIN&role=RESTAURANT`). */
export type QueryValue = QueryScalar | readonly QueryScalar[] | undefined;

export type HttpRequest = {
  method: HttpMethod;
  /** Path below the base URL, e.g. `/api/restaurants/3`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON-serialisable value or a FormData. */
  body?: unknown;
  /** Headers of this request besides Accept and Authorization (If-Match). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** What came back, before any judgement: the status, the parsed body and the Retry-After header. */
export type RawResponse = { status: number; body: unknown; retryAfter?: string | null };

/** Sends one attempt with the given headers. Rejects only when no response arrived. */
export type Transport = (headers: Record<string, string>) => Promise<RawResponse>;

export type ExchangeOptions<TSchema extends v.GenericSchema> = {
  /** Names the call in error messages, e.g. `GET /api/restaurants`. */
  label: string;
  transport: Transport;
  schema: TSchema;
  /** Send the bearer token (and refresh it once on 401). False for third-party hosts. */
  authenticate: boolean;
  signal?: AbortSignal;
};

export type GetIdToken = (forceRefresh?: boolean) => Promise<string | null>;

export type HttpOptions = {
  baseURL: string;
  getIdToken: GetIdToken;
  fetch?: typeof fetch;
};

/** The transport-level client every call function receives. */
export type Http = {
  readonly baseURL: string;
  /** Sends a request to our API and parses the 2xx body with the schema. */
  json<TSchema extends v.GenericSchema>(
    request: HttpRequest,
    schema: TSchema,
  ): Promise<v.InferOutput<TSchema>>;
  /** Sends a request whose success carries no body we use (204 answers). */
  send(request: HttpRequest): Promise<void>;
  /** Runs a custom transport (e.g. XMLHttpRequest) through the same auth, error and schema handling. */
  exchange<TSchema extends v.GenericSchema>(
    options: ExchangeOptions<TSchema>,
  ): Promise<v.InferOutput<TSchema>>;
  /** A fetch-based transport for any absolute or base-relative URL. */
  fetchTransport(request: HttpRequest & { url?: string }): Transport;
  /** The marks of the GETs sent so far: where the first event stream starts. */
  readonly readMarks: ReadMarks;
};

const IgnoredBodySchema = v.pipe(
  v.unknown(),
  v.transform((): void => undefined),
);

export function createHttp({ baseURL, getIdToken, fetch: customFetch }: HttpOptions): Http {
  // Resolve the global fetch per request, not once: test servers (MSW) patch it after this module loads.
  const fetchImpl: typeof fetch = customFetch ?? ((input, init) => globalThis.fetch(input, init));
  // Plain fetch: a URL, a JSON or FormData body, the body read as text (JSON when it parses, so
  // a proxy's HTML or plain-text error still surfaces). No retries: the only one is ours, the 401
  // refresh below. (ofetch did this before; 4 KB gzipped on every page for these few lines.)
  const readMarks = createReadMarks();
  const fetchTransport: Http['fetchTransport'] = (request) => async (headers) => {
    const url = withQuery(request.url ?? `${baseURL.replace(/\/+$/, '')}${request.path}`, request.query);
    const json = isJsonBody(request.body);
    const settled = request.method === 'GET' ? readMarks.begin() : undefined;
    let mark: string | null = null;
    try {
      const response = await fetchImpl(url, {
        method: request.method,
        headers: { ...request.headers, ...headers, ...(json ? { 'Content-Type': 'application/json' } : {}) },
        body: json ? JSON.stringify(request.body) : (request.body as BodyInit | undefined),
        signal: request.signal,
      });
      mark = response.headers.get(READ_MARK_HEADER);
      return {
        status: response.status,
        body: parseResponseText(await response.text()),
        retryAfter: response.headers.get('retry-after'),
      };
    } finally {
      settled?.(mark);
    }
  };

  async function attempt(transport: Transport, token: string | null, signal: AbortSignal | undefined) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await transport(headers);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw ApiError.network(error);
    }
  }

  async function exchange<TSchema extends v.GenericSchema>(
    options: ExchangeOptions<TSchema>,
  ): Promise<v.InferOutput<TSchema>> {
    const { label, transport, schema, authenticate, signal } = options;
    let response = await attempt(transport, authenticate ? await getIdToken() : null, signal);
    if (response.status === 401 && authenticate) {
      // The token may have expired between issue and use: force a fresh one and try exactly once more.
      response = await attempt(transport, await getIdToken(true), signal);
    }
    if (response.status < 200 || response.status >= 300) {
      throw ApiError.fromResponse(response.status, response.body, response.retryAfter);
    }
    const parsed = v.safeParse(schema, response.body);
    if (!parsed.success) throw ApiError.schema(response.status, label, parsed.issues, response.body);
    return parsed.output;
  }

  return {
    baseURL,
    exchange,
    fetchTransport,
    readMarks,
    json: (request, schema) =>
      exchange({
        label: `${request.method} ${request.path}`,
        transport: fetchTransport(request),
        schema,
        authenticate: true,
        signal: request.signal,
      }),
    send: (request) =>
      exchange({
        label: `${request.method} ${request.path}`,
        transport: fetchTransport(request),
        schema: IgnoredBodySchema,
        authenticate: true,
        signal: request.signal,
      }),
  };
}

/** `url` with the defined query values appended; an array is sent as a repeated key. */
export function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** A plain object or an array goes as JSON; FormData, Blob, strings and the like as they are. */
function isJsonBody(body: unknown): boolean {
  if (body === undefined || body === null || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  const prototype = Object.getPrototypeOf(body) as unknown;
  return prototype === Object.prototype || prototype === null;
}
