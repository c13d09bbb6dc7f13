import {
  asksForProgress,
  type BulkResult,
  colonPath,
  etagOf,
  platformPermissionRefusal,
  type CallOutput,
  type EndpointDefinition,
  type ParsedInput,
} from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import { actorUser } from '../db/mock-db';
import { parseRequest } from '../edge/parse-request';
import { grantsOfPerson } from './permissions';
import { progressResponse } from './progress';
import { bodyResponse, type Method, noContent, refuse, type Resolver, textResponse } from './respond';

/** What a mock resolver receives: the request parsed with its contract entry, and the raw request. */
export type MockInput<TDef extends EndpointDefinition> = ParsedInput<TDef> & { request: Request };
/**
 * The entry's success body (sent with its success status: JSON, or the text itself for an entry with a
 * `contentType`), or a Response (errors, other statuses, extra headers such as a download's name).
 */
export type MockAnswer<TDef extends EndpointDefinition> = CallOutput<TDef> | Response;
export type MockResolver<TDef extends EndpointDefinition> = (
  input: MockInput<TDef>,
) => MockAnswer<TDef> | Promise<MockAnswer<TDef>>;

/** One endpoint of the fake API: its route, its stateful behaviour and its "empty" answer. */
export type Endpoint = {
  method: Method;
  /** Path pattern without origin, e.g. `/api/restaurants/:id`; matched on any origin. */
  path: string;
  /** The contract entries it answers for: one, or a paged list and its unpaged variant; none for the image host. */
  serves: readonly EndpointDefinition[];
  resolve: Resolver;
  /** What `overrides.empty()` answers: an empty page, an empty array, zero counts, 404 or 204. */
  empty: Resolver;
};

function toResponse<TDef extends EndpointDefinition>(definition: TDef, answer: MockAnswer<TDef>): Response {
  if (answer instanceof Response) return answer;
  const { status, contentType } = definition.response;
  // An entry with its own content type (a CSV export) answers its text as is, not JSON-encoded.
  if (contentType && typeof answer === 'string') return textResponse(answer, contentType, {}, status);
  if (status === 204) return noContent();
  // An answer about one versioned row carries its version as the ETag, as on the server.
  const version = (answer as { version?: unknown }).version;
  const headers = typeof version === 'number' ? { ETag: etagOf(version) } : undefined;
  return HttpResponse.json(answer as object, { status, headers });
}

/**
 * The server's edge check of an entry's platform-wide `permission` (the contract's
 * `platformPermissionRefusal`), for the signed-in actor. No actor row (the store's default) is an
 * administrator, as everywhere.
 */
function edgeRefusal(definition: EndpointDefinition): Response | undefined {
  const who = actorUser();
  if (who === undefined) return undefined;
  const refused = platformPermissionRefusal(definition, who.role, grantsOfPerson(who));
  if (refused === undefined) return undefined;
  return refused.code === 'ADMIN_REQUIRED'
    ? refuse(refused.code)
    : refuse(refused.code, { permission: refused.permission });
}

/** Runs a typed resolver behind the contract entry's checks and parsing, like a route behind the server's edge. */
function behindEdge<TDef extends EndpointDefinition>(
  definition: TDef,
  resolver: MockResolver<TDef>,
): Resolver {
  return async ({ request, params }) => {
    const refused = edgeRefusal(definition);
    if (refused !== undefined) return refused;
    const parsed = await parseRequest(definition, request, params);
    if (!parsed.ok) return bodyResponse(parsed.status, parsed.error);
    try {
      const answer = await resolver({ ...parsed.input, request });
      // A long write asked for its progress streams it (a bulk action's result); a refusal is JSON.
      if (
        definition.reportsProgress &&
        !(answer instanceof Response) &&
        asksForProgress(request.headers.get('accept'))
      )
        return progressResponse(answer as BulkResult, (parsed.input.body as { ids?: unknown[] }).ids?.length);
      return toResponse(definition, answer);
    } catch (thrown) {
      // Helpers such as `existing()` throw their error response to end a resolver early.
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
}

/**
 * A mock endpoint declared from its contract entry: method and path come from the entry, and
 * params, query and body are parsed with its schemas before `resolve` (or `empty`) runs, so bad
 * input answers exactly what the server's edge answers.
 */
export function mockEndpoint<TDef extends EndpointDefinition>(
  definition: TDef,
  resolve: MockResolver<TDef>,
  empty: MockResolver<TDef>,
): Endpoint {
  return {
    method: definition.method.toLowerCase() as Method,
    path: colonPath(definition.path),
    serves: [definition],
    resolve: behindEdge(definition, resolve),
    empty: behindEdge(definition, empty),
  };
}

/** The entry's other success status (`alsoAnswers`, e.g. 200 for an idempotent repeat) with a typed body. */
export function alsoAnswer<TDef extends EndpointDefinition & { response: { alsoAnswers: number } }>(
  definition: TDef,
  body: CallOutput<TDef>,
): Response {
  return HttpResponse.json(body as object, { status: definition.response.alsoAnswers });
}
