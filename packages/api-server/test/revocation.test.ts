import { errorBody } from '@food-admin/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type OpenStream } from './support/event-stream';
import { createProductionLikeUser, ProductionLikeIdentityProvider } from './support/identity-provider';
import { buildExtraApp, createUser, startTestServer, type TestServer } from './support/server';

/*
 * Disabled accounts and revoked sessions (docs/operations.md#revocation). Every request reads its
 * account's recorded sessions (account_states) with its profile: a revocation made in the app
 * applies to the next request on every instance, one made at the identity provider within
 * ACCOUNT_LOOKUP_INTERVAL_MS + SESSION_CHECK_INTERVAL_MS, reads and event streams included, and no
 * request waits for the identity provider. Before, reads trusted the token until it expired (an
 * hour in production), and writes asked the provider on the request's path.
 */

const LOOKUP_INTERVAL_MS = 400;
const CHECK_INTERVAL_MS = 100;
/** The documented bound, plus room for a slow machine's scheduling. */
const BOUND_MS = LOOKUP_INTERVAL_MS + CHECK_INTERVAL_MS + 2000;
const intervals = {
  ACCOUNT_LOOKUP_INTERVAL_MS: String(LOOKUP_INTERVAL_MS),
  SESSION_CHECK_INTERVAL_MS: String(CHECK_INTERVAL_MS),
};

const DISABLED = errorBody(401, 'This account has been disabled');
const REVOKED = errorBody(401, 'Your session was revoked. Please sign in again.');

let server: TestServer;
const idp = new ProductionLikeIdentityProvider();
/** Two instances over one database with the production-like provider, listening (event streams). */
let instances: { app: FastifyInstance; url: string }[] = [];
const streams: OpenStream[] = [];

beforeAll(async () => {
  server = await startTestServer(intervals);
  for (let i = 0; i < 2; i += 1) {
    const app = await buildExtraApp(server, intervals, {
      verifyIdToken: idp.verifyIdToken,
      accounts: idp.accounts,
    });
    instances.push({ app, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  idp.resume();
  for (const { app } of instances) await app.close();
  instances = [];
  await server.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

/** Calls `request` until it answers 401; the time it took and the last answer. */
async function untilRefused(request: () => Promise<{ statusCode: number; json: () => unknown }>) {
  const started = Date.now();
  for (;;) {
    const response = await request();
    if (response.statusCode === 401 || Date.now() - started > BOUND_MS + 5000) {
      return { elapsed: Date.now() - started, response };
    }
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function openStream(url: string, headers: Record<string, string>) {
  const stream = await openEventStream(url, headers);
  streams.push(stream);
  await stream.waitFor((m) => m.event === 'ready' || m.event === 'reset');
  return stream;
}

describe('revocations made in the app', () => {
  it("refuses a deleted user's next read and export, on every instance", async () => {
    const admin = await createUser(server.db, 'ADMIN', 'deleting-admin');
    const owner = await createUser(server.db, 'RESTAURANT', 'deleted-owner');
    const other = await buildExtraApp(server, intervals);
    try {
      expect((await get(server.app, '/admin/orders', owner.headers)).statusCode).toBe(200);
      expect((await get(other, '/admin/orders', owner.headers)).statusCode).toBe(200);

      const removed = await server.app.inject({
        method: 'DELETE',
        url: `/admin/users/${owner.id}`,
        headers: admin.headers,
      });
      expect(removed.statusCode).toBe(204);

      for (const app of [server.app, other]) {
        for (const url of ['/admin/orders', '/admin/orders/export', '/api/restaurants']) {
          const refused = await get(app, url, owner.headers);
          expect([url, refused.statusCode]).toEqual([url, 401]);
          // Revoked by the delete at once; disabled too once a lookup has seen the provider's account.
          expect([REVOKED, DISABLED]).toContainEqual(refused.json());
        }
      }
    } finally {
      await other.close();
    }
  });

  it('keeps serving an account in good standing', async () => {
    const owner = await createUser(server.db, 'RESTAURANT', 'fine-owner');
    const create = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/restaurants',
        headers: owner.headers,
        payload: { name: 'Revocation Diner', address: '1 Test St' },
      });
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(201);
  });
});

describe('revocations made at a production-like identity provider', () => {
  it('answers every request without waiting for the identity provider', async () => {
    const admin = await createProductionLikeUser(server.db, idp, 'ADMIN');
    idp.hold();
    try {
      const [first] = instances;
      if (first === undefined) throw new Error('no instance');
      // The account's first request starts a lookup, which the provider now holds.
      expect((await get(first.app, '/api/restaurants', admin.headers)).statusCode).toBe(200);
      await expect.poll(() => idp.lookupsOf(admin.uid), { timeout: 2000 }).toBe(1);
      // No request waits for it.
      const answers = await Promise.race([
        Promise.all(
          [
            '/admin/users',
            '/admin/orders',
            '/admin/orders/export',
            '/api/restaurants',
            '/admin/recent-activity',
          ].map((url) => get(first.app, url, admin.headers)),
        ),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('a request waited')), 5000)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(idp.lookupsOf(admin.uid)).toBe(1);
    } finally {
      idp.resume();
    }
  });

  it('refuses a disabled account within the bound on a read, an export and an open stream, on both instances', async () => {
    const admin = await createProductionLikeUser(server.db, idp, 'ADMIN');
    const [a, b] = instances;
    if (a === undefined || b === undefined) throw new Error('two instances');
    const streamA = await openStream(a.url, admin.headers);
    const streamB = await openStream(b.url, admin.headers);
    expect((await get(b.app, '/admin/orders/export', admin.headers)).statusCode).toBe(200);

    idp.disable(admin.uid);
    const disabledAt = Date.now();
    const { elapsed, response } = await untilRefused(() => get(a.app, '/admin/orders', admin.headers));
    expect([response.statusCode, response.json()]).toEqual([401, DISABLED]);
    expect(elapsed).toBeLessThan(BOUND_MS);
    for (const url of ['/admin/orders/export', '/admin/users', '/api/restaurants']) {
      const refused = await get(b.app, url, admin.headers);
      expect([url, refused.statusCode]).toEqual([url, 401]);
    }
    // The open streams end (the client reconnects and is refused).
    await Promise.all([streamA.ended, streamB.ended]);
    expect(Date.now() - disabledAt).toBeLessThan(BOUND_MS + CHECK_INTERVAL_MS);
    expect((await fetch(`${a.url}/api/events`, { headers: admin.headers })).status).toBe(401);
  });

  it('refuses sessions revoked there within the bound, and serves a new sign-in', async () => {
    const owner = await createProductionLikeUser(server.db, idp, 'RESTAURANT');
    const [a] = instances;
    if (a === undefined) throw new Error('no instance');
    expect((await get(a.app, '/admin/reviews', owner.headers)).statusCode).toBe(200);

    idp.revokeSessions(owner.uid);
    const { elapsed, response } = await untilRefused(() => get(a.app, '/admin/reviews', owner.headers));
    expect([response.statusCode, response.json()]).toEqual([401, REVOKED]);
    expect(elapsed).toBeLessThan(BOUND_MS);

    // Revocation has a resolution of one second: sign in again in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const signedInAgain = { authorization: `Bearer ${idp.signIn(owner.uid)}` };
    expect((await get(a.app, '/admin/reviews', signedInAgain)).statusCode).toBe(200);
  });

  it('looks an active account up about once per interval, however many instances it calls', async () => {
    const admin = await createProductionLikeUser(server.db, idp, 'ADMIN');
    const started = Date.now();
    const duration = LOOKUP_INTERVAL_MS * 3;
    while (Date.now() - started < duration) {
      for (const { app } of instances)
        expect((await get(app, '/api/restaurants', admin.headers)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const elapsed = Date.now() - started;
    // Each instance alone would look it up every interval: twice as often.
    expect(idp.lookupsOf(admin.uid)).toBeGreaterThanOrEqual(2);
    expect(idp.lookupsOf(admin.uid)).toBeLessThanOrEqual(Math.ceil(elapsed / LOOKUP_INTERVAL_MS) + 1);
  });
});

describe('revocations made in the Auth Emulator, through firebase-admin', () => {
  it('refuses a disabled account within the bound', async () => {
    const owner = await createUser(server.db, 'RESTAURANT', 'emulator-disabled');
    expect((await get(server.app, '/admin/reviews', owner.headers)).statusCode).toBe(200);
    await server.firebase.auth.updateUser(owner.uid, { disabled: true });
    // The token's verification is cached (token-cache.ts): the refusal comes from the lookup.
    const { elapsed, response } = await untilRefused(() => get(server.app, '/admin/reviews', owner.headers));
    expect([response.statusCode, response.json()]).toEqual([401, DISABLED]);
    expect(elapsed).toBeLessThan(BOUND_MS);
  });
});
