import { createHash, randomUUID } from 'node:crypto';
import {
  API_TOKEN_PATTERN,
  apiTokenHint,
  errorBody,
  MAX_API_TOKENS,
  newApiTokenSecret,
  refusalBody,
  type ApiToken,
  type CreatedApiToken,
} from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSessions } from '../src/auth/account-states';
import { builtInSetId } from '../src/auth/permission-sets';
import { accountStates, activityLog, apiTokens, memberships } from '../src/db/schema';
import { insertRestaurant } from './support/fixtures';
import { buildExtraApp, createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Personal API tokens (docs/api.md#api-tokens): staff make them of permissions they hold, see them
 * listed without their secrets, and revoke them; a call with one acts as its person, narrowed to
 * its scopes, for reads and for calls asking one of its scopes, and is refused from the next call
 * on, on every instance, once the token is revoked or expired or its person's sessions end.
 */

const INVALID = errorBody(401, 'Invalid or expired token');

let server: TestServer;
/** A second instance over the same database. */
let other: FastifyInstance;
let admin: TestUser;
let owner: TestUser;
let kitchen: TestUser;
let restaurantId: number;

beforeAll(async () => {
  server = await startTestServer();
  other = await buildExtraApp(server, {});
  admin = await createUser(server.db, 'ADMIN', 'tokens-admin');
  owner = await createUser(server.db, 'RESTAURANT', 'tokens-owner');
  kitchen = await createUser(server.db, 'RESTAURANT', 'tokens-kitchen');
  restaurantId = (await insertRestaurant(server.db, { ownerId: owner.id, name: 'Token Bistro' })).id;
  await server.db.insert(memberships).values({
    userId: kitchen.id,
    restaurantId,
    permissionSetId: await builtInSetId(server.db, 'Kitchen'),
  });
});
afterAll(async () => {
  await other.close();
  await server.close();
});

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
  app: FastifyInstance = server.app,
) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const makeToken = (user: TestUser, body: Record<string, unknown> = {}) =>
  call('POST', '/api/tokens', user.headers, {
    name: 'Nightly export',
    scopes: ['orders.view'],
    expiresInDays: 30,
    ...body,
  });

async function tokenOf(user: TestUser, body: Record<string, unknown> = {}): Promise<CreatedApiToken> {
  const answer = await makeToken(user, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<CreatedApiToken>();
}

/** A token written straight to the table (for a person who has made no call yet), and its secret. */
async function insertedToken(userId: number, scopes: ApiToken['scopes'] = ['orders.view']) {
  const secret = newApiTokenSecret();
  const [row] = await server.db
    .insert(apiTokens)
    .values({
      userId,
      name: 'Inserted',
      scopes,
      tokenHash: createHash('sha256').update(secret).digest('hex'),
      hint: apiTokenHint(secret),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { id: row?.id ?? 0, secret };
}

describe('making and listing tokens', () => {
  it('answers the secret once and keeps only its hash', async () => {
    const before = Date.now();
    const { token, secret } = await tokenOf(admin, {
      name: '  Nightly export ',
      scopes: ['users.manage', 'orders.view', 'users.manage'],
      expiresInDays: 7,
    });
    expect(secret).toMatch(API_TOKEN_PATTERN);
    expect(token).toMatchObject({
      name: 'Nightly export',
      // Each once, in the catalogue's order.
      scopes: ['orders.view', 'users.manage'],
      hint: secret.slice(0, 'fa_pat_'.length + 4),
      lastUsedAt: null,
      revokedAt: null,
      state: 'ACTIVE',
    });
    const days = (Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    expect(Date.parse(token.createdAt)).toBeGreaterThanOrEqual(before - 5000);

    const [row] = await server.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    const stored = JSON.stringify(
      (await server.db.execute(sql`select * from api_tokens where id = ${token.id}`)) as unknown,
    );
    expect(stored).not.toContain(secret.slice('fa_pat_'.length));

    const listed = await call('GET', '/api/tokens', admin.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    expect(listed.json<ApiToken[]>()[0]).toEqual(token);

    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.code, 'API_TOKEN_CREATED'))
      .orderBy(sql`${activityLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ action: 'Created API token Nightly export', userId: admin.id });
  });

  it('gives a token only permissions its maker holds somewhere', async () => {
    const refused = await makeToken(kitchen, { scopes: ['orders.view', 'refunds.approve'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(
      refusalBody('API_TOKEN_SCOPE_NOT_HELD', { permission: 'refunds.approve' }),
    );
    // What the Kitchen set gives on the restaurant, and what a restaurant account holds as an owner.
    await tokenOf(kitchen, { scopes: ['orders.handle', 'menus.edit'] });
    await tokenOf(admin, { scopes: ['refunds.approve'] });
  });

  it('takes a name, some permissions and 1 to 365 days', async () => {
    const bad = await makeToken(admin, { name: ' ', scopes: [], expiresInDays: 366 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'expiresInDays',
      'name',
      'scopes',
    ]);
  });

  it(`keeps at most ${MAX_API_TOKENS} live tokens per person`, async () => {
    const person = await createUser(server.db, 'RESTAURANT', 'tokens-many');
    const ids = [];
    for (let i = 0; i < MAX_API_TOKENS; i += 1) ids.push((await insertedToken(person.id)).id);
    const refused = await makeToken(person);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusalBody('API_TOKEN_LIMIT', { max: MAX_API_TOKENS }));
    // An expired one no longer counts; one that ended a month ago is forgotten by the next token.
    await server.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(apiTokens.id, ids[0] ?? 0));
    await tokenOf(person);
    const listed = (await call('GET', '/api/tokens', person.headers)).json<ApiToken[]>();
    expect(listed).toHaveLength(MAX_API_TOKENS);
    expect(listed.map((token) => token.id)).not.toContain(ids[0]);
  });
});

describe('calling with a token', () => {
  it('reads, and calls what asks one of its scopes, as its person', async () => {
    const { secret } = await tokenOf(owner, { scopes: ['restaurants.edit'] });
    const read = await call('GET', `/api/restaurants/${restaurantId}`, bearer(secret));
    expect(read.statusCode, read.body).toBe(200);
    const renamed = await call('PUT', `/api/restaurants/${restaurantId}`, bearer(secret), {
      name: 'Token Bistro',
      address: '1 Token Way',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Still its person's rights: not someone else's restaurant.
    const elsewhere = await insertRestaurant(server.db, { ownerId: admin.id, name: 'Not the owner’s' });
    const refused = await call('PUT', `/api/restaurants/${elsewhere.id}`, bearer(secret), {
      name: 'Taken',
      address: '2 Token Way',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a call asking a permission outside its scopes, and every write that asks none', async () => {
    const { token, secret } = await tokenOf(admin, { scopes: ['orders.view'] });
    const users = await call('GET', '/admin/users', bearer(secret));
    expect(users.statusCode).toBe(403);
    expect(users.json()).toEqual(refusalBody('API_TOKEN_SCOPE_MISSING', { permission: 'users.manage' }));
    expect((await call('GET', '/admin/orders', bearer(secret))).statusCode).toBe(200);

    const notAllowed = refusalBody('API_TOKEN_CALL_NOT_ALLOWED');
    const writes = [
      call('PUT', '/api/profile', bearer(secret), { firstName: 'Tok', lastName: 'En' }),
      call('POST', '/api/views', bearer(secret), { list: 'menus', name: 'Token view', query: {} }),
      call('POST', '/api/download-links', bearer(secret), { path: '/admin/orders/export' }),
      // A token never makes nor revokes tokens.
      call('POST', '/api/tokens', bearer(secret), {
        name: 'Child',
        scopes: ['orders.view'],
        expiresInDays: 1,
      }),
      call('DELETE', `/api/tokens/${token.id}`, bearer(secret)),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(notAllowed);
    }
    expect(await server.db.select().from(apiTokens).where(eq(apiTokens.name, 'Child'))).toEqual([]);
    expect(
      (await server.db.select().from(apiTokens).where(eq(apiTokens.id, token.id)))[0]?.revokedAt,
    ).toBeNull();
  });

  it("narrows what the handlers check too: the person's grants to the token's scopes", async () => {
    const narrow = await tokenOf(admin, { scopes: ['orders.view'] });
    const wide = await tokenOf(admin, { scopes: ['users.manage'] });
    const history = `/api/history/user/${owner.id}`;
    const refused = await call('GET', history, bearer(narrow.secret));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'HISTORY_NOT_ALLOWED' });
    expect((await call('GET', history, bearer(wide.secret))).statusCode).toBe(200);
  });

  it('answers an unknown, malformed, expired or revoked token as a bad token', async () => {
    for (const secret of [newApiTokenSecret(), 'fa_pat_short']) {
      const answer = await call('GET', '/api/restaurants', bearer(secret));
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(INVALID);
    }
    const { token, secret } = await tokenOf(owner);
    expect((await call('GET', '/api/restaurants', bearer(secret))).statusCode).toBe(200);
    await server.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, token.id));
    const expired = await call('GET', '/api/restaurants', bearer(secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(INVALID);
    const listed = (await call('GET', '/api/tokens', owner.headers)).json<ApiToken[]>();
    expect(listed.find((each) => each.id === token.id)?.state).toBe('EXPIRED');
  });

  it('is refused from the next call on, on every instance, once revoked', async () => {
    const { token, secret } = await tokenOf(owner);
    expect((await call('GET', '/api/restaurants', bearer(secret), undefined, other)).statusCode).toBe(200);
    expect((await call('GET', '/api/restaurants', bearer(secret))).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/tokens/${token.id}`, owner.headers);
    expect(revoked.statusCode).toBe(204);
    for (const app of [other, server.app]) {
      const answer = await call('GET', '/api/restaurants', bearer(secret), undefined, app);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(INVALID);
    }
    // Again: nothing changes.
    expect((await call('DELETE', `/api/tokens/${token.id}`, owner.headers)).statusCode).toBe(204);
    const listed = (await call('GET', '/api/tokens', owner.headers)).json<ApiToken[]>();
    expect(listed.find((each) => each.id === token.id)).toMatchObject({ state: 'REVOKED' });
    const entries = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.code, 'API_TOKEN_REVOKED'));
    expect(entries.filter((entry) => entry.userId === owner.id)).toHaveLength(1);
  });

  it("refuses a token whose person's account is disabled or whose sessions ended since", async () => {
    const person = await createUser(server.db, 'RESTAURANT', 'tokens-disabled');
    const { secret } = await insertedToken(person.id);
    // Looked up at the identity provider a moment ago (so the session watch leaves it), disabled here.
    await server.db.insert(accountStates).values({ uid: person.uid, disabled: true, checkedAt: new Date() });
    const disabled = await call('GET', '/api/restaurants', bearer(secret));
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual(errorBody(401, 'This account has been disabled'));

    // "Sign out everywhere" after a token was made ends it; a token made after still works.
    const leaving = await createUser(server.db, 'RESTAURANT', 'tokens-signed-out');
    const signedOut = await tokenOf(leaving);
    expect((await call('GET', '/api/restaurants', bearer(signedOut.secret))).statusCode).toBe(200);
    // Revocation compares whole seconds: a second later, the token is one made before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await revokeSessions(server.db, [leaving.uid]);
    const ended = await call('GET', '/api/restaurants', bearer(signedOut.secret));
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(errorBody(401, 'Your session was revoked. Please sign in again.'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { secret: later } = await insertedToken(leaving.id);
    expect((await call('GET', '/api/restaurants', bearer(later))).statusCode).toBe(200);
  });

  it('notes when a token was last used, at most once a minute', async () => {
    const { token, secret } = await tokenOf(owner);
    const lastUsed = async () =>
      (await server.db.select().from(apiTokens).where(eq(apiTokens.id, token.id)))[0]?.lastUsedAt ?? null;
    expect(await lastUsed()).toBeNull();
    await call('GET', '/api/restaurants', bearer(secret));
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await call('GET', '/api/restaurants', bearer(secret), undefined, other);
    expect(await lastUsed()).toEqual(first);
    const longAgo = new Date(Date.now() - 2 * 60_000);
    await server.db.update(apiTokens).set({ lastUsedAt: longAgo }).where(eq(apiTokens.id, token.id));
    await call('GET', '/api/restaurants', bearer(secret), undefined, other);
    expect((await lastUsed())?.getTime()).toBeGreaterThan(longAgo.getTime());
    const listed = (await call('GET', '/api/tokens', owner.headers)).json<ApiToken[]>();
    expect(listed.find((each) => each.id === token.id)?.lastUsedAt).not.toBeNull();
  });

  it("spends the token's own rate-limit budget, not its person's", async () => {
    const limited = await buildExtraApp(server, { RATE_LIMIT_SEARCH: '1', RATE_LIMIT_SEARCH_MAX: '2' });
    try {
      const [first, second] = [await tokenOf(owner), await tokenOf(owner)];
      const search = (headers: Record<string, string>) =>
        call('GET', `/api/search?q=${randomUUID().slice(0, 8)}`, headers, undefined, limited);
      expect((await search(bearer(first.secret))).statusCode).toBe(200);
      expect((await search(bearer(first.secret))).statusCode).toBe(200);
      expect((await search(bearer(first.secret))).statusCode).toBe(429);
      expect((await search(bearer(second.secret))).statusCode).toBe(200);
      expect((await search(owner.headers)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("an admin and someone's tokens", () => {
  it("lists and revokes a person's tokens; another person's token is not found", async () => {
    const { token, secret } = await tokenOf(kitchen);
    const listed = await call('GET', `/admin/users/${kitchen.id}/tokens`, admin.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<ApiToken[]>().map((each) => each.id)).toContain(token.id);
    expect(listed.body).not.toContain(secret);

    // Through anyone else's own list, or another person's, it does not exist.
    expect((await call('DELETE', `/api/tokens/${token.id}`, owner.headers)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/admin/users/${owner.id}/tokens/${token.id}`, admin.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/admin/users/2147483647/tokens', admin.headers)).statusCode).toBe(404);

    const revoked = await call('DELETE', `/admin/users/${kitchen.id}/tokens/${token.id}`, admin.headers);
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', '/api/restaurants', bearer(secret))).statusCode).toBe(401);
    const [entry] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.code, 'USER_API_TOKEN_REVOKED'));
    expect(entry).toMatchObject({ userId: admin.id, entityId: kitchen.id });
    expect(entry?.action).toMatch(/^Revoked API token Nightly export of /);
  });
});
