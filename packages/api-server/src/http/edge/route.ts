import type { EndpointDefinition, ParsedInput } from '@food-admin/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { VerifiedToken } from '../../auth/firebase';
import type { Executor } from '../../db/database';
import type { SignedInUser } from '../../auth/permissions';
import type { RateLimitName } from '../rate-limit/rate-limiter';

/**
 * Who is calling, as the edge established it before the body was read: nothing for public routes,
 * the verified token for 'token' routes (register, login), the users row for role-gated routes.
 */
type CallerOf<TDef extends EndpointDefinition> = TDef['access'] extends 'public'
  ? unknown
  : TDef['access'] extends 'token'
    ? { token: VerifiedToken }
    : { user: SignedInUser; token: VerifiedToken };

/** What the handler answers: the wire shape of the declared response, nothing for 204. */
export type ResponseBody<TDef extends EndpointDefinition> = TDef['response']['schema'] extends v.GenericSchema
  ? v.InferInput<TDef['response']['schema']>
  : void;

export type HandlerInput<TDef extends EndpointDefinition> = ParsedInput<TDef> &
  CallerOf<TDef> & {
    /** A versioned write's If-Match (or body `version`): the version it is based on (http/edge/versions.ts). */
    expectedVersion: number | undefined;
    /** An idempotent write's Idempotency-Key, already claimed for this call (http/edge/idempotency.ts). */
    idempotencyKey: TDef['idempotent'] extends true ? string | undefined : undefined;
    /**
     * Keeps `answer` for the key's retries in the handler's own transaction, as its last write, so
     * the work and its kept answer commit together (one commit fewer than the edge keeping it after);
     * a no-op without a claimed key. Handlers that do not call it have the edge keep their answer.
     */
    keepAnswer: TDef['idempotent'] extends true
      ? (tx: Executor, answer: ResponseBody<TDef>) => Promise<void>
      : undefined;
    request: FastifyRequest;
    reply: FastifyReply;
  };

/**
 * Returns the body, which the edge sends with the declared status; or the reply itself when the
 * handler answered on its own (a file stream, a 200 instead of the declared 201).
 */
export type Handler<TDef extends EndpointDefinition> = (
  input: HandlerInput<TDef>,
) => Promise<ResponseBody<TDef> | FastifyReply>;

export type RouteOptions = {
  /** The budget each call spends (http/rate-limit/rate-limiter.ts); searches spend `search` anyway. */
  rateLimit?: RateLimitName;
};

/** A contract entry with its handler: what the edge registers. */
export type Route = {
  definition: EndpointDefinition;
  handler: (
    input: Record<string, unknown> & { request: FastifyRequest; reply: FastifyReply },
  ) => Promise<unknown>;
  options: RouteOptions;
};

/**
 * Binds a handler to its contract entry. The handler gets the path params, query and body already
 * parsed with the entry's schemas, and the caller already authorised per the entry's `access`.
 */
export function defineRoute<TDef extends EndpointDefinition>(
  definition: TDef,
  handler: Handler<TDef>,
  options: RouteOptions = {},
): Route {
  return { definition, handler: handler as unknown as Route['handler'], options };
}
