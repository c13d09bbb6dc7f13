import { isMultipart, type EndpointDefinition } from '@food-admin/api-client';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { parseParams, parseQueryOf, parseWith } from '../validation';

export type ParsedRequest = { params: Record<string, unknown>; query: unknown; body: unknown };

function parseBody(definition: EndpointDefinition, request: FastifyRequest): unknown {
  const { body } = definition;
  if (body === undefined) return undefined;
  if (isMultipart(body)) {
    // The handler streams the file itself; the edge only refuses what cannot hold one.
    const field = body.multipart.file;
    if (!request.isMultipart()) {
      throw new HttpError(415, `Send the ${field} as multipart/form-data in the field "${field}"`);
    }
    return undefined;
  }
  return parseWith(body, request.body);
}

/**
 * Params, then query, then body, each with the entry's schema (the same order and messages as ever);
 * a query key the call does not take is a 400 too, on every call.
 * A bad path id is a plain 400 (`Invalid id`); there is no NUL check on params, so a name that cannot
 * be an upload stays the handler's 404.
 */
export function parseRequest(definition: EndpointDefinition, request: FastifyRequest): ParsedRequest {
  return {
    params: definition.params ? parseParams(definition.params, request.params ?? {}) : {},
    query: parseQueryOf(definition, request.query),
    body: parseBody(definition, request),
  };
}
