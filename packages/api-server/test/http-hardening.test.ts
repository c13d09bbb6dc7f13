import { errorBody, validationErrorBody } from '@food-admin/api-client';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(csp).toContain('http://*:9199');
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
      url: `/api/restaurants/${'1'.repeat(300)}`,
      headers: admin.headers,
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual(errorBody(414, 'URL is too long'));
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
