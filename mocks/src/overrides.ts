import { colonPath, type Page } from '@food-admin/api-client';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { endpoints, type HandlerKey } from './endpoints';
import { endpointHandler } from './handlers';
import type { Endpoint } from './handlers/mock-endpoint';
import { errorResponse, noContent, type Method } from './handlers/respond';

/**
 * A handler key (`'restaurants'`) or a route, in MSW or contract form (`'GET /api/restaurants'`,
 * `'PUT /api/dishes/:id'`, `'PUT /api/dishes/{id}'`).
 */
export type OverrideTarget = HandlerKey | `${Uppercase<Method>} /${string}`;

const DEFAULT_SLOW_MS = 1500;

/** `overrides.empty()` for a route the mocks do not serve: most such routes in stories are lists. */
const EMPTY_PAGE: Page<never> = { content: [], number: 0, last: true, totalPages: 0, totalElements: 0 };
const emptyPageResponse = () => HttpResponse.json(EMPTY_PAGE);

function resolveTarget(target: OverrideTarget): Pick<Endpoint, 'method' | 'path'> & Partial<Endpoint> {
  // A key names one endpoint; a route may be one the mocks do not serve (then only method and path).
  if (target in endpoints) return endpoints[target as HandlerKey];
  const [verb = '', route = ''] = target.split(' ');
  const method = verb.toLowerCase() as Method;
  const path = colonPath(route);
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
  unauthorized: (target: OverrideTarget, message = 'Invalid or expired token'): HttpHandler =>
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
