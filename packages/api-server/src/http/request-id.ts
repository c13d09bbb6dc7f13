import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Request tracing: every request has an id, on every log line of that request (Fastify's `reqId`)
 * and in the `X-Request-Id` response header, so the reference an error shows is found in the logs.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

// A proxy's id is kept only in a shape that cannot forge log lines or bloat them.
const WELL_FORMED_ID = /^[\w.:@+=/-]{8,128}$/;

/**
 * The id of a request: the proxy's `X-Request-Id` when the server runs behind a trusted proxy and
 * the id is well formed (one id then follows the request through the proxy's logs and ours);
 * otherwise a new UUID, so a client cannot pick the id another person's request is filed under.
 */
export function requestIdGenerator(trustProxyHeader: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return trustProxyHeader && typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
  };
}

/** Every answer carries its request's id, errors and not-found answers included. */
export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader(REQUEST_ID_HEADER)) reply.header(REQUEST_ID_HEADER, request.id);
  });
}
