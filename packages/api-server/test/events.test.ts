import { refusalBody } from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import { changesOf, openEventStream, type OpenStream } from './support/event-stream';
import {
  buildExtraApp,
  createUser,
  startTestServer,
  testConfig,
  type TestServer,
  type TestUser,
} from './support/server';

/*
 * Live updates (docs/api.md#events): GET /api/events streams every committed create, update,
 * delete, restore and purge to the accounts that may read it, replays what a reconnect missed and
 * keeps at most a few streams per account. Real HTTP connections: an inject would buffer the stream.
 */

let server: TestServer;
let baseUrl: string;
let admin: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let customer: TestUser;
const streams: OpenStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ EVENTS_HEARTBEAT_MS: '300', EVENTS_MAX_STREAMS_PER_USER: '2' });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, owner, otherOwner, customer] = await Promise.all([
    createUser(server.db, 'ADMIN', 'Ada'),
    createUser(server.db, 'RESTAURANT', 'Oscar'),
    createUser(server.db, 'RESTAURANT', 'Olga'),
    createUser(server.db, 'CUSTOMER', 'Cy'),
  ]);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

async function open(as: TestUser, extra: Record<string, string> = {}, url = baseUrl) {
  const stream = await openEventStream(url, { ...as.headers, ...extra });
  streams.push(stream);
  await stream.waitFor((m) => m.event === 'ready' || m.event === 'reset');
  return stream;
}

const isChange =
  (kind: string, recordId: number, action?: string) => (m: { event: string; data: string }) => {
    if (m.event !== 'change') return false;
    const data = JSON.parse(m.data);
    return (
      data.kind === kind && data.recordId === recordId && (action === undefined || data.action === action)
    );
  };

/** A change every account hears: once it has arrived, anything sent before it has too. */
async function marker(...all: OpenStream[]) {
  const restaurant = await insertRestaurant(server.db, { name: `Marker ${Date.now()}` });
  await Promise.all(all.map((stream) => stream.waitFor(isChange('restaurant', restaurant.id))));
}

describe('the stream', () => {
  it('answers text/event-stream, opens with ready and its id, and beats every heartbeat', async () => {
    const stream = await open(admin);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    const ready = stream.messages.find((m) => m.event === 'ready');
    expect(ready?.id).toMatch(/^[0-9]+$/);
    await stream.waitFor((m) => m.comment === 'heartbeat', 2000);
    stream.close();
  });

  it('refuses a call without a valid token', async () => {
    const response = await fetch(`${baseUrl}/api/events`);
    expect(response.status).toBe(401);
    const forged = await fetch(`${baseUrl}/api/events`, { headers: { authorization: 'Bearer nope' } });
    expect(forged.status).toBe(401);
  });

  it('sends each committed change with kind, id, version, action and actor', async () => {
    const stream = await open(admin);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: admin.headers,
      payload: { name: 'Live Pasta', address: '1 Stream Road' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const event = await stream.waitFor(isChange('restaurant', id, 'create'));
    expect(JSON.parse(event.data)).toEqual({
      id: Number(event.id),
      kind: 'restaurant',
      recordId: id,
      version: 1,
      action: 'create',
      actor: { id: admin.id, name: 'Ada Tester' },
      at: expect.any(String),
      restaurantId: id,
      menuId: null,
      orderId: null,
    });

    const updated = await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${id}`,
      headers: { ...admin.headers, 'if-match': '"1"' },
      payload: { name: 'Live Pasta Bar', address: '1 Stream Road' },
    });
    expect(updated.statusCode).toBe(200);
    expect(JSON.parse((await stream.waitFor(isChange('restaurant', id, 'update'))).data).version).toBe(2);

    // A stale write changes nothing, so it announces nothing.
    const stale = await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${id}`,
      headers: { ...admin.headers, 'if-match': '"1"' },
      payload: { name: 'Lost', address: '1 Stream Road' },
    });
    expect(stale.statusCode).toBe(412);

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    await stream.waitFor(isChange('restaurant', id, 'delete'));
    await server.app.inject({
      method: 'POST',
      url: `/api/restaurants/${id}/restore`,
      headers: admin.headers,
    });
    await stream.waitFor(isChange('restaurant', id, 'restore'));
    await marker(stream);
    const ofThis = changesOf(stream).filter((c) => c.kind === 'restaurant' && c.recordId === id);
    expect(ofThis.map((c) => c.action)).toEqual(['create', 'update', 'delete', 'restore']);
    // Ids increase in the order the changes were made.
    const ids = ofThis.map((c) => c.id as number);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    stream.close();
  });

  it("names a dish's menu and restaurant, so clients know which lists to refresh", async () => {
    const stream = await open(admin);
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const menu = await insertMenu(server.db, restaurant.id);
    const dish = await insertDish(server.db, menu.id);
    const event = JSON.parse((await stream.waitFor(isChange('dish', dish.id, 'create'))).data);
    expect(event).toMatchObject({ menuId: menu.id, restaurantId: restaurant.id, actor: null });
    stream.close();
  });
});

describe('who hears what', () => {
  it('gives each account only what its role may read', async () => {
    const [adminStream, ownerStream, otherOwnerStream, customerStream] = await Promise.all([
      open(admin),
      open(owner),
      open(otherOwner),
      open(customer),
    ]);
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const order = await insertOrder(server.db, restaurant.id, customer.id, { status: 'PENDING' });
    const review = await insertReview(server.db, restaurant.id, customer.id);
    // The admin changes the other owner's account: only admins and that account hear it.
    const renamed = await server.app.inject({
      method: 'PUT',
      url: `/admin/users/${otherOwner.id}`,
      headers: admin.headers,
      payload: { role: 'COURIER' },
    });
    expect(renamed.statusCode).toBe(200);
    await marker(adminStream, ownerStream, customerStream);

    const heard = (stream: OpenStream) => changesOf(stream).map((c) => `${c.kind} ${c.recordId}`);
    expect(heard(adminStream)).toEqual(
      expect.arrayContaining([`order ${order.id}`, `review ${review.id}`, `restaurant ${restaurant.id}`]),
    );
    // The owner: their restaurant's order and review, the catalogue; no one else's account.
    expect(heard(ownerStream)).toEqual(
      expect.arrayContaining([`order ${order.id}`, `review ${review.id}`, `restaurant ${restaurant.id}`]),
    );
    expect(heard(ownerStream)).not.toContain(`user ${otherOwner.id}`);
    // The customer: their order and the catalogue; not the review's moderation queue, no accounts.
    expect(heard(customerStream)).toContain(`order ${order.id}`);
    expect(heard(customerStream)).toContain(`restaurant ${restaurant.id}`);
    expect(heard(customerStream)).not.toContain(`review ${review.id}`);
    expect(heard(customerStream).some((c) => c.startsWith('user '))).toBe(false);
    // The other owner hears the change to their own account, then their stream ends: the
    // reconnect reads the profile (and role) again.
    await otherOwnerStream.waitFor(isChange('user', otherOwner.id));
    await otherOwnerStream.ended;
    expect(heard(otherOwnerStream)).not.toContain(`order ${order.id}`);
    for (const stream of [adminStream, ownerStream, customerStream]) stream.close();
  });

  it("sends a staff note as an orderNote change to whoever may read its order, the order's version unchanged", async () => {
    const [adminStream, ownerStream, otherOwnerStream, customerStream] = await Promise.all([
      open(admin),
      open(owner),
      open(otherOwner),
      open(customer),
    ]);
    const restaurant = await insertRestaurant(server.db, { ownerId: owner.id });
    const order = await insertOrder(server.db, restaurant.id, customer.id, { status: 'ACCEPTED' });
    const added = await server.app.inject({
      method: 'POST',
      url: `/admin/orders/${order.id}/notes`,
      headers: owner.headers,
      payload: { text: 'Ring twice' },
    });
    expect(added.statusCode).toBe(201);
    const noteId = added.json().id as number;
    for (const stream of [adminStream, ownerStream]) {
      const event = JSON.parse((await stream.waitFor(isChange('orderNote', noteId, 'create'))).data);
      expect(event).toMatchObject({ orderId: order.id, restaurantId: restaurant.id, version: 1 });
      expect(event.actor).toMatchObject({ id: owner.id });
    }
    await marker(adminStream, ownerStream, otherOwnerStream, customerStream);
    // Not another restaurant's owner; not the customer (notes are for staff).
    expect(changesOf(otherOwnerStream).some((c) => c.kind === 'orderNote')).toBe(false);
    expect(changesOf(customerStream).some((c) => c.kind === 'orderNote')).toBe(false);
    // The note leaves the order's version as it was: a move based on it is not stale.
    const read = await server.app.inject({
      method: 'GET',
      url: `/admin/orders/${order.id}`,
      headers: admin.headers,
    });
    expect(read.json().version).toBe(order.version);
    for (const stream of [adminStream, ownerStream, otherOwnerStream, customerStream]) stream.close();
  });

  it('keeps at most the configured streams per account, closing the oldest', async () => {
    const first = await open(customer);
    const second = await open(customer);
    const third = await open(customer);
    await first.ended;
    await marker(second, third);
    second.close();
    third.close();
  });
});

describe('token expiry', () => {
  it('ends the stream when the token it was opened with expires, so the client reconnects with a fresh one', async () => {
    const shortLived = await buildExtraApp(
      server,
      {},
      {
        verifyIdToken: async (token) => ({
          ...(await server.firebase.verifyIdToken(token)),
          expiresAtMs: Date.now() + 300,
        }),
      },
    );
    const url = await shortLived.listen({ port: 0, host: '127.0.0.1' });
    try {
      const stream = await open(admin, {}, url);
      const started = Date.now();
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await shortLived.close();
    }
  });
});

describe('reconnecting with Last-Event-ID', () => {
  it('replays what was missed, in order, then goes live', async () => {
    const first = await open(admin);
    const lastId = first.messages.find((m) => m.event === 'ready')?.id;
    first.close();
    const a = await insertRestaurant(server.db);
    const b = await insertRestaurant(server.db);
    const again = await open(admin, { 'last-event-id': String(lastId) });
    const replayed = changesOf(again).map((c) => c.recordId);
    expect(replayed.indexOf(a.id)).toBeGreaterThanOrEqual(0);
    expect(replayed.indexOf(b.id)).toBeGreaterThan(replayed.indexOf(a.id));
    await marker(again);
    again.close();
  });

  it('asks the client to refetch when it cannot replay (unknown id, too many missed)', async () => {
    const future = await open(admin, { 'last-event-id': '999999999' });
    expect(future.messages.some((m) => m.event === 'reset')).toBe(true);
    future.close();

    const limited = await buildExtraApp(server, { EVENTS_REPLAY_LIMIT: '2' });
    const url = await limited.listen({ port: 0, host: '127.0.0.1' });
    try {
      const first = await open(admin, {}, url);
      const lastId = first.messages.find((m) => m.event === 'ready')?.id;
      let last = await insertRestaurant(server.db);
      for (let i = 0; i < 2; i += 1) last = await insertRestaurant(server.db);
      // This instance has heard the three (its open stream got the last): a stream opened now holds
      // none of them to send once live. (A notice that arrives after a stream subscribed is sent
      // to it, reset or not: it may be a change the refetch after the reset did not see yet.)
      await first.waitFor(isChange('restaurant', last.id));
      first.close();
      const again = await open(admin, { 'last-event-id': String(lastId) }, url);
      expect(again.messages.filter((m) => m.event === 'change')).toEqual([]);
      const reset = again.messages.find((m) => m.event === 'reset');
      expect(Number(reset?.id)).toBeGreaterThan(Number(lastId));
      again.close();
    } finally {
      await limited.close();
    }
  });
});

describe('read marks (X-Event-Id)', () => {
  it('marks a signed-in read with the newest change heard, and only such a read', async () => {
    const stream = await open(admin);
    const restaurant = await insertRestaurant(server.db);
    const heard = await stream.waitFor(isChange('restaurant', restaurant.id));
    const read = await server.app.inject({ method: 'GET', url: '/api/restaurants', headers: admin.headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-event-id']).toBe(heard.id);
    stream.close();

    const anonymous = await server.app.inject({ method: 'GET', url: '/api/restaurants' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['x-event-id']).toBeUndefined();
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['x-event-id']).toBeUndefined();
    const write = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: admin.headers,
      payload: { name: 'Marked Write', address: '2 Mark Road' },
    });
    expect(write.statusCode).toBe(201);
    expect(write.headers['x-event-id']).toBeUndefined();
  });

  it("replays to a first stream opened from a read's mark what changed between the two", async () => {
    // The admin app's first stream: a page reads, another admin creates, then the stream opens.
    const read = await server.app.inject({ method: 'GET', url: '/api/restaurants', headers: admin.headers });
    const mark = String(read.headers['x-event-id']);
    expect(mark).toMatch(/^[0-9]+$/);
    const between = await insertRestaurant(server.db, { name: 'Created Between' });
    const stream = await open(admin, { 'last-event-id': mark });
    expect(changesOf(stream).map((change) => change.recordId)).toContain(between.id);
    stream.close();
  });

  it('lets a browser on another allowed origin read the mark and send Last-Event-ID', async () => {
    const cross = await buildExtraApp(server, { CORS_ORIGINS: 'https://admin.example' });
    try {
      const preflight = await cross.inject({
        method: 'OPTIONS',
        url: '/api/events',
        headers: {
          origin: 'https://admin.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization, last-event-id',
        },
      });
      expect(preflight.headers['access-control-allow-headers']).toMatch(/last-event-id/i);
      const read = await cross.inject({
        method: 'GET',
        url: '/api/restaurants',
        headers: { ...admin.headers, origin: 'https://admin.example' },
      });
      expect(read.headers['access-control-expose-headers']).toMatch(/x-event-id/i);
    } finally {
      await cross.close();
    }
  });
});

describe('an app without LISTEN', () => {
  it('answers 503 instead of a stream that would never speak', async () => {
    const app = await buildApp(testConfig(), {
      db: server.db,
      verifyIdToken: server.firebase.verifyIdToken,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/events', headers: admin.headers });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(refusalBody('LIVE_UNAVAILABLE'));
    } finally {
      await app.close();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two server instances on one PostgreSQL', () => {
  it('hears on one instance what was written through the other', async () => {
    // A second instance with its own pool and LISTEN connection, as another process would have.
    const other = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, migrate: false });
    const app = await buildApp(testConfig(), {
      db: other.db,
      verifyIdToken: server.firebase.verifyIdToken,
      listen: other.listen,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const stream = await open(owner, {}, url);
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/restaurants',
        headers: admin.headers,
        payload: { name: 'Across Instances', address: '2 Stream Road' },
      });
      expect(created.statusCode).toBe(201);
      await stream.waitFor(isChange('restaurant', created.json().id, 'create'));
      stream.close();
    } finally {
      await app.close();
      await other.close();
    }
  });
});
