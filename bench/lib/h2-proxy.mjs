// @ts-check
// An HTTPS and HTTP/2 front for the bench's server, as a deployment serves the app: TLS ends at
// the load balancer, which speaks HTTP/2 to browsers (docs/operations.md), while the API server
// itself speaks HTTP/1.1 behind it. It matters to what bench:web measures: over HTTP/1.1 a browser
// (and Lighthouse's simulation of a phone) fetches at most six files at a time per origin and pays a
// round trip for each, while over one HTTP/2 connection the page's ~40 files go out together
// (docs/performance.md#http2-front). BENCH_HTTP1=1 measures the server directly instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers of one connection, not of the message: neither side may pass them on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
]);

/** @param {http.IncomingHttpHeaders} headers */
function endToEnd(headers) {
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    kept[name] = value;
  }
  return kept;
}

/** A throwaway self-signed certificate for 127.0.0.1 (the bench's Chromium ignores certificate errors). */
function throwawayCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'food-admin-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves https://127.0.0.1:`port` over HTTP/2 (and HTTP/1.1 for clients without it), passing each
 * request to http://127.0.0.1:`upstreamPort` and streaming the answer back (event streams too).
 * @param {{ port: number, upstreamPort: number }} options
 */
export async function startH2Proxy({ port, upstreamPort }) {
  const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true });
  server.on('request', (request, response) => {
    const authority = request.headers[':authority'] ?? request.headers.host ?? `127.0.0.1:${port}`;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: { ...endToEnd(request.headers), host: String(authority), 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // The browser closed the stream (an event stream left, a navigation): so does the upstream request.
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  return {
    url: `https://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        // Open event streams would hold close() forever.
        setTimeout(() => resolve(undefined), 2_000).unref();
      }),
  };
}
