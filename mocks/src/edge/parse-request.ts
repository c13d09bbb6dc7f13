import {
  isMultipart,
  type ApiErrorBody,
  type EndpointDefinition,
  type ParsedInput,
} from '@food-admin/api-client';
import type { PathParams } from 'msw';
import { readJsonBody } from './request-body';
import { queryObject } from './request-query';
import { parseInput, parsePathParams, parseQuery } from '@food-admin/api-client';

export type EdgeResult<TDef extends EndpointDefinition> =
  { ok: true; input: ParsedInput<TDef> } | { ok: false; status: number; error: ApiErrorBody };

const badRequest = (error: ApiErrorBody) => ({ ok: false, status: 400, error }) as const;

/**
 * Parses a request with its contract entry, in the server's order: the body is read first (its
 * content type and JSON syntax are checked before any route code runs), then the path parameters,
 * the query string and the body are parsed with the entry's schemas. Multipart bodies are left to
 * the resolver, which reads the form itself.
 */
export async function parseRequest<TDef extends EndpointDefinition>(
  definition: TDef,
  request: Request,
  pathParams: PathParams,
): Promise<EdgeResult<TDef>> {
  const bodySchema = definition.body && !isMultipart(definition.body) ? definition.body : undefined;
  const raw = bodySchema ? await readJsonBody(request) : ({ ok: true, value: undefined } as const);
  if (!raw.ok) return raw;

  const params = definition.params ? parsePathParams(definition.params, pathParams) : undefined;
  if (params && !params.success) return badRequest(params.error);

  // Every call refuses query keys it does not take, as the server's edge does.
  const query = parseQuery(definition, queryObject(new URL(request.url)));
  if (!query.success) return badRequest(query.error);

  const body = bodySchema ? parseInput(bodySchema, raw.value) : undefined;
  if (body && !body.success) return badRequest(body.error);

  const input = { params: params?.output ?? {}, query: query.output, body: body?.output };
  // The schemas above are the entry's own, so their outputs are exactly its ParsedInput.
  return { ok: true, input: input as ParsedInput<TDef> };
}
