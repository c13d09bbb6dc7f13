import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { INSTANCE_NAMES, PIN_HEADER, SERVED_BY_HEADER, type InstanceName } from './proxy';

export type Reply = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The instance the proxy sent the request to. */
  servedBy: InstanceName | undefined;
  json: <T = Record<string, unknown>>() => T;
};

export type CallOptions = {
  /** Pin the request to one instance; otherwise the proxy picks the next in turn. */
  via?: InstanceName;
  /** A Firebase ID token, sent as `Authorization: Bearer`. */
  token?: string;
  /** A JSON body. */
  json?: unknown;
  /** A raw body (give its content-type in `headers`). */
  body?: Buffer;
  headers?: OutgoingHttpHeaders;
  /**
   * Local address to connect from (any 127.x.y.z on Linux): a different "real client" as far as the
   * proxy, and therefore X-Forwarded-For, is concerned.
   */
  from?: string;
  timeoutMs?: number;
};

export type Client = (method: string, path: string, options?: CallOptions) => Promise<Reply>;

/**
 * A plain node:http client for the proxy (fetch cannot choose its local address). One connection
 * per request: no keep-alive race with the proxy closing idle sockets. Rejects when the connection
 * breaks or nothing arrives within the timeout: such a request was not acknowledged.
 */
export function clientFor(baseUrl: string): Client {
  const base = new URL(baseUrl);
  return (method, path, options = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const headers: OutgoingHttpHeaders = { accept: 'application/json', ...options.headers };
      let payload: Buffer | undefined = options.body;
      if (options.json !== undefined) {
        payload = Buffer.from(JSON.stringify(options.json));
        headers['content-type'] = 'application/json';
      }
      if (payload !== undefined) headers['content-length'] = payload.length;
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      if (options.via !== undefined) headers[PIN_HEADER] = options.via;
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers,
          agent: false,
          localAddress: options.from,
          timeout: options.timeoutMs ?? 15_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('aborted', () => reject(new Error(`${method} ${path}: response aborted`)));
          response.on('end', () => {
            if (!response.complete) return reject(new Error(`${method} ${path}: response incomplete`));
            const body = Buffer.concat(chunks);
            const servedBy = response.headers[SERVED_BY_HEADER];
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              servedBy: INSTANCE_NAMES.find((name) => name === servedBy),
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer in time`)));
      request.on('error', reject);
      request.end(payload);
    });
}
