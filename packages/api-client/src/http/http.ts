import * as v from 'valibot';
import { FetchError, ofetch, type $Fetch, type FetchOptions, type FetchResponse } from 'ofetch';
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

/** What came back, before any judgement: the status, the parsed body, Retry-After and X-Request-Id. */
export type RawResponse = {
  status: number;
  body: unknown;
  retryAfter?: string | null;
  requestId?: string | null;
};

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
  /**
   * The API refused the session even with a token just refreshed (401 twice): it was revoked,
   * disabled or has ended for good, and only signing in again helps. Not called when no token was
   * sent (nobody signed in).
   */
  onSessionRefused?: () => void;
  /** What ofetch sends with (a test double); the global fetch by default. */
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
  /** A transport over ofetch (and the `fetch` option) for any absolute or base-relative URL. */
  fetchTransport(request: HttpRequest & { url?: string }): Transport;
  /** The marks of the GETs sent so far: where the first event stream starts. */
  readonly readMarks: ReadMarks;
  /** What the client sends with (the `fetch` option or the global one), for a transport of its own. */
  readonly fetch: typeof fetch;
};

const IgnoredBodySchema = v.pipe(
  v.unknown(),
  v.transform((): void => undefined),
);

export function createHttp({ baseURL, getIdToken, onSessionRefused, fetch: customFetch }: HttpOptions): Http {
  // Resolve the global fetch per request, not once: test servers (MSW) patch it after this module loads.
  const fetchImpl: typeof fetch = customFetch ?? ((input, init) => globalThis.fetch(input, init));
  // ofetch sends (through `fetchImpl`, so the tests' doubles see every request), writes a plain
  // object or array body as JSON with its Content-Type (FormData as it is), and judges the
  // status (below).
  const $fetch = ofetch.create(
    {
      // No retries by ofetch. By default it resends a GET once, at once, after a network failure or
      // a 408, 409, 425, 429, 500, 502, 503 or 504; here each of those belongs to someone else:
      // - reads are retried by the query layer (admin-app's query-client.ts: one more try after a
      //   5xx or a network failure, after a pause), so a retry here would double them (2 x 2);
      // - 429 and 503 carry Retry-After (10 s from a server under load), which ofetch's fixed
      //   retryDelay would ignore; ApiError.retryAfterSeconds hands it to the caller instead;
      // - writes are not idempotent (a POST that timed out may have been applied) and a 409 is our
      //   version conflict (If-Match), which only the user can settle;
      // - a 401 needs a fresh token, which ofetch's retry (the same headers again) cannot get:
      //   exchange() refreshes it and tries exactly once more, for the XHR upload too.
      retry: false,
      // Every body is read as text, JSON when it parses, whatever its content type claims: a CSV
      // export arrives as its text, a proxy's plain-text or HTML error page still surfaces.
      parseResponse: parseResponseText,
    },
    { fetch: fetchImpl },
  );
  const readMarks = createReadMarks();
  const fetchTransport: Http['fetchTransport'] = (request) => async (headers) => {
    const settled = request.method === 'GET' ? readMarks.begin() : undefined;
    let mark: string | null = null;
    try {
      const response = await answerOf($fetch, urlOf(baseURL, request), {
        method: request.method,
        headers: { ...request.headers, ...headers },
        body: request.body as BodyInit | Record<string, unknown> | undefined,
        signal: request.signal,
      });
      mark = response.headers.get(READ_MARK_HEADER);
      return {
        status: response.status,
        body: response._data,
        retryAfter: response.headers.get('retry-after'),
        requestId: response.headers.get('x-request-id'),
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
      const refreshed = await getIdToken(true);
      response = await attempt(transport, refreshed, signal);
      if (response.status === 401 && refreshed) onSessionRefused?.();
    }
    if (response.status < 200 || response.status >= 300) {
      throw ApiError.fromResponse(response.status, response.body, response.retryAfter, response.requestId);
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
    fetch: fetchImpl,
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

/**
 * The answer to one request, whatever its status. ofetch rejects a 4xx or 5xx with a FetchError
 * that carries the answer (status, headers, body already parsed): it goes back to exchange() like a
 * 2xx, which refreshes the token on a 401 and otherwise makes it our one error type
 * (ApiError.fromResponse). A FetchError without an answer (refused, offline, aborted) wraps what
 * fetch threw; that is rethrown, for ApiError.network to report (or the abort's reason).
 */
async function answerOf(
  $fetch: $Fetch,
  url: string,
  options: FetchOptions<'json'>,
): Promise<FetchResponse<unknown>> {
  try {
    return await $fetch.raw<unknown>(url, options);
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    const failed = error as FetchError<unknown>;
    if (failed.response) return failed.response;
    throw failed.cause ?? failed;
  }
}

/**
 * The request's URL: `url` as given (an absolute upload URL) or the base URL and path, then the
 * query. Built here rather than with ofetch's `baseURL` and `query` (ufo), which writes a query
 * differently from URLSearchParams (`,` `:` `(` `)` left as they are, non-strings as JSON).
 */
function urlOf(baseURL: string, request: HttpRequest & { url?: string }): string {
  return withQuery(request.url ?? `${baseURL.replace(/\/+$/, '')}${request.path}`, request.query);
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
