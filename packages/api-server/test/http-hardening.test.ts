import { errorBody, refusalBody, validationErrorBody } from '@food-admin/api-client';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_EMULATOR_HOST } from './emulator-constants';
import { buildExtraApp, createUser, startTestServer, type TestServer, type TestUser } from './support/server';

let server: TestServer;
let admin: TestUser;
let staticDir: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN');
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-admin-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Food admin</title>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg/>');
  // What the admin build writes next to each asset (see packages/admin-app/vite.config.ts).
  fs.writeFileSync(path.join(staticDir, 'assets', 'big-def456.js'), 'x'.repeat(4000));
  fs.writeFileSync(path.join(staticDir, 'assets', 'big-def456.js.br'), brotliCompressSync('x'.repeat(4000)));
  fs.writeFileSync(path.join(staticDir, 'assets', 'big-def456.js.gz'), gzipSync('x'.repeat(4000)));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('security headers, CORS and limits', () => {
  it('sends security headers with a CSP that allows Firebase and the emulator', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    // The emulator the test server is configured with, by its port.
    expect(csp).toContain(`http://*:${TEST_EMULATOR_HOST.split(':')[1]}`);
    expect(csp).toContain("frame-ancestors 'none'");
    // User-supplied image URLs: our origin and https only.
    expect(csp).toContain("img-src 'self' https:;");
  });

  it('allows only listed origins', async () => {
    const allowed = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/restaurants',
      headers: { origin: 'http://allowed.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://allowed.example');
    const denied = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://evil.example' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 413 for a JSON body above the limit', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x', address: 'y', description: 'z'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorBody(413, 'Request is too large'));
  });
});

describe('errors raised before routing', () => {
  it('answers malformed and over-long URLs in the JSON error shape', async () => {
    const badEncoding = await server.app.inject({
      method: 'GET',
      url: '/api/restaurants/%E0%A4%A',
      headers: admin.headers,
    });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual(errorBody(400, 'Malformed URL'));
    const tooLong = await server.app.inject({
      method: 'GET',
      url: `/api/restaurants/${'1'.repeat(1100)}`,
      headers: admin.headers,
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual(refusalBody('URI_TOO_LONG'));
  });

  it('answers an array body with the field messages of the shared schema', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/admin/users/${admin.id}`,
      headers: admin.headers,
      payload: [1, 2],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationErrorBody({ role: ['Invalid role'] }));
  });
});

describe('serving the admin app (STATIC_DIR)', () => {
  it('gives browser navigations index.html, API clients JSON, and caches hashed assets forever', async () => {
    const app = await buildExtraApp(server, { STATIC_DIR: staticDir });
    try {
      const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
      for (const url of ['/', '/admin/users', '/admin/restaurants/3/menu', '/login?x=1', '/no/such/page']) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.body, url).toContain('<title>Food admin</title>');
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
      const api = await app.inject({
        method: 'GET',
        url: '/admin/users',
        headers: { accept: 'application/json', ...admin.headers },
      });
      expect(api.headers['content-type']).toContain('application/json');
      expect(api.json()).toHaveProperty('content');
      const apiHtml = await app.inject({ method: 'GET', url: '/api/nope', headers: html });
      expect(apiHtml.statusCode).toBe(404);
      expect(apiHtml.json()).toHaveProperty('message');
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const favicon = await app.inject({ method: 'GET', url: '/favicon.svg', headers: html });
      expect(favicon.body).toBe('<svg/>');
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      // /admin/users is also an API path, served with GET only.
      const post = await app.inject({ method: 'POST', url: '/admin/users', headers: html });
      expect(post.statusCode).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
    } finally {
      await app.close();
    }
  });

  it('sends the precompressed copy of an asset to browsers that accept it, the plain file to others', async () => {
    const app = await buildExtraApp(server, { STATIC_DIR: staticDir });
    try {
      const url = '/assets/big-def456.js';
      const brotli = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.rawPayload.length).toBeLessThan(100);
      const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('x'.repeat(4000));
    } finally {
      await app.close();
    }
  });
});

/** A request over a real connection (a literal backslash stays in the path; inject would make it a slash). */
function rawGet(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let response = '';
    const socket = net.connect({ host: '127.0.0.1', port }, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n`),
    );
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (response += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(response));
  });
}

describe('odd paths answer alike with and without the app served (issue 55)', () => {
  /** Runs `check` on an app without STATIC_DIR, then on one serving the admin app. */
  async function inBothModes(check: (app: FastifyInstance, mode: string) => Promise<void>) {
    for (const [mode, env] of [
      ['API only', {}],
      ['app served', { STATIC_DIR: staticDir }],
    ] as const) {
      const app = await buildExtraApp(server, env);
      try {
        await check(app, mode);
      } finally {
        await app.close();
      }
    }
  }

  it('answers a path over the limit 414 URI_TOO_LONG, on API paths and app paths alike', async () => {
    await inBothModes(async (app, mode) => {
      for (const url of [
        `/api/uploads/${'a'.repeat(1100)}`,
        `/api/restaurants/${'1'.repeat(1100)}`,
        `/admin/restaurants/${'1'.repeat(1100)}/menu`,
        `/${'a/'.repeat(600)}`,
      ]) {
        for (const accept of ['application/json', 'text/html']) {
          const response = await app.inject({ method: 'GET', url, headers: { ...admin.headers, accept } });
          expect(response.statusCode, `${mode} ${accept} ${url.slice(0, 24)}`).toBe(414);
          expect(response.json()).toEqual(refusalBody('URI_TOO_LONG'));
        }
      }
    });
  });

  it('answers a long or impossible value under the limit as its route answers any bad one', async () => {
    await inBothModes(async (app, mode) => {
      const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });
      const longId = await get(`/api/restaurants/${'1'.repeat(600)}`);
      expect(longId.statusCode, mode).toBe(400);
      expect(longId.json()).toEqual(errorBody(400, 'Invalid id'));
      const longParent = await get(`/api/restaurants/${'1'.repeat(600)}/menus`);
      expect(longParent.statusCode, mode).toBe(400);
      expect(longParent.json()).toEqual(errorBody(400, 'Invalid restaurantId'));
      for (const name of ['a'.repeat(600), 'a%5Cb', '..%5C..%5Cetc%5Cpasswd', `${'0'.repeat(32)}%5C.png`]) {
        const upload = await get(`/api/uploads/${name}`);
        expect(upload.statusCode, `${mode} ${name.slice(0, 24)}`).toBe(404);
        expect(upload.json()).toEqual(errorBody(404, 'File not found'));
      }
    });
  });

  it('answers paths with a backslash 404 over a real connection, never 403', async () => {
    await inBothModes(async (app, mode) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      for (const path of [
        '/api/uploads/a\\b',
        '/api/uploads/a\\b/c',
        '/api/x\\y',
        '/a\\b',
        '/..\\index.html',
      ]) {
        const response = await rawGet(port, path);
        expect(response.split('\r\n')[0], `${mode} ${path}`).toBe('HTTP/1.1 404 Not Found');
      }
    });
  });

  it('answers an unknown method such as QUERY 405 with the methods of the path', async () => {
    await inBothModes(async (app, mode) => {
      for (const [url, allow] of [
        ['/api/restaurants', 'GET, HEAD, POST'],
        ['/api/restaurants/1', 'DELETE, GET, HEAD, PUT'],
        ['/admin/users', 'GET, HEAD'],
      ]) {
        const query = await app.inject({ method: 'QUERY', url, headers: admin.headers });
        expect(query.statusCode, `${mode} ${url}`).toBe(405);
        expect(query.headers.allow, `${mode} ${url}`).toBe(allow);
        expect(query.json()).toEqual(errorBody(405, `Method QUERY is not allowed here; use ${allow}`));
        // Answered before the body is read, after the security headers are set.
        expect(query.headers['x-content-type-options']).toBe('nosniff');
      }
    });
    // With the app served, its own paths serve GET and HEAD.
    const served = await buildExtraApp(server, { STATIC_DIR: staticDir });
    try {
      for (const url of ['/', '/admin/restaurants/3/menu', '/favicon.svg']) {
        const query = await served.inject({ method: 'QUERY', url });
        expect(query.statusCode, url).toBe(405);
        expect(query.headers.allow, url).toBe('GET, HEAD');
      }
    } finally {
      await served.close();
    }
  });
});

describe('input and output nits', () => {
  it('answers an unsupported method on an API path with 405 and Allow, an unknown path with 404', async () => {
    const patch = await server.app.inject({
      method: 'PATCH',
      url: '/api/restaurants/1',
      headers: admin.headers,
    });
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    expect(patch.json()).toEqual(
      errorBody(405, 'Method PATCH is not allowed here; use DELETE, GET, HEAD, PUT'),
    );

    const remove = await server.app.inject({ method: 'DELETE', url: '/admin/dashboard-stats' });
    expect(remove.statusCode).toBe(405);
    expect(remove.headers.allow).toBe('GET, HEAD');

    const unknown = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
  });

  it('names prototype-poisoning keys as such (not as invalid JSON) and stores nothing', async () => {
    const post = (payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/restaurants',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload,
      });
    const keys = errorBody(400, 'The body must not contain "__proto__" or "constructor.prototype" keys');
    for (const payload of [
      '{"__proto__":{"isAdmin":true},"name":"Poison","address":"1 Main St"}',
      '{"name":"Poison","address":"1 Main St","x":[{"constructor":{"prototype":{"a":1}}}]}',
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(keys);
    }
    expect((await post('{"name":')).json()).toEqual(
      errorBody(400, "Body is not valid JSON but content-type is set to 'application/json'"),
    );
    // A key merely named "constructor" (no prototype inside) is ordinary data.
    const ordinary = await post('{"name":"Constructor Cafe","address":"1 Main St","constructor":"x"}');
    expect(ordinary.statusCode).toBe(201);
  });

  it('answers a preflight without Origin in the JSON error shape', async () => {
    const response = await server.app.inject({ method: 'OPTIONS', url: '/api/restaurants' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual(
      errorBody(400, 'Invalid preflight request: Origin and Access-Control-Request-Method are required'),
    );
  });

  it('keeps personal data of failed queries out of what it logs', async () => {
    const { loggableError } = await import('../src/http/errors');
    const failed = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: ada@example.com'),
      {
        name: 'DrizzleQueryError',
        cause: {
          code: '23505',
          constraint: 'users_email_key',
          detail: 'Key (email)=(ada@example.com) already exists.',
        },
      },
    );
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('ada@example.com');
    expect(loggableError(failed)).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23505',
      constraint: 'users_email_key',
      message: 'Failed query: insert into "users" ("email") values ($1)\nparams: [redacted]',
    });
  });
});

describe('request tracing', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  /** An app whose log lines (every level) are kept, parsed, in `lines`. */
  async function loggingApp(overrides: Record<string, string>) {
    const lines: Array<Record<string, unknown>> = [];
    const app = await buildExtraApp(
      server,
      { LOG_LEVEL: 'debug', ...overrides },
      { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    return { app, lines };
  }

  it('gives every answer its own request id, errors and unknown paths included', async () => {
    const answers = await Promise.all([
      server.app.inject({ method: 'GET', url: '/api/health' }),
      server.app.inject({ method: 'GET', url: '/api/health' }),
      server.app.inject({ method: 'GET', url: '/api/no-such-path' }),
      server.app.inject({ method: 'GET', url: '/api/restaurants' }),
    ]);
    const ids = answers.map((answer) => String(answer.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 401]);
  });

  it("writes the id on every log line of the request, the error's included", async () => {
    const { app, lines } = await loggingApp({});
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/restaurants' });
      const id = String(answer.headers['x-request-id']);
      expect(id).toMatch(UUID);
      const ofRequest = lines.filter((line) => line.reqId === id);
      // At least the request's arrival and its answer (with the 401's status).
      expect(ofRequest.length).toBeGreaterThanOrEqual(2);
      expect(
        ofRequest.some((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 401),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("keeps a trusted proxy's well-formed X-Request-Id, and ignores a client's", async () => {
    const proxied = await buildExtraApp(server, { TRUST_PROXY: '1' });
    try {
      const kept = await proxied.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'lb-7f3a9c2e-0001' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-7f3a9c2e-0001');
      // Too short, too long or with characters that could forge a log line: a new id instead.
      for (const bad of ['short', 'x'.repeat(129), 'abc def ghi', 'line\\nbreak-12345']) {
        const answer = await proxied.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'x-request-id': bad },
        });
        expect(answer.headers['x-request-id']).toMatch(UUID);
      }
    } finally {
      await proxied.close();
    }
    // No proxy in front: whoever calls cannot choose the id their request is filed under.
    const direct = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a9c2e-0001' },
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
  });

  it('lets the admin app read the id across origins (CORS exposes it)', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://allowed.example' },
    });
    expect(String(answer.headers['access-control-expose-headers'])).toContain('X-Request-Id');
  });
});
