import { errorBody } from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer } from './support/server';

// Before: a disabled account kept access for up to 30 s (the per-instance token cache) and, outside
// the emulator, until its token expired (up to an hour), because revocation was never checked.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const createRestaurant = (headers: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/restaurants',
    headers,
    payload: { name: 'Revocation Diner', address: '1 Test St' },
  });

describe('disabled and revoked accounts', () => {
  it('refuses a disabled account on its next write, although its token was verified a moment ago', async () => {
    const owner = await createUser(server.db, 'RESTAURANT', 'disabled-owner');
    expect((await createRestaurant(owner.headers)).statusCode).toBe(201);

    await server.firebase.auth.updateUser(owner.uid, { disabled: true });

    const refused = await createRestaurant(owner.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(errorBody(401, 'This account has been disabled'));
  });

  it('refuses an admin whose sessions were revoked on the next admin call', async () => {
    const admin = await createUser(server.db, 'ADMIN', 'revoked-admin');
    const users = () => server.app.inject({ method: 'GET', url: '/admin/users', headers: admin.headers });
    expect((await users()).statusCode).toBe(200);

    // Revocation has a resolution of one second: revoke in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await server.firebase.auth.revokeRefreshTokens(admin.uid);

    const refused = await users();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(errorBody(401, 'Your session was revoked. Please sign in again.'));
  });

  it('refuses every call made after the account was disabled, while calls made before share lookups', async () => {
    // Concurrent calls of one account share the provider's answer (src/auth/fresh-loads.ts), but
    // never one read before they arrived: the unit test holds the order, this one the wiring.
    const admin = await createUser(server.db, 'ADMIN', 'busy-admin');
    const users = () => server.app.inject({ method: 'GET', url: '/admin/users', headers: admin.headers });
    expect((await users()).statusCode).toBe(200);
    const before = Array.from({ length: 8 }, users);
    await server.firebase.auth.updateUser(admin.uid, { disabled: true });
    const after = await Promise.all(Array.from({ length: 8 }, users));
    expect(after.map((response) => response.statusCode)).toEqual(Array(8).fill(401));
    expect(after[0]?.json()).toEqual(errorBody(401, 'This account has been disabled'));
    for (const response of await Promise.all(before)) expect([200, 401]).toContain(response.statusCode);
  });

  it('keeps serving an account in good standing', async () => {
    const owner = await createUser(server.db, 'RESTAURANT', 'fine-owner');
    expect((await createRestaurant(owner.headers)).statusCode).toBe(201);
    expect((await createRestaurant(owner.headers)).statusCode).toBe(201);
  });
});
