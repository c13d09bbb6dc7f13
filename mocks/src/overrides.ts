import { delay, type HttpHandler } from 'msw';
import { endpoints, type HandlerKey } from './endpoints';
import { endpointHandler } from './handlers';
import { emptyPageResponse, errorResponse, noContent, type Endpoint, type Method } from './handlers/respond';

/** A handler key (`'restaurants'`) or a route (`'GET /api/restaurants'`, `'PUT /api/dishes/:id'`). */
export type OverrideTarget = HandlerKey | `${Uppercase<Method>} /${string}`;

const DEFAULT_SLOW_MS = 1500;

function resolveTarget(target: OverrideTarget): Pick<Endpoint, 'method' | 'path'> & Partial<Endpoint> {
  if (target in endpoints) return endpoints[target as HandlerKey];
  const [verb = '', path = ''] = target.split(' ');
  const method = verb.toLowerCase() as Method;
  const known = Object.values(endpoints).find(
    (endpoint) => endpoint.method === method && endpoint.path === path,
  );
  return known ?? { method, path };
}

/**
 * Per-state handlers for one endpoint, for stories and tests. Each returns an `HttpHandler`:
 * put it under the endpoint's key in a keyed handler object, or pass it to `server.use()`.
 */
export const overrides = {
  /** Never answers: the screen stays in its loading state. */
  loading: (target: OverrideTarget): HttpHandler =>
    endpointHandler(resolveTarget(target), () => delay('infinite').then(noContent)),

  /** An empty page (or `[]`, zero counts, 404 for a detail, 204 for a write). */
  empty: (target: OverrideTarget): HttpHandler => {
    const endpoint = resolveTarget(target);
    return endpointHandler(endpoint, endpoint.empty ?? emptyPageResponse);
  },

  /** The server's error body with the given status and message. */
  error: (target: OverrideTarget, status = 500, message = 'Internal server error'): HttpHandler =>
    endpointHandler(resolveTarget(target), () => errorResponse(status, message)),

  /** 401 on every attempt, so the client's single token refresh and retry fails too. */
  unauthorized: (target: OverrideTarget, message = 'Unauthorized'): HttpHandler =>
    endpointHandler(resolveTarget(target), () => errorResponse(401, message)),

  /** The normal stateful answer, after a delay. */
  slow: (target: OverrideTarget, ms = DEFAULT_SLOW_MS): HttpHandler => {
    const endpoint = resolveTarget(target);
    const { resolve } = endpoint;
    if (!resolve) throw new Error(`overrides.slow: no mock endpoint for "${target}"`);
    return endpointHandler(endpoint, async (info) => {
      await delay(ms);
      return resolve(info);
    });
  },
};
