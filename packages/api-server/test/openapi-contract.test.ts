import {
  ACTIVITY_LEVELS,
  apiTokensMayCall,
  type EndpointDefinition,
  errorBody,
  errorStatuses,
  fillPath,
  isDownloadable,
  isMultipart,
  listEndpoints,
  MAX_ID,
  MAX_PAGE_SIZE,
  WEBHOOK_EVENT_TYPES,
} from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: Record<string, unknown> };
type Operation = {
  operationId: string;
  security: unknown[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type WebhookOperation = {
  parameters: { name: string }[];
  requestBody: {
    content: {
      'application/json': {
        schema: { properties: { type: unknown; data: { required: string[] } } };
      };
    };
  };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
  'x-webhooks': Record<string, { post: WebhookOperation }>;
};

let server: TestServer;
let doc: Document;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
});
afterAll(async () => {
  await server.close();
});

const operationOf = (definition: EndpointDefinition): Operation | undefined =>
  doc.paths[definition.path]?.[definition.method.toLowerCase()];

const keysOf = (schema: unknown): string[] =>
  Object.keys((schema as { entries?: Record<string, unknown> } | undefined)?.entries ?? {});

/** Values that fit every path param of the table (the route must answer, not 404 for the route). */
const SAMPLE_PARAMS = {
  id: 1,
  restaurantId: 1,
  menuId: 1,
  memberId: 1,
  invitationId: 1,
  tokenId: 1,
  file: `${'0'.repeat(32)}.png`,
};

const ENTRIES = listEndpoints().map((entry) => [entry.id, entry.definition] as const);

describe('every table entry is served', () => {
  it.each(ENTRIES)('%s', async (_id, definition) => {
    const query = definition.query && !definition.unpagedVariant ? `?${keysOf(definition.query)[0]}=0` : '';
    const response = await server.app.inject({
      method: definition.method,
      url: `${fillPath(definition.path, SAMPLE_PARAMS)}${query}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    // The not-found handler's message names the route; a served route never answers it.
    expect(response.json<{ message?: string }>().message ?? '').not.toMatch(/^Route .* not found$/);
    if (definition.access === 'public') {
      expect([200, 404]).toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorBody(401, 'Invalid or expired token'));
    }
  });
});

describe('every table entry is documented', () => {
  it.each(ENTRIES)('%s', (id, definition) => {
    const operation = operationOf(definition);
    expect(operation, `${definition.method} ${definition.path}`).toBeDefined();
    if (operation === undefined) return;
    if (!definition.unpagedVariant) expect(operation.operationId).toBe(id);

    const pathParams = operation.parameters.filter((p) => p.in === 'path');
    expect(pathParams.map((p) => p.name).sort()).toEqual(keysOf(definition.params).sort());
    expect(pathParams.every((p) => p.required)).toBe(true);
    const queryParams = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryParams).toEqual(expect.arrayContaining(keysOf(definition.query)));

    if (definition.body === undefined) {
      expect(operation.requestBody).toBeUndefined();
    } else if (isMultipart(definition.body)) {
      const field = definition.body.multipart.file;
      const schema = operation.requestBody?.content['multipart/form-data']?.schema;
      expect(schema).toMatchObject({ properties: { [field]: { type: 'string', format: 'binary' } } });
    } else {
      const schema = operation.requestBody?.content['application/json']?.schema;
      expect(Object.keys((schema?.properties as object | undefined) ?? {})).toEqual(
        expect.arrayContaining(keysOf(definition.body)),
      );
    }

    const { status, alsoAnswers } = definition.response;
    const statuses = [
      status,
      ...(alsoAnswers === undefined ? [] : [alsoAnswers]),
      ...errorStatuses(definition),
    ];
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(statuses.map(String)));
    for (const error of errorStatuses(definition)) {
      const schema = operation.responses[error]?.content?.['application/json']?.schema;
      // A 414 is the error body with its one code pinned (openapi-strict.test.ts).
      const body = error === 414 ? (schema?.allOf as unknown[] | undefined)?.[0] : schema;
      expect(body).toEqual({ $ref: '#/components/schemas/ApiError' });
    }
    // A personal API token where the contract lets one call (docs/api.md#api-tokens); an export may
    // also be opened through a one-time download link (docs/api.md#download-links).
    const schemes = [
      { bearerAuth: [] },
      ...(apiTokensMayCall(definition) ? [{ apiToken: [] }] : []),
      ...(isDownloadable(definition) ? [{ downloadLink: [] }] : []),
    ];
    expect(operation.security).toEqual(definition.access === 'public' ? [] : schemes);
  });

  it('lists every webhook event with its payload schema and signature headers', () => {
    const webhooks = doc['x-webhooks'];
    expect(Object.keys(webhooks)).toEqual(WEBHOOK_EVENT_TYPES);
    const statusChanged = webhooks['order.status_changed']?.post;
    expect(statusChanged?.parameters.map((parameter) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const schema = statusChanged?.requestBody.content['application/json'].schema;
    expect(schema?.properties.type).toMatchObject({ enum: ['order.status_changed'] });
    expect(schema?.properties.data.required).toEqual(
      expect.arrayContaining(['id', 'version', 'restaurantId', 'status', 'previousStatus']),
    );
  });

  it('documents the error body once', () => {
    expect(doc.components.schemas.ApiError).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' }, fieldErrors: { type: 'object' } },
      required: ['message'],
    });
  });
});

describe('the document is exact where clients rely on it', () => {
  const parameter = (path: string, method: string, name: string) =>
    doc.paths[path]?.[method]?.parameters.find((p) => p.name === name);

  it('path ids are int32 integers from 1', () => {
    for (const [path, name] of [
      ['/api/restaurants/{id}', 'id'],
      ['/api/restaurants/{restaurantId}/menus', 'restaurantId'],
      ['/api/menus/{menuId}/dishes', 'menuId'],
    ] as const) {
      expect(parameter(path, 'get', name)?.schema).toEqual({
        type: 'integer',
        format: 'int32',
        minimum: 1,
        maximum: MAX_ID,
      });
    }
  });

  it('paging is bounded integers with their defaults', () => {
    expect(parameter('/api/menus', 'get', 'page')).toMatchObject({
      required: false,
      schema: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    });
    expect(parameter('/api/menus', 'get', 'size')?.schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
    });
    expect(parameter('/admin/recent-activity', 'get', 'level')?.schema).toMatchObject({
      enum: [...ACTIVITY_LEVELS],
    });
  });

  it('bodies carry formats and lengths', () => {
    const body = doc.paths['/api/restaurants']?.post?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    expect(body.required).toEqual(expect.arrayContaining(['name', 'address']));
    expect(body.properties.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 120 });
    expect(body.properties.logoUrl).toMatchObject({
      type: 'string',
      format: 'uri',
      maxLength: 2048,
      nullable: true,
    });
    expect(body.properties.description).toMatchObject({ maxLength: 2000 });
  });

  it('the upload is multipart with a binary image, the file route answers image/*', () => {
    expect(doc.paths['/api/uploads']?.post?.requestBody?.content).toEqual({
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { image: { type: 'string', format: 'binary' } },
          required: ['image'],
        },
      },
    });
    expect(doc.paths['/api/uploads/{file}']?.get?.responses['200']?.content).toEqual({
      'image/*': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('the unpaged lists answer an array or a page', () => {
    for (const path of ['/api/restaurants', '/api/restaurants/{restaurantId}/menus']) {
      const schema = doc.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema as {
        oneOf: { type: string; properties?: Record<string, unknown> }[];
      };
      expect(schema.oneOf.map((option) => option.type)).toEqual(['array', 'object']);
      expect(Object.keys(schema.oneOf[1]?.properties ?? {})).toEqual(
        expect.arrayContaining(['content', 'number', 'last', 'totalPages', 'totalElements']),
      );
    }
  });

  it('the activity entry answers 201, or 200 for a dish save it already logged', () => {
    const responses = doc.paths['/api/activity-log']?.post?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(responses['200']?.content).toEqual(responses['201']?.content);
  });
});
