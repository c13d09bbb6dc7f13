// @ts-check
import http from 'node:http';
import http2 from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startH2Proxy } from './h2-proxy.mjs';

/** @type {http.Server} */
let upstream;
/** @type {Awaited<ReturnType<typeof startH2Proxy>>} */
let front;
/** What the upstream server was asked, by path. */
const seen = new Map();

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.set(request.url, { method: request.method, headers: request.headers, body });
      if (request.url === '/stream') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: first\n\n');
        return; // held open, as a live-updates stream is
      }
      response.writeHead(201, {
        'content-type': 'application/json',
        connection: 'keep-alive',
        'x-event-id': '7',
      });
      response.end(JSON.stringify({ echoed: body }));
    });
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = upstream.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  front = await startH2Proxy({ port: 0, upstreamPort: address.port });
});

afterAll(async () => {
  await front.stop();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(() => resolve(undefined)));
});

/** One HTTP/2 request to the front; resolves with the status, headers and the body read so far. */
function request(path, { method = 'GET', body = '', headers = {}, readUntil = undefined } = {}) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(front.url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    let status = 0;
    /** @type {http2.IncomingHttpHeaders} */
    let answered = {};
    let text = '';
    const done = () => {
      stream.close();
      session.close();
      resolve({ status, headers: answered, text });
    };
    stream.on('response', (received) => {
      answered = received;
      status = Number(received[':status']);
    });
    stream.on('data', (chunk) => {
      text += chunk;
      if (readUntil && text.includes(readUntil)) done();
    });
    stream.on('end', done);
    stream.on('error', reject);
    // Node ends a GET's stream itself.
    if (method !== 'GET') stream.end(body);
  });
}

describe('the bench’s HTTP/2 front', () => {
  it('serves over HTTP/2 and TLS and passes the request and the answer through', async () => {
    const answer = await request('/api/items?page=2', {
      method: 'POST',
      body: '{"name":"Pho"}',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
    });
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toEqual({ echoed: '{"name":"Pho"}' });
    expect(answer.headers['x-event-id']).toBe('7');
    // A connection's own header does not cross into HTTP/2 (where it is an error).
    expect(answer.headers.connection).toBeUndefined();
    const asked = seen.get('/api/items?page=2');
    expect(asked.method).toBe('POST');
    expect(asked.headers.authorization).toBe('Bearer t');
    expect(asked.headers.host).toBe(new URL(front.url).host);
    expect(asked.headers['x-forwarded-proto']).toBe('https');
  });

  it('streams an answer that stays open (an event stream)', async () => {
    const answer = await request('/stream', { readUntil: 'first' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('data: first');
  });
});
