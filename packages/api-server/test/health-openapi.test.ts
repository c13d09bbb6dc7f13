import { errorBody } from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('health, OpenAPI and unknown routes', () => {
  it('answers health without auth', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('tells readiness (database answers) from liveness (process answers) when the database is down', async () => {
    // A database whose every query fails, as during an outage.
    const down = new Proxy(server.db, {
      get: (target, key) =>
        key === 'execute'
          ? async () => Promise.reject(new Error('connection refused'))
          : Reflect.get(target, key),
    });
    const app = await buildApp(server.config, { db: down, verifyIdToken: server.firebase.verifyIdToken });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health' });
      expect([ready.statusCode, ready.json()]).toEqual([503, errorBody(503, 'Database unavailable')]);
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    } finally {
      await app.close();
    }
  });

  it('serves an OpenAPI document generated from the shared schemas', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/restaurants',
        '/api/restaurants/{id}',
        '/admin/users/{id}',
        '/api/uploads',
      ]),
    );
    const restaurantBody = doc.paths['/api/restaurants'].post.requestBody.content['application/json'].schema;
    expect(restaurantBody.required).toEqual(expect.arrayContaining(['name', 'address']));
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });

  it('serves the docs UI', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(404, 'Route GET /api/nope not found'));
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
