import { errorBody } from '@food-admin/api-client';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseStore } from '../src/http/rate-limit/database-store';
import { createMemoryStore } from '../src/http/rate-limit/memory-store';
import { createRedisStore } from '../src/http/rate-limit/redis-store';
import type { RateLimitStore } from '../src/http/rate-limit/store';
import {
  BAD_TOKEN_HEADERS,
  buildExtraApp,
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from './support/server';

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN');
});
afterAll(async () => {
  await server.close();
});

/** A 429 as the app reads it: Retry-After in whole seconds within the window, and the same N in the message. */
function expectTooMany(response: LightMyRequestResponse, windowSeconds: number): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual(
    errorBody(429, `Too many requests, please try again in ${retryAfter} seconds`),
  );
}

const login = (
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string> = BAD_TOKEN_HEADERS,
) => app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers, payload: { uid: 'x' } });
const register = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    headers: BAD_TOKEN_HEADERS,
    payload: { uid: 'x', firstName: 'A', lastName: 'B', email: 'a@b.example' },
  });

describe('the auth budget', () => {
  const limits = { RATE_LIMIT_AUTH: '1', RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_AUTH_WINDOW_MS: '60000' };

  it('is one budget per client for register and login together, refused before any token check', async () => {
    const app = await buildExtraApp(server, limits);
    try {
      const statuses = [
        (await login(app, '10.0.0.1')).statusCode,
        (await register(app, '10.0.0.1')).statusCode,
        (await login(app, '10.0.0.1')).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 401]);
      expectTooMany(await register(app, '10.0.0.1'), 60);
      expectTooMany(await login(app, '10.0.0.1'), 60);
      // Another client has its own budget; other routes are not limited.
      expect((await login(app, '10.0.0.2')).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is also one budget per account, whatever address the calls come from', async () => {
    const app = await buildExtraApp(server, limits);
    try {
      const account = await createUser(server.db, 'CUSTOMER');
      const call = (address: string) => login(app, address, account.headers).then((r) => r.statusCode);
      // The body's uid is not the token's: 403 once authenticated, which still spends the budget.
      expect([await call('10.1.0.1'), await call('10.1.0.2'), await call('10.1.0.3')]).toEqual([
        403, 403, 403,
      ]);
      expectTooMany(await login(app, '10.1.0.4', account.headers), 60);
      // A fresh address with another account is unaffected.
      expect(await login(app, '10.1.0.5').then((r) => r.statusCode)).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('the search and upload budgets', () => {
  it('counts list calls that search, per account, and leaves plain paging alone', async () => {
    const app = await buildExtraApp(server, { RATE_LIMIT_SEARCH: '1', RATE_LIMIT_SEARCH_MAX: '2' });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });
      expect((await get('/admin/users?search=ada')).statusCode).toBe(200);
      expect((await get('/api/restaurants?search=sushi')).statusCode).toBe(200);
      expectTooMany(await get('/admin/users?search=bob'), 60);
      for (let page = 0; page < 4; page += 1)
        expect((await get(`/admin/users?page=${page}`)).statusCode).toBe(200);
      expect((await get('/admin/users?search=%20')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts uploads per account before their bodies are read', async () => {
    const app = await buildExtraApp(server, { RATE_LIMIT_UPLOAD: '1', RATE_LIMIT_UPLOAD_MAX: '1' });
    try {
      const upload = () =>
        app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload: '{}',
        });
      expect((await upload()).statusCode).toBe(415);
      expectTooMany(await upload(), 60);
    } finally {
      await app.close();
    }
  });

  it('lets a cross-origin app read Retry-After', async () => {
    const app = await buildExtraApp(server, { RATE_LIMIT_AUTH: '1', RATE_LIMIT_AUTH_MAX: '1' });
    try {
      const headers = { ...BAD_TOKEN_HEADERS, origin: 'http://allowed.example' };
      await login(app, '10.2.0.1', headers);
      const response = await login(app, '10.2.0.1', headers);
      expectTooMany(response, 60);
      expect(String(response.headers['access-control-expose-headers'])).toMatch(/retry-after/i);
    } finally {
      await app.close();
    }
  });
});

describe('budgets kept in a shared store', () => {
  const limits = { RATE_LIMIT_AUTH: '1', RATE_LIMIT_AUTH_MAX: '2' };

  async function sharedBetweenTwoApps(makeStore: () => RateLimitStore) {
    const [a, b] = await Promise.all([
      buildExtraApp(server, limits, { rateLimitStore: makeStore() }),
      buildExtraApp(server, limits, { rateLimitStore: makeStore() }),
    ]);
    try {
      const address = `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      expect((await login(a, address)).statusCode).toBe(401);
      expect((await login(b, address)).statusCode).toBe(401);
      expectTooMany(await login(a, address), 60);
      expectTooMany(await login(b, address), 60);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }

  it('shares a budget between two instances on the database', async () => {
    await sharedBetweenTwoApps(() => createDatabaseStore(server.db));
  });

  it('does not share memory budgets (why several instances need the database or Redis)', async () => {
    const [a, b] = await Promise.all([
      buildExtraApp(server, limits, { rateLimitStore: createMemoryStore() }),
      buildExtraApp(server, limits, { rateLimitStore: createMemoryStore() }),
    ]);
    try {
      for (const app of [a, b, a, b]) expect((await login(app, '10.4.0.1')).statusCode).toBe(401);
      expectTooMany(await login(a, '10.4.0.1'), 60);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('opens a new window once the old one has ended (database store)', async () => {
    const store = createDatabaseStore(server.db);
    const key = `test:${Math.random()}`;
    expect((await store.hit(key, 1000)).count).toBe(1);
    expect((await store.hit(key, 1000)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reopened = await store.hit(key, 1000);
    expect(reopened.count).toBe(1);
    expect(reopened.resetAtMs - Date.now()).toBeGreaterThan(500);
    await store.close();
  });
});

// Redis runs beside PostgreSQL on CI and development machines (docs/getting-started.md).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/6';

describe('budgets kept in Redis', () => {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);

  it('shares a budget between two instances', async () => {
    await sharedBetweenTwoAppsOnRedis();
  });

  async function sharedBetweenTwoAppsOnRedis() {
    const limits = { RATE_LIMIT_AUTH: '1', RATE_LIMIT_AUTH_MAX: '2' };
    const [a, b] = await Promise.all([
      buildExtraApp(server, limits, { rateLimitStore: createRedisStore(REDIS_URL, warn) }),
      buildExtraApp(server, limits, { rateLimitStore: createRedisStore(REDIS_URL, warn) }),
    ]);
    try {
      const address = `10.5.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      expect((await login(a, address)).statusCode).toBe(401);
      expect((await login(b, address)).statusCode).toBe(401);
      expectTooMany(await login(b, address), 60);
      expect(warnings).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }

  it('keeps limiting in memory, with a warning, while Redis does not answer', async () => {
    const local: string[] = [];
    const store = createRedisStore('redis://127.0.0.1:1', (message) => local.push(message));
    const key = `test:${Math.random()}`;
    expect((await store.hit(key, 60_000)).count).toBe(1);
    expect((await store.hit(key, 60_000)).count).toBe(2);
    expect(local).toHaveLength(1);
    await store.close();
  });
});
