import {
  activityMessage,
  contract,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_PREFIX,
  webhookDeliveryListQueries,
  type ActivityMessage,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@food-admin/api-client';
import { logActivity, mockDb, type MockWebhookDelivery, type MockWebhookEndpoint } from '../db/mock-db';
import { facetCounts, listPage, mockList, noFacets } from '../db/paging';
import { assertVersion, emptyPage, existing } from './crud';
import { mockEndpoint } from './mock-endpoint';
import { noContent, refuse } from './respond';

/*
 * Webhook endpoints and their delivery log (docs/api.md#webhooks), as the server's modules/webhooks
 * answers them, for Storybook, the component tests and the demo. Nothing is sent: a delivery the
 * mocks make (a test event, a redelivery) succeeds at once with a 200, so the screens show every
 * state the fixtures hold (mock-db: an enabled endpoint with deliveries that succeeded, retry and
 * failed, and one the platform disabled). The address checks are the server's: here only private
 * IP literals are refused.
 */

const DAY_MS = 86_400_000;
const deliveryList = mockList<WebhookDelivery>()(webhookDeliveryListQueries, {});

/** What the list answers of an endpoint: never its secret; the last day's deliveries counted. */
function toEndpoint({ secret: _secret, ...endpoint }: MockWebhookEndpoint): WebhookEndpoint {
  const since = Date.now() - DAY_MS;
  const recent = mockDb.webhookDeliveries
    .all()
    .filter((delivery) => delivery.endpointId === endpoint.id && Date.parse(delivery.createdAt) > since);
  return {
    ...endpoint,
    last24h: {
      succeeded: recent.filter((delivery) => delivery.status === 'SUCCEEDED').length,
      failed: recent.filter((delivery) => delivery.status === 'RETRYING' || delivery.status === 'FAILED')
        .length,
    },
  };
}

const toDelivery = ({
  payload: _payload,
  attemptLog: _log,
  ...delivery
}: MockWebhookDelivery): WebhookDelivery => ({
  ...delivery,
  endpointUrl: mockDb.webhookEndpoints.find(delivery.endpointId)?.url ?? '',
});

/** A secret as the server makes them: `whsec_` and 32 random bytes in base64. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return WEBHOOK_SECRET_PREFIX + btoa(String.fromCharCode(...bytes));
}

/** Private, loopback and link-local IPv4 literals: refused as the server refuses them. */
const PRIVATE_HOST = /^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|localhost$)/;

function checkUrl(url: string): void {
  const { protocol, hostname, username, password } = new URL(url);
  if (protocol !== 'https:' || username !== '' || password !== '') throw refuse('WEBHOOK_URL_NOT_HTTPS');
  if (PRIVATE_HOST.test(hostname)) throw refuse('WEBHOOK_URL_NOT_PUBLIC');
}

const hookLog = (endpointId: number, message: ActivityMessage) =>
  logActivity({ category: 'GENERAL', actionType: 'WEBHOOK', ...message, entityId: endpointId });

/** A delivery the mocks make: sent at once, answered 200. */
function deliverNow(endpointId: number, eventType: WebhookEventType, data: object): MockWebhookDelivery {
  const now = new Date().toISOString();
  return mockDb.webhookDeliveries.insert({
    endpointId,
    messageId: `msg_${crypto.randomUUID().replace(/-/g, '')}`,
    eventType,
    status: 'SUCCEEDED',
    attempts: 1,
    nextAttemptAt: null,
    lastStatusCode: 200,
    createdAt: now,
    deliveredAt: now,
    payload: JSON.stringify({
      type: eventType,
      timestamp: now,
      version: WEBHOOK_EVENTS[eventType].version,
      data,
    }),
    attemptLog: [attemptAt(now, 1)],
  });
}

const attemptAt = (at: string, id: number): WebhookAttempt => ({
  id,
  attemptedAt: at,
  durationMs: 84,
  statusCode: 200,
  succeeded: true,
  error: null,
  responseBody: 'ok',
});

/** Sends `delivery` again now: it succeeds, with one more attempt in its log. */
function redeliver(delivery: MockWebhookDelivery): MockWebhookDelivery {
  const now = new Date().toISOString();
  return (
    mockDb.webhookDeliveries.update(delivery.id, {
      status: 'SUCCEEDED',
      attempts: delivery.attempts + 1,
      nextAttemptAt: null,
      lastStatusCode: 200,
      deliveredAt: now,
      attemptLog: [...delivery.attemptLog, attemptAt(now, delivery.attemptLog.length + 1)],
    }) ?? delivery
  );
}

const endpointOf = (id: number) => existing(mockDb.webhookEndpoints, id, 'Webhook endpoint');
const deliveryOf = (id: number) => existing(mockDb.webhookDeliveries, id, 'Webhook delivery');
const deliveries = () => [...mockDb.webhookDeliveries.all()].map(toDelivery);

export const webhookEndpoints = {
  webhooks: mockEndpoint(
    contract.webhooks.list,
    () => mockDb.webhookEndpoints.all().map(toEndpoint),
    () => [],
  ),
  createWebhook: mockEndpoint(
    contract.webhooks.create,
    ({ body }) => {
      checkUrl(body.url);
      if (mockDb.webhookEndpoints.count() >= MAX_WEBHOOK_ENDPOINTS)
        throw refuse('WEBHOOK_ENDPOINT_LIMIT', { max: MAX_WEBHOOK_ENDPOINTS });
      const secret = newSecret();
      const now = new Date().toISOString();
      const endpoint = mockDb.webhookEndpoints.insert({
        url: body.url,
        description: body.description,
        eventTypes: body.eventTypes,
        ordered: body.ordered,
        status: 'ENABLED',
        disabledReason: null,
        previousSecretExpiresAt: null,
        createdAt: now,
        updatedAt: now,
        secret,
      });
      hookLog(endpoint.id, activityMessage('WEBHOOK_CREATED', { url: endpoint.url }));
      return { endpoint: toEndpoint(endpoint), secret };
    },
    noContent,
  ),
  webhook: mockEndpoint(contract.webhooks.get, ({ params }) => toEndpoint(endpointOf(params.id)), noContent),
  updateWebhook: mockEndpoint(
    contract.webhooks.update,
    ({ params, body, request }) => {
      const current = endpointOf(params.id);
      assertVersion(request, current, 'webhook endpoint', toEndpoint(current));
      checkUrl(body.url);
      const updated = mockDb.webhookEndpoints.update(current.id, {
        url: body.url,
        description: body.description,
        eventTypes: body.eventTypes,
        ordered: body.ordered,
        status: body.status,
        disabledReason: body.status === 'ENABLED' ? null : current.disabledReason,
        updatedAt: new Date().toISOString(),
      });
      hookLog(current.id, activityMessage('WEBHOOK_UPDATED', { url: body.url }));
      return toEndpoint(updated ?? current);
    },
    noContent,
  ),
  removeWebhook: mockEndpoint(
    contract.webhooks.remove,
    ({ params, request }) => {
      const current = endpointOf(params.id);
      assertVersion(request, current, 'webhook endpoint', toEndpoint(current));
      mockDb.webhookEndpoints.purge(current.id);
      for (const delivery of mockDb.webhookDeliveries.all())
        if (delivery.endpointId === current.id) mockDb.webhookDeliveries.purge(delivery.id);
      hookLog(current.id, activityMessage('WEBHOOK_DELETED', { url: current.url }));
      return noContent();
    },
    noContent,
  ),
  rotateWebhookSecret: mockEndpoint(
    contract.webhooks.rotateSecret,
    ({ params, body }) => {
      const current = endpointOf(params.id);
      const secret = newSecret();
      const updated = mockDb.webhookEndpoints.update(current.id, {
        secret,
        previousSecretExpiresAt:
          body.overlapHours > 0 ? new Date(Date.now() + body.overlapHours * 3_600_000).toISOString() : null,
        updatedAt: new Date().toISOString(),
      });
      hookLog(current.id, activityMessage('WEBHOOK_SECRET_ROTATED', { url: current.url }));
      return { endpoint: toEndpoint(updated ?? current), secret };
    },
    noContent,
  ),
  sendWebhookTest: mockEndpoint(
    contract.webhooks.sendTest,
    ({ params }) => {
      const endpoint = endpointOf(params.id);
      return toDelivery(deliverNow(endpoint.id, 'webhook.test', { endpointId: endpoint.id }));
    },
    noContent,
  ),
  redeliverWebhookSince: mockEndpoint(
    contract.webhooks.redeliverSince,
    ({ params, body }) => {
      const endpoint = endpointOf(params.id);
      const since = Date.parse(body.since);
      const again = mockDb.webhookDeliveries
        .all()
        .filter(
          (delivery) =>
            delivery.endpointId === endpoint.id &&
            (delivery.status === 'FAILED' || delivery.status === 'RETRYING') &&
            Date.parse(delivery.createdAt) >= since,
        );
      for (const delivery of again) redeliver(delivery);
      return { count: again.length };
    },
    () => ({ count: 0 }),
  ),
  webhookDeliveries: mockEndpoint(
    contract.webhooks.deliveries,
    ({ query }) => listPage(deliveries(), query, deliveryList),
    emptyPage,
  ),
  webhookDeliveryFacets: mockEndpoint(
    contract.webhooks.deliveryFacets,
    ({ query }) => facetCounts(deliveries(), query, deliveryList),
    () => noFacets(deliveryList),
  ),
  webhookDelivery: mockEndpoint(
    contract.webhooks.delivery,
    ({ params }) => {
      const delivery = deliveryOf(params.id);
      return { ...toDelivery(delivery), payload: delivery.payload, attemptLog: delivery.attemptLog };
    },
    noContent,
  ),
  redeliverWebhook: mockEndpoint(
    contract.webhooks.redeliver,
    ({ params }) => toDelivery(redeliver(deliveryOf(params.id))),
    noContent,
  ),
};
