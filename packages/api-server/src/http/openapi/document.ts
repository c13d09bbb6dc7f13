import {
  API_TOKEN_PREFIX,
  ApiErrorBodySchema,
  DOWNLOAD_TOKEN_PARAM,
  listEndpoints,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  webhookPayloadSchema,
} from '@food-admin/api-client';
import { responseJsonSchema } from './json-schema';
import { operationOf, type Entry } from './operation';

export type OpenApiDocument = {
  openapi: '3.0.3';
  info: Record<string, unknown>;
  components: Record<string, unknown>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  /**
   * The events webhooks send (docs/api.md#webhooks), one operation each, as OpenAPI 3.1 lists them
   * under `webhooks`; 3.0 has no such key, so under the extension tools such as Redoc read.
   */
  'x-webhooks': Record<string, Record<string, unknown>>;
};

const SIGNATURE_HEADERS = {
  'webhook-id': 'The message id: the same on every attempt of one delivery (drop repeats by it)',
  'webhook-timestamp': 'Seconds since the epoch at this attempt',
  'webhook-signature': 'v1,<base64 HMAC-SHA256 of "id.timestamp.body">, one per secret, space-separated',
};

/** One event's delivery as an operation: the signed POST a receiver gets. */
function webhookOperation(type: (typeof WEBHOOK_EVENT_TYPES)[number]): Record<string, unknown> {
  return {
    post: {
      summary: WEBHOOK_EVENTS[type].summary,
      description: `Payload version ${WEBHOOK_EVENTS[type].version}, signed to the Standard Webhooks specification.`,
      parameters: Object.entries(SIGNATURE_HEADERS).map(([name, description]) => ({
        name,
        in: 'header',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: { 'application/json': { schema: responseJsonSchema(webhookPayloadSchema(type)) } },
      },
      responses: {
        '2XX': { description: 'Received: the delivery succeeded' },
        '410': { description: 'Gone: the endpoint is disabled at once' },
        default: { description: 'A failure: retried with backoff (Retry-After honoured)' },
      },
    },
  };
}

/**
 * The OpenAPI 3 document, built from the contract's table: one operation per method and path,
 * with every parameter, body and status the table declares. Nothing is read from the routes, so
 * the document describes exactly what the edge enforces.
 */
export function buildOpenApiDocument(endpoints: readonly Entry[] = listEndpoints()): OpenApiDocument {
  const operations = new Map<string, Entry[]>();
  for (const entry of endpoints) {
    const key = `${entry.definition.path} ${entry.definition.method.toLowerCase()}`;
    operations.set(key, [...(operations.get(key) ?? []), entry]);
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, entries] of operations) {
    const [path = '', method = ''] = key.split(' ');
    paths[path] = { ...paths[path], [method]: operationOf(entries) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Food admin API',
      version: '0.1.0',
      description:
        'Back-office API of the food-ordering admin kit. Every call except /api/health and GET /api/uploads/{file} ' +
        'needs `Authorization: Bearer <Firebase ID token>`, or, where an operation lists the `apiToken` scheme, ' +
        `a personal API token (\`Bearer ${API_TOKEN_PREFIX}…\`). Errors answer \`{ message, fieldErrors? }\`.`,
    },
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `API token (${API_TOKEN_PREFIX}…)`,
          description:
            'A personal API token from POST /api/tokens: acts as its person with their permissions narrowed ' +
            "to the token's scopes; reads, and calls asking one of its scopes (docs/api.md#api-tokens)",
        },
        downloadLink: {
          type: 'apiKey',
          in: 'query',
          name: DOWNLOAD_TOKEN_PARAM,
          description: 'The one-time token of a link from POST /api/download-links, for that export only',
        },
      },
      schemas: { ApiError: responseJsonSchema(ApiErrorBodySchema) },
    },
    paths,
    'x-webhooks': Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, webhookOperation(type)])),
  };
}
