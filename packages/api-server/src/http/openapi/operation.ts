import { errorStatuses, isMultipart, type EndpointDefinition, type EndpointId } from '@food-admin/api-client';
import { requestJsonSchema, responseJsonSchema, type JsonSchema } from './json-schema';

export type Entry = { id: EndpointId; definition: EndpointDefinition };

const ERROR_BODY = { $ref: '#/components/schemas/ApiError' };

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid path id, query or body (`Validation failed` with `fieldErrors` for the query and body)',
  401: 'No token, or a token that does not verify',
  403: 'Signed in but not allowed (no profile, role, or not the owner)',
  404: 'Not found',
  409: 'Conflicts with stored data',
  412: 'If-Match names a version that is no longer current: nothing changed; `current` is the row as it is now',
  413: "Body too large (uploads: or the caller's upload quota is used up)",
  415: 'Unsupported media type',
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
    const required = new Set(json.required ?? []);
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      queryParams.set(name, { name, in: 'query', required: required.has(name), schema });
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
          schema: { type: 'string' },
        },
      ]
    : [];
  return [...pathParams, ...queryParams.values(), ...ifMatch];
}

/** A versioned endpoint's success answers carry the row's version as the ETag. */
function withEtag(responses: Record<string, unknown>): Record<string, unknown> {
  const header = {
    ETag: { description: 'The version of the row answered (`"3"`)', schema: { type: 'string' } },
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
  return responses;
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
  for (const status of [...statuses].sort((a, b) => a - b)) {
    responses[status] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: ERROR_BODY } },
    };
  }
  const isPublic = entries.every(({ definition }) => definition.access === 'public');
  const body = requestBody(primary.definition);
  return {
    operationId: primary.id,
    tags: [primary.id.split('.')[0]],
    summary: primary.definition.summary,
    ...(variants.length > 0
      ? { description: variants.map(({ definition }) => definition.summary).join('\n\n') }
      : {}),
    security: isPublic ? [] : [{ bearerAuth: [] }],
    parameters: parameters(entries),
    ...(body === undefined ? {} : { requestBody: body }),
    responses,
  };
}
