import { refusalBody } from '@food-admin/api-client';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { createUser, startTestServer, testConfig, type TestServer, type TestUser } from './support/server';

// Short deadlines so the test runs in seconds; production defaults are in config.ts.
let server: TestServer;
let admin: TestUser;
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    REQUEST_TIMEOUT_MS: '1500',
    HEADERS_TIMEOUT_MS: '1000',
    MAX_CONNECTIONS_PER_CLIENT: '50',
  });
  admin = await createUser(server.db, 'ADMIN');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  // Sockets of the flood that the kernel accepted late may still be open: cut them rather than wait.
  server.app.server.closeAllConnections();
  await server.close();
}, 30_000);

/** Sends raw bytes and resolves with what came back once the server closes the socket. */
function rawExchange(bytes: string, localAddress?: string): Promise<{ response: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let response = '';
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => socket.write(bytes));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (response += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ response, elapsedMs: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket still open after 10 s; got: ${response.slice(0, 80)}`));
    }, 10_000).unref();
  });
}

function openConnections(): Promise<number> {
  return new Promise((resolve, reject) =>
    server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function health(localAddress: string): Promise<string> {
  const { response } = await rawExchange(
    'GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n',
    localAddress,
  );
  return response.split('\r\n')[0] ?? '';
}

describe('slow and idle clients', () => {
  it('cuts a request whose body trickles in: 408 and closed within the deadline', async () => {
    const head =
      'POST /api/restaurants HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n' +
      `Authorization: Bearer ${admin.token}\r\nContent-Length: 100000\r\n\r\n{`;
    const { response, elapsedMs } = await rawExchange(head);
    expect(response.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(elapsedMs).toBeLessThan(4000);
  });

  it('cuts a client that sends its headers too slowly', async () => {
    const { response, elapsedMs } = await rawExchange('GET /api/health HTTP/1.1\r\nHost: te');
    expect(response.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(elapsedMs).toBeLessThan(4000);
  });

  it('keeps answering others while one address holds a burst of 5,000 idle sockets', async () => {
    const idle: net.Socket[] = [];
    await Promise.all(
      Array.from(
        { length: 5000 },
        () =>
          new Promise<void>((resolve) => {
            const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.1' });
            idle.push(socket);
            socket.on('connect', () => resolve());
            socket.on('error', () => resolve());
            socket.on('close', () => resolve());
          }),
      ),
    );
    try {
      // Another client is served at once; the flooding address holds at most its cap.
      await vi.waitFor(async () => expect(await health('127.0.0.2')).toBe('HTTP/1.1 200 OK'), {
        timeout: 10_000,
        interval: 100,
      });
      // The server holds at most the cap for that address (the kernel may keep more in its accept
      // queue, which costs the process nothing).
      expect(await openConnections()).toBeLessThanOrEqual(50);
    } finally {
      for (const socket of idle) socket.destroy();
    }
    // Once the flood is gone the address itself is served again.
    await vi.waitFor(async () => expect(await health('127.0.0.1')).toBe('HTTP/1.1 200 OK'), {
      timeout: 10_000,
      interval: 100,
    });
  }, 60_000);
});

describe('under pressure', () => {
  it('sheds requests with 503 and Retry-After while the event loop lags, then serves again', async () => {
    const app = await buildApp(testConfig({ MAX_EVENT_LOOP_DELAY_MS: '50' }), {
      db: server.db,
      verifyIdToken: server.firebase.verifyIdToken,
      loadSampleIntervalMs: 20,
    });
    await app.ready();
    try {
      // Start from a calm loop (building the app is busy work too).
      const healthStatus = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      await vi.waitFor(async () => expect(await healthStatus()).toBe(200), { timeout: 5000, interval: 50 });
      // Hold the event loop for 300 ms, as a burst of heavy work would. The sampler and the delay
      // monitor run on their own timers, so allow a few rounds for the lag to be measured.
      let shed = await app.inject({ method: 'GET', url: '/admin/users', headers: admin.headers });
      // Ask right after the sampler's first round past the burst (its timer expired during the
      // burst, so it runs before ours): a longer wait lets it take calm samples and forget the lag.
      for (let round = 0; round < 10 && shed.statusCode !== 503; round += 1) {
        const until = Date.now() + 300;
        while (Date.now() < until) {
          /* busy */
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
        shed = await app.inject({ method: 'GET', url: '/admin/users', headers: admin.headers });
      }
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('10');
      expect(shed.json()).toEqual(refusalBody('BUSY', { seconds: 10 }));

      await vi.waitFor(async () => expect(await healthStatus()).toBe(200), { timeout: 5000, interval: 50 });
    } finally {
      await app.close();
    }
  });
});
