import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

// A short request timeout, so that a connection kept open after an early answer would show its 408
// within the test (production: 30 s, config.ts).
const REQUEST_TIMEOUT_MS = 3000;

let server: TestServer;
let admin: TestUser;
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: '1000',
  });
  admin = await createUser(server.db, 'ADMIN');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  server.app.server.closeAllConnections();
  await server.close();
});

/** A raw connection: everything it has read, and when (ms after connecting) the server ended it. */
function connect() {
  const started = Date.now();
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.setEncoding('utf8');
  let read = '';
  socket.on('data', (chunk) => (read += chunk));
  const ended = new Promise<number | undefined>((resolve) => {
    socket.on('end', () => resolve(Date.now() - started));
    socket.on('close', () => resolve(undefined));
    socket.on('error', () => undefined);
    // Long enough for the request timeout (and Node's check of it) to have fired.
    setTimeout(() => resolve(undefined), REQUEST_TIMEOUT_MS + 3000).unref();
  });
  return { socket, read: () => read, ended };
}

/** The status lines of the HTTP answers in `text` (one may follow another's body on its line). */
const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3} [^\r]*/g) ?? [];

/** Waits until `read()` holds `count` complete answers (each with its Content-Length body). */
async function answers(read: () => string, count: number): Promise<string[]> {
  for (let waited = 0; waited < 5000; waited += 10) {
    const found: string[] = [];
    let rest = read();
    while (found.length < count) {
      const headEnd = rest.indexOf('\r\n\r\n');
      if (headEnd === -1) break;
      const length = Number(/^content-length: (\d+)$/im.exec(rest.slice(0, headEnd))?.[1] ?? 0);
      if (rest.length < headEnd + 4 + length) break;
      found.push(rest.slice(0, headEnd + 4 + length));
      rest = rest.slice(headEnd + 4 + length);
    }
    if (found.length === count) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`expected ${count} answers, read: ${read().slice(0, 200)}`);
}

const post = (headers: string, body: string) =>
  'POST /api/restaurants HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n' +
  `${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('answers sent before the body has arrived (issue 55)', () => {
  it('closes the connection after a 401 to a trickled body: one answer, no 408 later', async () => {
    const { socket, read, ended } = connect();
    // 1,000 bytes promised, a few sent: the 401 comes from onRequest, before any body is read.
    socket.write(
      'POST /api/restaurants HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('"Tri');
    const endedAfterMs = await ended;
    socket.destroy();
    expect(statusLines(read())).toEqual(['HTTP/1.1 401 Unauthorized']);
    expect(read()).toMatch(/^connection: close\r$/im);
    // Ended by the server right after its answer, well before the request timeout.
    expect(endedAfterMs).toBeDefined();
    expect(endedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS / 2);
  });

  it('keeps the connection alive after answers to requests whose body arrived, read or not', async () => {
    const { socket, read, ended } = connect();
    // Refused unread (no token), created, then a read: three answers on one connection.
    socket.write(post('', '{"name":"Kept Alive","address":"1 Main St"}'));
    await answers(read, 1);
    socket.write(
      post(
        `Authorization: ${admin.headers.authorization}\r\n`,
        '{"name":"Kept Alive","address":"1 Main St"}',
      ),
    );
    await answers(read, 2);
    socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
    const all = await answers(read, 3);
    expect(all.map((answer) => answer.split('\r\n')[0])).toEqual([
      'HTTP/1.1 401 Unauthorized',
      'HTTP/1.1 201 Created',
      'HTTP/1.1 200 OK',
    ]);
    for (const answer of all) expect(answer).toMatch(/^connection: keep-alive\r$/im);
    // Still open: the server did not end it.
    const stillOpen = await Promise.race([
      ended.then(() => false),
      new Promise((r) => setTimeout(() => r(true), 300)),
    ]);
    socket.destroy();
    expect(stillOpen).toBe(true);
  });
});
