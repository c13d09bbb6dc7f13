import type { FastifyInstance } from 'fastify';
import { refuse } from './errors';

/**
 * The longest URL path (as sent, before `?`) the server reads: ids, upload names and the app's
 * pages are far shorter. A longer path answers 414 `URI_TOO_LONG` whatever it names, an API path
 * or the app's. The router takes a path parameter up to the same length, so a shorter segment
 * always reaches its route and is answered as that route answers any bad value (a 600-character id
 * `Invalid id`, an upload name that cannot exist 404) rather than falling through to another route
 * (the app's static files, which answered 405 or 403).
 */
export const MAX_PATH_LENGTH = 1024;

/** Registered before the app's own hooks (http/spa.ts), which would otherwise answer index.html. */
export function registerPathLimit(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.url.indexOf('?');
    const pathLength = query === -1 ? request.url.length : query;
    done(pathLength > MAX_PATH_LENGTH ? refuse('URI_TOO_LONG') : undefined);
  });
}
