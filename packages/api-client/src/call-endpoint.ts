import * as v from 'valibot';
import {
  etagOf,
  fillPath,
  type CallInput,
  type CallOutput,
  type EndpointDefinition,
} from './contract/endpoint';
import type { Http, QueryValue } from './http/http';
import type { Progress } from './schemas/progress';

/**
 * The query string the client sends: the endpoint's query schema applied to the caller's values
 * (defaults filled, so a paged list always sends page and size), blank values dropped. Values the
 * schema rejects are sent as given, and the server answers 400 with its own message.
 */
export function encodeQuery(schema: v.GenericSchema, query: unknown = {}): Record<string, QueryValue> {
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

/** The call's conditional and idempotency headers, when its endpoint takes them and the caller gave them. */
function headersOf(
  definition: EndpointDefinition,
  input: { ifMatch?: number; idempotencyKey?: string },
): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  if (definition.versioned && input.ifMatch !== undefined) headers['If-Match'] = etagOf(input.ifMatch);
  if (definition.idempotent && input.idempotencyKey !== undefined)
    headers['Idempotency-Key'] = input.idempotencyKey;
  return Object.keys(headers).length === 0 ? undefined : headers;
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
    idempotencyKey?: string;
    onProgress?: (progress: Progress) => void;
  } = {},
): Promise<CallOutput<TDef>> {
  const request = {
    method: definition.method,
    path: fillPath(definition.path, input.params as Record<string, unknown> | undefined),
    query: definition.query ? encodeQuery(definition.query, input.query) : undefined,
    body: definition.body ? encodeBody(definition, input.body) : undefined,
    headers: headersOf(definition, input),
    signal: input.signal,
  };
  const schema = definition.response.schema;
  // Streamed only when the caller listens: the reader loads then, out of the entry chunk.
  const { onProgress } = input;
  if (definition.reportsProgress && onProgress)
    return import('./http/progress-transport').then(
      (streamed) =>
        streamed.exchangeWithProgress(http, request, schema, onProgress) as Promise<CallOutput<TDef>>,
    );
  return (schema ? http.json(request, schema) : http.send(request)) as Promise<CallOutput<TDef>>;
}
