import * as v from 'valibot';
import { contract, type Contract, type EndpointId, type EndpointOf } from './contract/contract';
import {
  etagOf,
  fillPath,
  type CallFunction,
  type CallInput,
  type CallOutput,
  type EndpointDefinition,
} from './contract/endpoint';
import { createHttp, type GetIdToken, type Http, type QueryValue } from './http/http';
import { dispatchStreamMessage, type ChangeStreamHandlers } from './schemas/events';
import { uploadImage, type ImageUploadHost, type UploadImageOptions } from './uploads';

export type ApiClientOptions = {
  /** API host; `''` for same origin. */
  baseURL: string;
  /** The identity provider's ID token; `forceRefresh` is true once after a 401. */
  getIdToken: GetIdToken;
  /** Defaults to the global fetch (resolved per request). */
  fetch?: typeof fetch;
  /** Send images to an imgbb-style host instead of our own POST /api/uploads. */
  imageUpload?: ImageUploadHost;
};

/** One function per contract endpoint: `api.<group>.<name>(input)`. */
type DerivedClient = {
  [G in keyof Contract]: {
    [N in keyof Contract[G]]: Contract[G][N] extends EndpointDefinition
      ? CallFunction<Contract[G][N]>
      : never;
  };
};

export type ApiClient = Omit<DerivedClient, 'uploads' | 'events'> & {
  events: {
    /**
     * Follows the live-update stream until `handlers.signal` aborts, reconnecting (with a fresh
     * token and Last-Event-ID) whenever it drops. Hand-written: the entry's answer never ends.
     */
    stream(handlers: ChangeStreamHandlers): Promise<void>;
  };
  uploads: Omit<DerivedClient['uploads'], 'image'> & {
    /**
     * Uploads an image (to our POST /api/uploads, or to the configured third-party host) and resolves
     * with its public http(s) URL. Hand-written on top of the contract's entry for progress and hosts.
     */
    image(file: Blob, options?: UploadImageOptions): Promise<string>;
  };
};

/**
 * The query string the client sends: the endpoint's query schema applied to the caller's values
 * (defaults filled, so a paged list always sends page and size), blank values dropped. Values the
 * schema rejects are sent as given, and the server answers 400 with its own message.
 */
function encodeQuery(schema: v.GenericSchema, query: unknown = {}): Record<string, QueryValue> {
  const parsed = v.safeParse(schema, query);
  const values = (parsed.success ? parsed.output : query) as Record<string, unknown>;
  const encoded: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    encoded[key] = value as QueryValue;
  }
  return encoded;
}

function encodeBody(definition: EndpointDefinition, body: unknown): unknown {
  if (!definition.omitFromBody || body === null || typeof body !== 'object' || body instanceof FormData)
    return body;
  const copy = { ...(body as Record<string, unknown>) };
  for (const key of definition.omitFromBody) delete copy[key];
  return copy;
}

/** Sends one call of an endpoint, derived from its table entry. */
export function callEndpoint<TDef extends EndpointDefinition>(
  http: Http,
  definition: TDef,
  input: Partial<CallInput<EndpointDefinition>> & {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    ifMatch?: number;
  } = {},
): Promise<CallOutput<TDef>> {
  const request = {
    method: definition.method,
    path: fillPath(definition.path, input.params as Record<string, unknown> | undefined),
    query: definition.query ? encodeQuery(definition.query, input.query) : undefined,
    body: definition.body ? encodeBody(definition, input.body) : undefined,
    headers:
      definition.versioned && input.ifMatch !== undefined ? { 'If-Match': etagOf(input.ifMatch) } : undefined,
    signal: input.signal,
  };
  const schema = definition.response.schema;
  return (schema ? http.json(request, schema) : http.send(request)) as Promise<CallOutput<TDef>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  const derived = Object.fromEntries(
    Object.entries(contract).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints).map(([name, definition]) => [
          name,
          (input?: Parameters<typeof callEndpoint>[2]) =>
            callEndpoint(http, definition as EndpointDefinition, input),
        ]),
      ),
    ]),
  ) as unknown as DerivedClient;
  return {
    ...derived,
    events: {
      // The SSE follower loads on first use: the sign-in page never streams.
      stream: async (handlers) => {
        const { followStream } = await import('./events');
        const { signal, onStatus } = handlers;
        await followStream(
          {
            url: `${options.baseURL}${contract.events.stream.path}`,
            getIdToken: options.getIdToken,
            fetch: options.fetch,
          },
          { signal, onStatus, onMessage: (event, data) => dispatchStreamMessage(handlers, event, data) },
        );
      },
    },
    uploads: {
      ...derived.uploads,
      image: (file, uploadOptions) =>
        uploadImage(http, { file, host: options.imageUpload, ...uploadOptions }),
    },
  };
}

/** The client's function for an endpoint id (`'restaurants.list'`), for generic helpers such as the query options. */
export function callOf<TId extends EndpointId>(
  api: ApiClient,
  id: TId,
): (input?: CallInput<EndpointOf<TId>>) => Promise<CallOutput<EndpointOf<TId>>> {
  const [group, name] = id.split('.') as [string, string];
  const fn = (api as unknown as Record<string, Record<string, unknown>>)[group]?.[name];
  if (typeof fn !== 'function') throw new Error(`No client call for ${id}`);
  return fn as (input?: CallInput<EndpointOf<TId>>) => Promise<CallOutput<EndpointOf<TId>>>;
}
