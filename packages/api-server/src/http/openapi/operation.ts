import {
  apiTokensMayCall,
  errorStatuses,
  ETAG_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  IF_MATCH_PATTERN,
  isDownloadable,
  isMultipart,
  progressLineSchema,
  PROGRESS_CONTENT_TYPE,
  REFUSALS,
  statusErrorCode,
  type EndpointDefinition,
  type EndpointId,
} from '@food-admin/api-client';
import * as v from 'valibot';
import { requestJsonSchema, responseJsonSchema, type JsonSchema } from './json-schema';

export type Entry = { id: EndpointId; definition: EndpointDefinition };

const ERROR_BODY = { $ref: '#/components/schemas/ApiError' };

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400:
    'Invalid path id, query or body (`Validation failed` with `fieldErrors` for the query and body; a ' +
    'query parameter the call does not take is named there too)',
  401: 'No token, or a token that does not verify',
  403: 'Signed in but not allowed (no profile, role, or not the owner)',
  404: 'Not found',
  409: 'Conflicts with stored data',
  412: 'If-Match names a version that is no longer current: nothing changed; `current` is the row as it is now',
  413: "Body too large (uploads: or the caller's upload quota is used up)",
  414: 'URL too long: a path (before `?`) longer than the server reads',
  415: 'Unsupported media type',
  422: 'The Idempotency-Key was used for another request',
  429: 'Too many requests',
  503: 'A service the request needs is unavailable',
  507: 'Storage is full (uploads: the total cap is reached)',
};

function parameters(entries: readonly Entry[]): unknown[] {
  const [first] = entries;
  const pathParams = Object.entries(first?.definition.params?.entries ?? {}).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: requestJsonSchema(schema),
  }));
  const queryParams = new Map<string, unknown>();
  for (const { definition } of entries) {
    if (definition.query === undefined) continue;
    const json = requestJsonSchema(definition.query);
    const fields = (definition.query as { entries?: Record<string, v.GenericSchema> }).entries ?? {};
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      if (typeof schema !== 'object') continue;
      // Required exactly when the server refuses the parameter left out: a default that its own
      // rules refuse (`q` reads as blank, which is too short) makes it required, not optional.
      const field = fields[name];
      const required = field === undefined ? (json.required ?? []).includes(name) : !v.is(field, undefined);
      const { default: _default, ...withoutDefault } = schema;
      queryParams.set(name, { name, in: 'query', required, schema: required ? withoutDefault : schema });
    }
  }
  const versioned = first?.definition.versioned && first.definition.method !== 'GET';
  const ifMatch = versioned
    ? [
        {
          name: 'If-Match',
          in: 'header',
          required: false,
          description:
            'The ETag the row was read with (`"3"`): the write happens only if the row is still at that ' +
            'version, else 412. Without it (or with `*`), a `version` in the body counts instead; without ' +
            'either the write is unconditional.',
          schema: { type: 'string', pattern: IF_MATCH_PATTERN.source },
        },
      ]
    : [];
  const idempotencyKey = first?.definition.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'A key of your own for this request (a UUID): a retry with the same key and body answers the ' +
            'first answer again (`Idempotent-Replayed: true`) and does nothing twice; another body with the ' +
            'key answers 422, a retry while the first still runs 409. A refused request lets its key go. ' +
            'Kept for 24 hours (docs/api.md#idempotency).',
          schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
        },
      ]
    : [];
  return [...pathParams, ...queryParams.values(), ...ifMatch, ...idempotencyKey];
}

/** A versioned endpoint's success answers carry the row's version as the ETag. */
function withEtag(responses: Record<string, unknown>): Record<string, unknown> {
  const header = {
    ETag: {
      description: 'The version of the row answered (`"3"`)',
      schema: { type: 'string', pattern: ETAG_PATTERN.source },
    },
  };
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      status === '204' ? response : { ...(response as object), headers: header },
    ]),
  );
}

function requestBody(definition: EndpointDefinition): unknown {
  const { body } = definition;
  if (body === undefined) return undefined;
  if (isMultipart(body)) {
    const field = body.multipart.file;
    const schema = {
      type: 'object',
      properties: { [field]: { type: 'string', format: 'binary' } },
      required: [field],
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return { required: true, content: { 'application/json': { schema: requestJsonSchema(body) } } };
}

/** The alternatives a response schema stands for (an unpaged list answers an array or a page). */
function alternatives(json: JsonSchema): JsonSchema[] {
  return json.anyOf?.filter((item): item is JsonSchema => typeof item === 'object') ?? [json];
}

/** The success bodies by status; entries sharing a route (unpaged variants) answer oneOf theirs. */
function successResponses(entries: readonly Entry[]): Record<string, unknown> {
  const bodies = new Map<number, { schemas: Map<string, JsonSchema>; contentType?: string }>();
  for (const { definition } of entries) {
    const { status, schema, contentType, alsoAnswers } = definition.response;
    for (const code of alsoAnswers === undefined ? [status] : [status, alsoAnswers]) {
      const body = bodies.get(code) ?? { schemas: new Map<string, JsonSchema>() };
      if (contentType !== undefined) body.contentType = contentType;
      for (const json of schema === undefined ? [] : alternatives(responseJsonSchema(schema))) {
        body.schemas.set(JSON.stringify(json), json);
      }
      bodies.set(code, body);
    }
  }
  const responses: Record<string, unknown> = {};
  for (const [status, { schemas, contentType }] of bodies) {
    const [only, ...more] = [...schemas.values()];
    if (contentType !== undefined) {
      const schema = { type: 'string', format: 'binary' };
      responses[status] = { description: 'The file', content: { [contentType]: { schema } } };
    } else if (only === undefined) {
      responses[status] = { description: 'No content' };
    } else {
      const schema = more.length === 0 ? only : { oneOf: [only, ...more] };
      responses[status] = { description: 'Success', content: { 'application/json': { schema } } };
    }
  }
  const progressOf = entries.find(({ definition }) => definition.reportsProgress)?.definition;
  const result = progressOf?.response.schema;
  if (progressOf !== undefined && result !== undefined) {
    // Asked with Accept: application/x-ndjson (docs/api.md#progress): each line is one of these.
    const line = responseJsonSchema(progressLineSchema(result));
    const success = responses[progressOf.response.status] as { content: Record<string, unknown> };
    success.content[PROGRESS_CONTENT_TYPE] = { schema: line };
  }
  return responses;
}

/**
 * The code of a status that is only ever answered one way: the one refusal the error-codes
 * catalogue declares with that status, else the status's own code; undefined when several are declared.
 */
function onlyCodeOf(status: number): string | undefined {
  const declared = Object.entries(REFUSALS).filter(([, refusal]) => refusal.status === status);
  if (declared.length > 1) return undefined;
  return declared[0]?.[0] ?? statusErrorCode(status);
}

/** Statuses whose answers the document pins to their code (the rest carry one of several). */
const PINNED_CODES = new Set([414]);

/** An error answer: the error body, for 414 with the one code the catalogue gives it. */
function errorResponse(status: number): Record<string, unknown> {
  const description = ERROR_DESCRIPTIONS[status] ?? 'Error';
  const code = PINNED_CODES.has(status) ? onlyCodeOf(status) : undefined;
  if (code === undefined) return { description, content: { 'application/json': { schema: ERROR_BODY } } };
  const schema = {
    allOf: [
      ERROR_BODY,
      { type: 'object', properties: { code: { type: 'string', enum: [code] } }, required: ['code'] },
    ],
  };
  return { description: `${description} (code \`${code}\`)`, content: { 'application/json': { schema } } };
}

/**
 * How an operation's caller may authenticate: a Firebase ID token; a personal API token where the
 * contract lets one call (docs/api.md#api-tokens); an export's one-time download link
 * (docs/api.md#download-links).
 */
function securityOf(definition: EndpointDefinition): Record<string, string[]>[] {
  return [
    { bearerAuth: [] },
    ...(apiTokensMayCall(definition) ? [{ apiToken: [] }] : []),
    ...(isDownloadable(definition) ? [{ downloadLink: [] }] : []),
  ];
}

/**
 * One OpenAPI operation from the table entries that share its method and path: usually one, or an
 * unpaged variant with its paged sibling (the paged one names the operation).
 */
export function operationOf(entries: readonly Entry[]): Record<string, unknown> {
  const primary = entries.find(({ definition }) => !definition.unpagedVariant) ?? entries[0];
  if (primary === undefined) throw new Error('an operation needs a table entry');
  const variants = entries.filter((entry) => entry !== primary);
  const successes = successResponses(entries);
  const responses = primary.definition.versioned ? withEtag(successes) : successes;
  const statuses = new Set(entries.flatMap(({ definition }) => errorStatuses(definition)));
  for (const status of [...statuses].sort((a, b) => a - b)) responses[status] = errorResponse(status);
  const isPublic = entries.every(({ definition }) => definition.access === 'public');
  const body = requestBody(primary.definition);
  return {
    operationId: primary.id,
    tags: [primary.id.split('.')[0]],
    summary: primary.definition.summary,
    ...(variants.length > 0
      ? { description: variants.map(({ definition }) => definition.summary).join('\n\n') }
      : {}),
    security: isPublic ? [] : securityOf(primary.definition),
    // Who may call it, as the endpoint table declares (docs/api.md#who-may-do-what): the roles, and
    // the permission asked beyond them with where it must be held.
    ...(Array.isArray(primary.definition.access) ? { 'x-roles': primary.definition.access } : {}),
    ...(primary.definition.permission ? { 'x-permission': primary.definition.permission } : {}),
    parameters: parameters(entries),
    ...(body === undefined ? {} : { requestBody: body }),
    responses,
  };
}
