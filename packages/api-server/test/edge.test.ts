import { errorBody } from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

let server: TestServer;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createUser(server.db, 'ADMIN'), createUser(server.db, 'CUSTOMER')]);
});
afterAll(async () => {
  await server.close();
});

const bigJson = JSON.stringify({ name: 'x', address: 'y', description: 'z'.repeat(300 * 1024) });

describe('the edge authorises before it reads the body', () => {
  it.each([
    ['an oversized JSON body (413 once signed in)', 'application/json', bigJson],
    ['malformed JSON (400 once signed in)', 'application/json', '{"name":'],
    ['a body that is not JSON (415 once signed in)', 'text/plain', 'hello'],
    ['a multipart body on a JSON route (415 once signed in)', 'multipart/form-data; boundary=x', '--x--'],
  ])('answers 401 to an anonymous caller sending %s', async (_what, contentType, payload) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorBody(401, 'Authentication required'));
  });

  it('answers 401 to an anonymous upload, however large', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: Buffer.alloc(8 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a signed-in caller without the role, whatever the body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: bigJson,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorBody(403, 'Administrator or restaurant role required'));
  });

  it('still answers 413, 400 and 415 to a caller who may call the route', async () => {
    const send = (contentType: string, payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/restaurants',
        headers: { ...admin.headers, 'content-type': contentType },
        payload,
      });
    expect((await send('application/json', bigJson)).statusCode).toBe(413);
    expect((await send('application/json', '{"name":')).statusCode).toBe(400);
    expect((await send('text/plain', 'hello')).statusCode).toBe(415);
  });
});

describe('the edge parses params and query with the entry schemas', () => {
  it.each([
    ['/api/restaurants/abc', 'Invalid id'],
    ['/api/restaurants/0', 'Invalid id'],
    ['/api/restaurants/2147483648', 'Invalid id'],
    ['/api/restaurants/1e3/menus', 'Invalid restaurantId'],
    ['/api/menus/-1/dishes', 'Invalid menuId'],
  ])('GET %s answers 400 %s and changes nothing', async (url, message) => {
    const before = await tableCounts(server.db);
    const response = await server.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(400, message));
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('answers query failures with field errors', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/menus?page=-1&size=101',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      fieldErrors: { page: [expect.any(String)], size: ['Must be at most 100'] },
      fieldCodes: { page: ['INVALID'], size: ['INVALID'] },
    });
  });

  it('sends 204 with no body for entries without a response schema', async () => {
    const target = await createUser(server.db, 'CUSTOMER', 'target');
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/admin/users/${target.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});
