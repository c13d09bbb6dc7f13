import {
  API_TOKEN_PREFIX,
  ApiErrorBodySchema,
  DOWNLOAD_TOKEN_PARAM,
  listEndpoints,
} from '@food-admin/api-client';
import { responseJsonSchema } from './json-schema';
import { operationOf, type Entry } from './operation';

export type OpenApiDocument = {
  openapi: '3.0.3';
  info: Record<string, unknown>;
  components: Record<string, unknown>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

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
  };
}
