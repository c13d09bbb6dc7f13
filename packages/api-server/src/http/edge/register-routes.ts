import { colonPath, listEndpoints } from '@food-admin/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { authenticate, type Caller } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { claimIdempotencyKey, idempotencyKeyOf, type IdempotencyOutcome } from './idempotency';
import { parseRequest } from './parse-request';
import type { Route } from './route';
import { routeTable, type RouteGroup } from './route-table';
import { etagFor, expectedVersionOf } from './versions';

/** The route chosen and the caller authorised in onRequest, for the handler of the same request. */
const authorised = new WeakMap<FastifyRequest, { route: Route; caller: Caller; readMark?: number }>();

/**
 * A signed-in read's place in the stream of changes (docs/api.md#read-marks): the newest change
 * event this instance had heard before the read ran, sent as X-Event-Id. Every change committed
 * after the read has a larger id, so a client that opens its first event stream from the lowest
 * mark of what it shows is replayed whatever happened between its reads and its stream. A change
 * the read already saw may be replayed too: that costs a refetch, never a miss.
 */
function readMarkOf(ctx: AppContext, method: string, caller: Caller): number | undefined {
  return method === 'GET' && caller.user !== undefined ? ctx.changeFeed.latestHeardId : undefined;
}

/** Claims an idempotent write's key (docs/api.md#idempotency); other calls have none. */
async function idempotencyOf(
  ctx: AppContext,
  definition: Route['definition'],
  request: FastifyRequest,
  caller: Caller,
  body: unknown,
): Promise<IdempotencyOutcome> {
  if (!definition.idempotent) return { kind: 'none' };
  const key = idempotencyKeyOf(request);
  if (key === undefined || caller.user === undefined) return { kind: 'none' };
  return claimIdempotencyKey(ctx.db, {
    userId: caller.user.id,
    key,
    route: `${definition.method} ${request.url.split('?')[0] ?? ''}`,
    body,
  });
}

function registerGroup(app: FastifyInstance, ctx: AppContext, group: RouteGroup): void {
  // Authentication runs in onRequest, before Fastify reads the body: an anonymous caller gets its
  // 401 (or a customer its 403) whatever it sends, and no body is parsed for it.
  // Budgets are spent around it: by the client address before (so failed sign-ins count too) and
  // by the account after (http/rate-limit/rate-limiter.ts).
  const authenticateRequest: onRequestAsyncHookHandler = async (request) => {
    const route = group.select(request.query);
    const budget = route.options.rateLimit;
    await ctx.rateLimiter.beforeAuthentication(budget, request);
    const caller = await authenticate(ctx, request, route.definition);
    await ctx.rateLimiter.afterAuthentication(budget, request, caller);
    authorised.set(request, { route, caller, readMark: readMarkOf(ctx, group.method, caller) });
  };
  app.route({
    method: group.method,
    url: colonPath(group.path),
    onRequest: [authenticateRequest],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const state = authorised.get(request);
      if (state === undefined) throw new Error(`${group.method} ${group.path}: request not authorised`);
      const { definition, handler } = state.route;
      if (state.readMark !== undefined) reply.header('X-Event-Id', String(state.readMark));
      const input = parseRequest(definition, request);
      const expectedVersion = definition.versioned ? expectedVersionOf(request) : undefined;
      const idempotency = await idempotencyOf(ctx, definition, request, state.caller, input.body);
      if (idempotency.kind === 'replay') {
        reply.header('Idempotent-Replayed', 'true');
        return reply.status(idempotency.status).send(idempotency.body ?? undefined);
      }
      const idempotencyKey = idempotency.kind === 'claimed' ? idempotency.key : undefined;
      const { status, schema } = definition.response;
      // Set once the handler kept its answer in its transaction: it committed with the work.
      let kept = false;
      const keepAnswer = async (tx: Executor, answer: unknown) => {
        if (idempotency.kind !== 'claimed') return;
        await idempotency.claim.keep(status, answer, tx);
        kept = true;
      };
      let result: unknown;
      try {
        result = await handler({
          ...input,
          ...state.caller,
          expectedVersion,
          idempotencyKey,
          keepAnswer,
          request,
          reply,
        });
      } catch (error) {
        if (idempotency.kind === 'claimed') await idempotency.claim.release();
        throw error;
      }
      // A handler that answered itself (a file, a CSV stream) returns the reply; Fastify's reply is
      // a thenable, so awaiting it yields undefined, not the reply: `sent` tells.
      if (result === reply || reply.sent) {
        // An answer the edge did not see cannot be replayed: the key is let go.
        if (idempotency.kind === 'claimed') await idempotency.claim.release();
        return reply;
      }
      // Any answer about one versioned row (a versioned endpoint's, a restore's) carries its ETag.
      const etag = etagFor(result);
      if (etag !== undefined) reply.header('ETag', etag);
      if (idempotency.kind === 'claimed' && !kept) await idempotency.claim.keep(status, result);
      return schema === undefined ? reply.status(status).send() : reply.status(status).send(result);
    },
  });
}

/**
 * Registers every route from its contract entry (see route-table.ts for what makes start-up fail).
 * `endpoints` is the contract's table; tests pass a doctored one.
 */
export function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  routes: readonly Route[],
  endpoints = listEndpoints(),
): void {
  for (const group of routeTable(routes, endpoints)) registerGroup(app, ctx, group);
}
