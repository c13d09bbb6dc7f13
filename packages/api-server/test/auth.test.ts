import { errorBody, validationErrorBody, refusalBody } from '@food-admin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createFirebaseAdmin } from '../src/auth/firebase';
import { activityLog, users } from '../src/db/schema';
import { TEST_PROJECT_ID } from './emulator-constants';
import {
  BAD_TOKEN_HEADERS,
  buildExtraApp,
  createUser,
  signInAccount,
  signUpAccount,
  startTestServer,
  type TestServer,
} from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/auth/register', () => {
  it('creates a CUSTOMER profile for the signed-in account and records the activity', async () => {
    const account = await signUpAccount();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(account.idToken),
      payload: {
        uid: account.uid,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: account.email,
        phone: '+1 555 0100',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      uid: account.uid,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: account.email,
      phone: '+1 555 0100',
      role: 'CUSTOMER',
    });
    const entries = await server.db.select().from(activityLog).where(eq(activityLog.actionType, 'REGISTER'));
    expect(entries.some((entry) => entry.action.includes(account.email))).toBe(true);
  });

  it('accepts a Google-style registration with an empty last name and email, taking the email from the token', async () => {
    const account = await signUpAccount();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(account.idToken),
      payload: { uid: account.uid, firstName: 'Plato', lastName: '', email: '' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      firstName: 'Plato',
      lastName: '',
      email: account.email,
      role: 'CUSTOMER',
    });
  });

  it("refuses a body email that is not the signed-in account's, so nobody registers under another's address", async () => {
    const account = await signUpAccount();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(account.idToken),
      payload: { uid: account.uid, firstName: 'Eve', lastName: 'M', email: 'ceo@test.food' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusalBody('ACCOUNT_MISMATCH', { field: 'email' }));
    expect(await server.db.select().from(users).where(eq(users.uid, account.uid))).toEqual([]);
  });

  it('answers 409 for a second profile with the same uid', async () => {
    const account = await signUpAccount();
    const payload = { uid: account.uid, firstName: 'Ann', lastName: 'Lee', email: account.email };
    const first = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(account.idToken),
      payload,
    });
    expect(first.statusCode).toBe(201);
    const second = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(account.idToken),
      payload,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(refusalBody('PROFILE_EXISTS'));
    expect(second.json().code).toBe('PROFILE_EXISTS');
  });

  it('answers 409 for an email that another profile already uses (case-insensitive)', async () => {
    // A profile of another uid holds the address (say, a seeded user, or an account deleted and
    // created again in the identity provider).
    const account = await signUpAccount();
    await server.db.insert(users).values({
      uid: `other-${account.uid}`,
      firstName: 'Ann',
      lastName: 'Lee',
      email: account.email.toUpperCase(),
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(account.idToken),
      payload: { uid: account.uid, firstName: 'Bob', lastName: 'Lee', email: account.email },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusalBody('EMAIL_EXISTS'));
    expect(response.json().code).toBe('EMAIL_EXISTS');
  });

  it('refuses an account an admin deleted (its session: 401; enabled by hand: 403), and a new account under its email', async () => {
    const admin = await createUser(server.db, 'ADMIN');
    const account = await signUpAccount();
    const register = (signedIn: { uid: string; idToken: string; email: string }) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: bearer(signedIn.idToken),
        payload: { uid: signedIn.uid, firstName: 'Del', lastName: 'Eted', email: signedIn.email },
      });
    const created = await register(account);
    expect(created.statusCode).toBe(201);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/admin/users/${created.json().id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);

    const refused = refusalBody('ACCOUNT_DELETED');
    // Its sessions were revoked with the delete (and its identity-provider account disabled): its
    // token opens nothing.
    const again = await register(account);
    expect([again.statusCode, again.json()]).toEqual([
      401,
      errorBody(401, 'Your session was revoked. Please sign in again.'),
    ]);
    // Enabled again by hand (not by a restore), it is still remembered as deleted. (Revocation has
    // a resolution of one second: sign in again in a later second than the delete.)
    await server.firebase.auth.updateUser(account.uid, { disabled: false });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const enabled = await register({
      ...account,
      idToken: (await signInAccount(account.email, 'secret123')).idToken,
    });
    expect([enabled.statusCode, enabled.json()]).toEqual([403, refused]);
    // Deleting the identity and signing up again under the same address (other case) does not help.
    await server.firebase.auth.deleteUser(account.uid);
    const reborn = await signUpAccount(account.email.toUpperCase());
    const rebornAttempt = await register(reborn);
    expect([rebornAttempt.statusCode, rebornAttempt.json()]).toEqual([403, refused]);
    expect(await server.db.select().from(users).where(eq(users.uid, reborn.uid))).toEqual([]);
    // Anyone else still registers.
    expect((await register(await signUpAccount())).statusCode).toBe(201);
  });

  it('answers 403 when the body uid is not the token uid', async () => {
    const account = await signUpAccount();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(account.idToken),
      payload: { uid: 'someone-else', firstName: 'Eve', lastName: 'Mallory', email: 'eve@test.food' },
    });
    expect(response.statusCode).toBe(403);
    expect(await server.db.select().from(users).where(eq(users.uid, 'someone-else'))).toEqual([]);
  });

  it('answers 400 with field messages for an invalid body', async () => {
    const account = await signUpAccount();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(account.idToken),
      payload: { uid: account.uid, firstName: 'A', lastName: 'B', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationErrorBody({ email: ['Invalid email'] }));
  });

  it('answers 401 without a token and with a bad token', async () => {
    const payload = { uid: 'x', firstName: 'A', lastName: 'B', email: '' };
    const none = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(errorBody(401, 'Authentication required'));
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: BAD_TOKEN_HEADERS,
      payload,
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual(errorBody(401, 'Invalid or expired token'));
  });
});

describe('POST /api/auth/login', () => {
  it('answers the profile with its role from our database', async () => {
    const account = await signUpAccount();
    await server.db
      .insert(users)
      .values({ uid: account.uid, firstName: 'Ada', lastName: 'Admin', email: account.email, role: 'ADMIN' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: bearer(account.idToken),
      payload: { uid: account.uid },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uid: account.uid,
      role: 'ADMIN',
      firstName: 'Ada',
      email: account.email,
    });
  });

  it("answers 404 'User not found' when the account has no profile (the app then registers Google users)", async () => {
    const account = await signUpAccount();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: bearer(account.idToken),
      payload: { uid: account.uid },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(404, 'User not found'));
  });

  it('answers 403 for another uid, 400 for a missing uid, 401 without a valid token', async () => {
    const account = await signUpAccount();
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: bearer(account.idToken),
      payload: { uid: 'not-me' },
    });
    expect(other.statusCode).toBe(403);
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: bearer(account.idToken),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.uid).toBeDefined();
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: BAD_TOKEN_HEADERS,
      payload: { uid: 'x' },
    });
    expect(bad.statusCode).toBe(401);
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: 'Basic abc' },
      payload: { uid: 'x' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('rate-limits the auth routes per client (429 with a JSON message)', async () => {
    const limited = await buildExtraApp(server, {
      RATE_LIMIT_AUTH: '1',
      RATE_LIMIT_AUTH_MAX: '2',
      RATE_LIMIT_AUTH_WINDOW_MS: '60000',
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { uid: 'x' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toMatch(/^Too many requests/);
      }
      expect(statuses).toEqual([401, 401, 429]);
      // Other routes are not limited.
      const health = await limited.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('when tokens cannot be checked', () => {
  it('answers 503 (not 401) while the identity service is unreachable', async () => {
    const account = await signUpAccount();
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // firebase-admin takes the emulator address from the environment: point a fresh instance at a
    // port where nothing listens for the duration of this test (tests in a file run one at a time).
    const unreachable = createFirebaseAdmin({ projectId: TEST_PROJECT_ID, authEmulatorHost: '127.0.0.1:1' });
    const app = await buildApp(server.config, { db: server.db, verifyIdToken: unreachable.verifyIdToken });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: bearer(account.idToken),
        payload: { uid: account.uid },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(refusalBody('AUTH_UNAVAILABLE'));
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
      await app.close();
      await unreachable.close();
    }
  });
});

describe("the caller's profile, read from the database on every request", () => {
  it('applies a role change and a removed profile to the very next request', async () => {
    const caller = await createUser(server.db, 'ADMIN', 'prepared');
    const stats = () =>
      server.app.inject({ method: 'GET', url: '/admin/dashboard-stats', headers: caller.headers });
    expect((await stats()).statusCode).toBe(200);

    await server.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, caller.id));
    const demoted = await stats();
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json()).toEqual(refusalBody('ADMIN_REQUIRED'));

    await server.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, caller.id));
    expect((await stats()).statusCode).toBe(200);

    await server.db.delete(users).where(eq(users.id, caller.id));
    const removed = await stats();
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual(refusalBody('NO_PROFILE'));
  });

  it('answers each caller with their own profile when many ask at once', async () => {
    const callers = await Promise.all(
      (['ADMIN', 'CUSTOMER', 'ADMIN', 'CUSTOMER'] as const).map((role, index) =>
        createUser(server.db, role, `many-${index}`),
      ),
    );
    const answers = await Promise.all(
      callers.flatMap((caller) =>
        [0, 1, 2].map(async () => {
          const response = await server.app.inject({
            method: 'GET',
            url: '/admin/dashboard-stats',
            headers: caller.headers,
          });
          return [caller.role, response.statusCode] as const;
        }),
      ),
    );
    for (const [role, status] of answers) expect(status).toBe(role === 'ADMIN' ? 200 : 403);
  });
});
