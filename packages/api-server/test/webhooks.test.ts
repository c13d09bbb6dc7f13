import http from 'node:http';
import type net from 'node:net';
import {
  errorBody,
  refusalBody,
  SUBSCRIBABLE_EVENT_TYPES,
  WEBHOOK_MAX_ATTEMPTS,
  webhookPayloadSchema,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runTransaction } from '../src/db/transaction';
import { rowsOf } from '../src/db/rows';
import {
  activityLog,
  orderRefunds,
  orders,
  restaurants,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema';
import { JobSender } from '../src/jobs/job-sender';
import { startJobQueue } from '../src/jobs/job-queue';
import { listenForDeliveries, webhookRetryQueue } from '../src/modules/webhooks/delivery-jobs';
import { sendDueDeliveries, type SenderDeps } from '../src/modules/webhooks/delivery-sender';
import { secretBox } from '../src/modules/webhooks/secret-box';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Outbound webhooks (docs/api.md#webhooks): endpoints registered by holders of webhooks.manage,
 * deliveries written in the change's transaction by the database's triggers, sent signed to the
 * Standard Webhooks specification (checked with the standardwebhooks package), retried with
 * backoff, logged, redelivered, and endpoints disabled when their receiver keeps failing. The
 * receivers are real HTTP servers on 127.0.0.1 (the tests' config allows loopback).
 */

type Received = { headers: http.IncomingHttpHeaders; body: string };
type Receiver = {
  url: string;
  received: Received[];
  answer: (status: number, headers?: http.OutgoingHttpHeaders) => void;
};

const receivers: http.Server[] = [];

/** A receiver that records each request and answers the status set last (200 at first). */
async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let status = 200;
  let extraHeaders: http.OutgoingHttpHeaders = {};
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status, extraHeaders).end(status < 300 ? 'ok' : 'not now');
    });
  });
  receivers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (next, headers = {}) => {
      status = next;
      extraHeaders = headers;
    },
  };
}

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let deps: SenderDeps;
let restaurantId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN', 'hooks-admin');
  owner = await createUser(server.db, 'RESTAURANT', 'hooks-owner');
  restaurantId = (await insertRestaurant(server.db, { ownerId: owner.id, name: 'Hook Diner' })).id;
  deps = {
    db: server.db,
    box: secretBox(server.config.webhooks, server.config.dataDir),
    settings: server.config.webhooks,
    jobs: new JobSender(),
    log: server.app.log,
    callOptions: { timeoutMs: 3000 },
  };
});
afterEach(async () => {
  await server.db.delete(webhookEndpoints);
});
afterAll(async () => {
  for (const receiver of receivers) receiver.closeAllConnections();
  await Promise.all(receivers.map((receiver) => new Promise((resolve) => receiver.close(resolve))));
  await server.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin.headers,
) => server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function register(
  url: string,
  eventTypes: readonly WebhookEventType[] = ['order.status_changed'],
  extra: Record<string, unknown> = {},
): Promise<WebhookEndpointWithSecret> {
  const answer = await call('POST', '/admin/webhooks', { url, eventTypes, ...extra });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<WebhookEndpointWithSecret>();
}

const deliveriesOf = (endpointId: number) =>
  server.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);

/** Makes every waiting delivery due now, as if its retry time had come. */
const makeDue = () =>
  server.db.execute(
    sql`update webhook_deliveries set next_attempt_at = now() where status in ('PENDING', 'RETRYING')`,
  );

const moveOrder = (id: number, status: string) =>
  server.db
    .update(orders)
    .set({ status: status as never })
    .where(eq(orders.id, id));

const verifier = (secret: string) => new Webhook(secret);
const signatureHeaders = (received: Received) => ({
  'webhook-id': String(received.headers['webhook-id']),
  'webhook-timestamp': String(received.headers['webhook-timestamp']),
  'webhook-signature': String(received.headers['webhook-signature']),
});

describe('registering endpoints', () => {
  it('answers the secret once and never again, and writes the feed', async () => {
    const receiver = await startReceiver();
    const { endpoint, secret } = await register(receiver.url, ['order.created', 'order.status_changed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: receiver.url, status: 'ENABLED', ordered: false });
    const listed = await call('GET', '/admin/webhooks');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    expect(listed.json<WebhookEndpoint[]>().map((row) => row.id)).toEqual([endpoint.id]);
    const [stored] = await server.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    // Sealed at rest: the database holds no usable secret.
    expect(stored?.secretEnc).not.toContain(secret.slice(6));
    expect(deps.box.open(stored?.secretEnc ?? '')).toBe(secret);
    const [logged] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.code, 'WEBHOOK_CREATED'));
    expect(logged?.action).toBe(`Added webhook endpoint ${receiver.url}`);
  });

  it.each([
    ['http://10.0.0.5/hooks', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['http://169.254.169.254/latest/meta-data', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://[::ffff:192.168.1.1]/hooks', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://user:pw@example.test/hooks', 'WEBHOOK_URL_NOT_HTTPS'],
    ['https://no-such-host.invalid/hooks', 'WEBHOOK_URL_UNRESOLVED'],
  ] as const)('refuses %s (%s) and stores nothing', async (url, code) => {
    const answer = await call('POST', '/admin/webhooks', { url, eventTypes: ['order.created'] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusalBody(code));
    expect(await server.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('validates the body with the contract', async () => {
    const answer = await call('POST', '/admin/webhooks', { url: 'ftp://example.test', eventTypes: [] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toMatchObject({
      url: ['Enter an https:// address'],
      eventTypes: ['Choose at least one event'],
    });
  });

  it('is for holders of webhooks.manage only', async () => {
    const answer = await call('GET', '/admin/webhooks', undefined, owner.headers);
    expect(answer.statusCode).toBe(403);
  });

  it('honours If-Match on changes', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    const body = { url: receiver.url, eventTypes: ['order.created'], status: 'PAUSED' };
    const stale = await server.app.inject({
      method: 'PUT',
      url: `/admin/webhooks/${endpoint.id}`,
      headers: { ...admin.headers, 'if-match': `"${endpoint.version + 1}"` },
      payload: body,
    });
    expect(stale.statusCode).toBe(412);
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/admin/webhooks/${endpoint.id}`,
      headers: { ...admin.headers, 'if-match': `"${endpoint.version}"` },
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'PAUSED', eventTypes: ['order.created'] });
  });
});

describe('deliveries', () => {
  it('are signed to the standard, verified by the standardwebhooks package', async () => {
    const receiver = await startReceiver();
    const { endpoint, secret } = await register(receiver.url);
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    expect(await sendDueDeliveries(deps)).toBe(1);
    const [received] = receiver.received;
    expect(received).toBeDefined();
    const payload = verifier(secret).verify(received!.body, signatureHeaders(received!));
    expect(payload).toMatchObject({
      type: 'order.status_changed',
      version: 1,
      data: { id: order.id, restaurantId, status: 'ACCEPTED', previousStatus: 'PENDING' },
    });
    expect(received!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 1, lastStatusCode: 200 });
  });

  it('are not written for a change rolled back', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await expect(
      runTransaction(server.db, async (tx) => {
        await tx.update(orders).set({ status: 'ACCEPTED' }).where(eq(orders.id, order.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    expect(await sendDueDeliveries(deps)).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it('go out at commit through the notification, without a call', async () => {
    const receiver = await startReceiver();
    await register(receiver.url);
    const stop = await listenForDeliveries(server.listen, deps);
    try {
      const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
      await moveOrder(order.id, 'ACCEPTED');
      await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(1);
    } finally {
      await stop();
    }
  });

  it('are retried with backoff until the receiver recovers, each attempt logged', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    receiver.answer(500);
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    const before = Date.now();
    await sendDueDeliveries(deps);
    let [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'RETRYING', attempts: 1, lastStatusCode: 500 });
    // The first retry after 5 s (+ up to 10% jitter), the second after 30 s.
    const firstWait = (delivery!.nextAttemptAt!.getTime() - before) / 1000;
    expect(firstWait).toBeGreaterThanOrEqual(4.9);
    expect(firstWait).toBeLessThan(6.5);
    expect(await sendDueDeliveries(deps)).toBe(0);
    await makeDue();
    await sendDueDeliveries(deps);
    [delivery] = await deliveriesOf(endpoint.id);
    const secondWait = (delivery!.nextAttemptAt!.getTime() - Date.now()) / 1000;
    expect(secondWait).toBeGreaterThan(28);
    expect(secondWait).toBeLessThan(34);
    receiver.answer(200);
    await makeDue();
    await sendDueDeliveries(deps);
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 3, nextAttemptAt: null });
    // One webhook-id for every attempt: the receiver's key to drop repeats.
    expect(new Set(receiver.received.map((received) => received.headers['webhook-id'])).size).toBe(1);
    const detail = await call('GET', `/admin/webhook-deliveries/${delivery!.id}`);
    expect(detail.statusCode).toBe(200);
    const { attemptLog, payload } = detail.json<WebhookDeliveryDetail>();
    expect(attemptLog.map((attempt) => [attempt.statusCode, attempt.succeeded])).toEqual([
      [500, false],
      [500, false],
      [200, true],
    ]);
    expect(attemptLog[0]?.responseBody).toBe('not now');
    expect(payload).toBe(receiver.received[0]?.body);
  });

  it('are retried by a job of the queue at their time', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    receiver.answer(500);
    const jobs = new JobSender();
    const withQueue: SenderDeps = { ...deps, jobs };
    const retries = webhookRetryQueue(withQueue);
    // pg-boss's shortest polling, so the 5 s retry is taken within a second of its time.
    const queue = await startJobQueue({
      executeSql: server.executeSql,
      log: server.app.log,
      periodic: [],
      queued: [{ ...retries, pollingSeconds: 0.5 }],
    });
    jobs.attach(queue.boss);
    try {
      const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
      await moveOrder(order.id, 'ACCEPTED');
      await sendDueDeliveries(withQueue);
      expect((await deliveriesOf(endpoint.id))[0]?.status).toBe('RETRYING');
      receiver.answer(200);
      await expect
        .poll(async () => (await deliveriesOf(endpoint.id))[0]?.status, { timeout: 15_000, interval: 250 })
        .toBe('SUCCEEDED');
      expect(receiver.received).toHaveLength(2);
    } finally {
      await queue.stop();
    }
  });

  it("wait as long as the receiver's Retry-After asks", async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    receiver.answer(503, { 'retry-after': '600' });
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    await sendDueDeliveries(deps);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect((delivery!.nextAttemptAt!.getTime() - Date.now()) / 1000).toBeGreaterThan(590);
  });

  it('stop after the last attempt: FAILED, then redelivered with the same webhook-id', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    receiver.answer(500);
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    await server.db.execute(sql`update webhook_deliveries set attempts = ${WEBHOOK_MAX_ATTEMPTS - 1}`);
    await sendDueDeliveries(deps);
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null });
    receiver.answer(200);
    const again = await call('POST', `/admin/webhook-deliveries/${failed!.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<WebhookDelivery>().status).toBe('PENDING');
    await sendDueDeliveries(deps);
    const [succeeded] = await deliveriesOf(endpoint.id);
    expect(succeeded?.status).toBe('SUCCEEDED');
    const ids = receiver.received.map((received) => received.headers['webhook-id']);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('redeliver every failed one since a time', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    receiver.answer(500);
    const since = new Date(Date.now() - 1000).toISOString();
    for (let count = 0; count < 2; count++) {
      const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
      await moveOrder(order.id, 'ACCEPTED');
    }
    await sendDueDeliveries(deps);
    receiver.answer(200);
    const answer = await call('POST', `/admin/webhooks/${endpoint.id}/redeliver`, { since });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ count: 2 });
    await sendDueDeliveries(deps);
    expect((await deliveriesOf(endpoint.id)).map((row) => row.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
  });

  it('reach an ordered endpoint one at a time, in order', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url, ['order.status_changed'], { ordered: true });
    receiver.answer(500);
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    await moveOrder(order.id, 'PREPARING');
    await sendDueDeliveries(deps);
    // The second waits behind the first, which failed.
    expect(receiver.received).toHaveLength(1);
    receiver.answer(200);
    await makeDue();
    await sendDueDeliveries(deps);
    const statuses = receiver.received.map((received) => JSON.parse(received.body).data.status);
    expect(statuses).toEqual(['ACCEPTED', 'ACCEPTED', 'PREPARING']);
    expect((await deliveriesOf(endpoint.id)).map((row) => row.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
  });

  it('wait while their endpoint is paused and go when it is enabled', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    await server.db
      .update(webhookEndpoints)
      .set({ status: 'PAUSED' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    expect(await sendDueDeliveries(deps)).toBe(0);
    const enabled = await call('PUT', `/admin/webhooks/${endpoint.id}`, {
      url: receiver.url,
      eventTypes: ['order.status_changed'],
      status: 'ENABLED',
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(await sendDueDeliveries(deps)).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('carry both signatures during a rotation overlap, then only the new one', async () => {
    const receiver = await startReceiver();
    const { endpoint, secret: oldSecret } = await register(receiver.url, ['order.created']);
    const rotated = await call('POST', `/admin/webhooks/${endpoint.id}/rotate-secret`, { overlapHours: 24 });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: newSecret, endpoint: after } = rotated.json<WebhookEndpointWithSecret>();
    expect(newSecret).not.toBe(oldSecret);
    expect(after.previousSecretExpiresAt).not.toBeNull();
    const test = await call('POST', `/admin/webhooks/${endpoint.id}/test`);
    expect(test.statusCode, test.body).toBe(201);
    await sendDueDeliveries(deps);
    const [first] = receiver.received;
    expect(String(first?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [oldSecret, newSecret])
      expect(verifier(secret).verify(first!.body, signatureHeaders(first!))).toMatchObject({
        type: 'webhook.test',
        data: { endpointId: endpoint.id },
      });
    await call('POST', `/admin/webhooks/${endpoint.id}/rotate-secret`, { overlapHours: 0 });
    const [{ secretEnc } = { secretEnc: '' }] = await server.db
      .select({ secretEnc: webhookEndpoints.secretEnc })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    await call('POST', `/admin/webhooks/${endpoint.id}/test`);
    await sendDueDeliveries(deps);
    const second = receiver.received[1]!;
    expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => verifier(newSecret).verify(second.body, signatureHeaders(second))).toThrow();
    expect(verifier(deps.box.open(secretEnc)).verify(second.body, signatureHeaders(second))).toBeTruthy();
  });
});

describe('auto-disable', () => {
  it('disables an endpoint that answers 410 Gone, with a warning in the feed', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    receiver.answer(410);
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    await sendDueDeliveries(deps);
    const answer = await call('GET', `/admin/webhooks/${endpoint.id}`);
    expect(answer.json()).toMatchObject({
      status: 'AUTO_DISABLED',
      disabledReason: 'the receiver answered 410 Gone',
    });
    const [warned] = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.code, 'WEBHOOK_AUTO_DISABLED'));
    expect(warned).toMatchObject({ level: 'WARN', username: 'System', userId: null });
  });

  it('disables one failing every attempt for the configured time, not before', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url);
    receiver.answer(500);
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    await server.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 20, failingSince: new Date(Date.now() - 71 * 3_600_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await sendDueDeliveries(deps);
    expect((await call('GET', `/admin/webhooks/${endpoint.id}`)).json().status).toBe('ENABLED');
    await server.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await makeDue();
    await sendDueDeliveries(deps);
    const disabled = (await call('GET', `/admin/webhooks/${endpoint.id}`)).json<WebhookEndpoint>();
    expect(disabled.status).toBe('AUTO_DISABLED');
    expect(disabled.disabledReason).toMatch(/^every delivery failed for 72 hours/);
    // Nothing more goes to it until it is enabled again.
    await makeDue();
    expect(await sendDueDeliveries(deps)).toBe(0);
  });
});

describe('the event catalogue', () => {
  it('writes every subscribable event, each matching its contract schema', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url, SUBSCRIBABLE_EVENT_TYPES);
    const other = await insertRestaurant(server.db, { ownerId: owner.id, name: 'Catalogue Cafe' });
    await server.db.update(restaurants).set({ name: 'Catalogue Café' }).where(eq(restaurants.id, other.id));
    await server.db
      .update(restaurants)
      .set({
        pauseReason: 'busy',
        pausedUntil: new Date(Date.now() + 3_600_000),
        pausedAt: new Date(),
      })
      .where(eq(restaurants.id, other.id));
    await server.db
      .update(restaurants)
      .set({ pauseReason: null, pausedUntil: null, pausedAt: null })
      .where(eq(restaurants.id, other.id));
    const menu = await insertMenu(server.db, other.id);
    await insertDish(server.db, menu.id);
    await insertReview(server.db, other.id, null);
    const courier = await createUser(server.db, 'COURIER', 'hooks-courier');
    const order = await insertOrder(server.db, other.id, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    await server.db.update(orders).set({ courierId: courier.id }).where(eq(orders.id, order.id));
    await server.db.insert(orderRefunds).values({
      orderId: order.id,
      status: 'SUCCEEDED',
      amountMinor: 250,
      currency: 'EUR',
      reason: 'MISSING_ITEM',
      bearer: 'RESTAURANT',
      method: 'ORIGINAL_PAYMENT',
    });
    await server.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, owner.id));

    const rows = await deliveriesOf(endpoint.id);
    for (const row of rows) {
      const parsed = v.safeParse(webhookPayloadSchema(row.eventType), JSON.parse(row.payload));
      expect(
        parsed.issues?.map((issue) => issue.message),
        `${row.eventType}: ${row.payload}`,
      ).toBeUndefined();
    }
    expect(new Set(rows.map((row) => row.eventType))).toEqual(new Set(SUBSCRIBABLE_EVENT_TYPES));
  });

  it('writes nothing when no endpoint listens', async () => {
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    const [row] = rowsOf(await server.db.execute(sql`select count(*)::int as n from webhook_deliveries`));
    expect(row?.['n']).toBe(0);
  });
});

describe('the delivery log', () => {
  it('lists deliveries newest first, filtered and counted by facet', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await register(receiver.url, ['order.created', 'order.status_changed']);
    const order = await insertOrder(server.db, restaurantId, null, { status: 'PENDING' });
    await moveOrder(order.id, 'ACCEPTED');
    receiver.answer(500);
    await sendDueDeliveries(deps);
    const page = await call('GET', `/admin/webhook-deliveries?endpointId=${endpoint.id}&page=0&size=10`);
    expect(page.statusCode, page.body).toBe(200);
    const items = page.json<{ content: WebhookDelivery[] }>().content;
    expect(items.map((item) => item.eventType)).toEqual(['order.status_changed', 'order.created']);
    expect(items[0]).toMatchObject({ endpointUrl: receiver.url, status: 'RETRYING', lastStatusCode: 500 });
    const failing = await call('GET', `/admin/webhook-deliveries?status=RETRYING&eventType=order.created`);
    expect(failing.json<{ content: WebhookDelivery[] }>().content).toHaveLength(1);
    const facets = await call('GET', `/admin/webhook-deliveries/facets?endpointId=${endpoint.id}`);
    expect(facets.statusCode, facets.body).toBe(200);
    expect(facets.json().status).toEqual([{ value: 'RETRYING', count: 2 }]);
    const missing = await call('GET', '/admin/webhook-deliveries/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody(404, 'Webhook delivery not found'));
  });
});
