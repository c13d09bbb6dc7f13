import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema } from 'fastify';
import type * as v from 'valibot';
import { ApiErrorBodySchema } from '@food-admin/api-client';

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema for the OpenAPI document, generated from the shared valibot schemas.
 * Fastify does not validate with these (valibot does, see parseWith); they only document.
 */
export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, {
    errorMode: 'ignore',
    typeMode,
    target: 'openapi-3.0',
  }) as JsonSchema;
  return rest;
}

const errorBody = jsonSchemaOf(ApiErrorBodySchema);

export type RouteDocs = {
  tags: string[];
  summary: string;
  body?: v.GenericSchema;
  querystring?: v.GenericSchema;
  params?: Record<string, 'integer' | 'string'>;
  /** Success responses by status; `null` documents an empty body (204). */
  responses: Record<number, v.GenericSchema | null>;
  errors?: number[];
  /** Routes without authentication (health, uploads GET). */
  public?: boolean;
};

export function routeDocs(docs: RouteDocs): FastifySchema {
  const response: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(docs.responses)) {
    response[status] = schema === null ? { description: 'No content', type: 'null' } : jsonSchemaOf(schema);
  }
  for (const status of docs.errors ?? []) response[String(status)] = { description: 'Error', ...errorBody };
  const schema: FastifySchema & Record<string, unknown> = {
    tags: docs.tags,
    summary: docs.summary,
    response,
  };
  if (!docs.public) schema.security = [{ bearerAuth: [] }];
  if (docs.body) schema.body = jsonSchemaOf(docs.body, 'input');
  if (docs.querystring) schema.querystring = jsonSchemaOf(docs.querystring, 'input');
  if (docs.params) {
    schema.params = {
      type: 'object',
      properties: Object.fromEntries(Object.entries(docs.params).map(([name, type]) => [name, { type }])),
      required: Object.keys(docs.params),
    };
  }
  return schema;
}
