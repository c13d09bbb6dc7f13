import { http, type HttpHandler } from 'msw';
import { endpoints, type HandlerKey } from './endpoints';
import type { Endpoint } from './handlers/mock-endpoint';
import type { Resolver } from './handlers/respond';

/**
 * Relative paths match on any origin (a leading `*` wildcard), so the same handlers serve a same-origin app,
 * a client with an absolute base URL, and Node tests.
 */
export function routePattern(path: string): string {
  return path.startsWith('/') ? `*${path}` : path;
}

export function endpointHandler(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  resolver: Resolver,
): HttpHandler {
  return http[endpoint.method](routePattern(endpoint.path), resolver);
}

/**
 * One handler per endpoint, keyed, so Storybook (msw-storybook-addon) or a test can replace one:
 * `parameters.msw.handlers = { restaurants: overrides.loading('restaurants') }`.
 */
export const handlers = Object.fromEntries(
  Object.entries(endpoints).map(([key, endpoint]) => [key, endpointHandler(endpoint, endpoint.resolve)]),
) as Record<HandlerKey, HttpHandler>;

/** The same handlers as a flat list, for `setupServer(...handlerList)` / `setupWorker(...handlerList)`. */
export const handlerList: HttpHandler[] = Object.values(handlers);
