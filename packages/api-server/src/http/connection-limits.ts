import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * Node's own deadlines for the HTTP server Fastify creates: a request whose headers or body trickle
 * in (one byte of a promised 100 kB) is answered 408 and closed instead of holding its socket and
 * file descriptor forever. Node checks the deadlines every `connectionsCheckingInterval`, so that
 * interval bounds how late a deadline can fire.
 */
export function httpServerOptions(limits: ServerConfig['limits']): ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  };
}

/**
 * Caps open connections per instance and per client address: a client opening thousands of idle
 * sockets hits its own cap and leaves the rest of the instance answering. Behind a proxy every
 * connection has the proxy's address; set MAX_CONNECTIONS_PER_CLIENT=0 there and cap at the proxy.
 */
export function capConnections(server: Server, limits: ServerConfig['limits']): void {
  server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerClient === 0) return;
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (open > limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left <= 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
  });
}

/** Whether a request announces a body (one without is complete with its headers). */
function announcesBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * An answer sent before the request's body has arrived (a 401 or 403 from onRequest, a 413, a 429)
 * closes the connection: Node would otherwise go on reading the body to reach the next request, and
 * a body that trickles in until the request timeout got a second answer, a 408, on the same socket.
 * With `Connection: close` Node ends the socket once the answer is written. A request whose body did
 * arrive, read or not, keeps its connection alive.
 */
export function closeAfterEarlyAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete || !announcesBody(request.raw)) {
      done(null, payload);
      return;
    }
    // An answer decided in onRequest can be ready before Node has parsed the body bytes that came
    // with the headers (it runs our code between the two): look once those are parsed.
    setImmediate(() => {
      if (!request.raw.complete) reply.header('Connection', 'close');
      done(null, payload);
    });
  });
}
