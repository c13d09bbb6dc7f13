import * as v from 'valibot';
import { PageSchema, PathIdSchema } from '../schemas/common';
import { FacetsSchema, searchIn } from '../schemas/list-query';
import {
  MAX_SECRET_OVERLAP_HOURS,
  MAX_WEBHOOK_ENDPOINTS,
  RedeliveredSchema,
  RedeliverSinceSchema,
  RotateSecretInputSchema,
  webhookDeliveryListQueries,
  WebhookDeliveryDetailSchema,
  WebhookDeliverySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointSchema,
  WebhookEndpointUpdateSchema,
  WebhookEndpointWithSecretSchema,
} from '../webhooks/webhook-endpoints';
import { STAFF } from './access';
import { endpoint, type EndpointDefinition } from './endpoint';

/*
 * Integrations (docs/api.md#webhooks): webhook endpoints and their delivery log, for holders of
 * webhooks.manage. Their own part of the endpoint table, loaded by the Integrations page only
 * (contract/load.ts).
 */

const idParams = v.object({ id: PathIdSchema('id') });
const permission = { name: 'webhooks.manage', on: 'platform' } as const;

export const integrationEndpoints = {
  webhooks: {
    list: endpoint({
      method: 'GET',
      path: '/admin/webhooks',
      summary:
        'Every webhook endpoint, oldest first, with its deliveries of the last 24 hours (never secrets)',
      access: STAFF,
      permission,
      response: { status: 200, schema: v.array(WebhookEndpointSchema) },
    }),
    create: endpoint({
      method: 'POST',
      path: '/admin/webhooks',
      summary:
        'Register an https endpoint for some events; its signing secret is in this answer only. ' +
        `At most ${MAX_WEBHOOK_ENDPOINTS} endpoints`,
      access: STAFF,
      permission,
      body: WebhookEndpointInputSchema,
      response: { status: 201, schema: WebhookEndpointWithSecretSchema },
      errors: [409],
    }),
    get: endpoint({
      method: 'GET',
      path: '/admin/webhooks/{id}',
      summary: 'One webhook endpoint',
      access: STAFF,
      permission,
      params: idParams,
      response: { status: 200, schema: WebhookEndpointSchema },
      errors: [404],
      versioned: true,
    }),
    update: endpoint({
      method: 'PUT',
      path: '/admin/webhooks/{id}',
      summary:
        'Change an endpoint: its address, events, ordering, or pause and enable it (enabling sends what waited)',
      access: STAFF,
      permission,
      params: idParams,
      body: WebhookEndpointUpdateSchema,
      response: { status: 200, schema: WebhookEndpointSchema },
      errors: [404],
      versioned: true,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/admin/webhooks/{id}',
      summary: 'Delete an endpoint with its delivery log; nothing more is sent to it',
      access: STAFF,
      permission,
      params: idParams,
      response: { status: 204 },
      errors: [404],
      versioned: true,
    }),
    rotateSecret: endpoint({
      method: 'POST',
      path: '/admin/webhooks/{id}/rotate-secret',
      summary:
        'A new signing secret, in this answer only; the old one keeps signing beside it for ' +
        `overlapHours (0 to ${MAX_SECRET_OVERLAP_HOURS}), so receivers can switch without a gap`,
      access: STAFF,
      permission,
      params: idParams,
      body: RotateSecretInputSchema,
      response: { status: 200, schema: WebhookEndpointWithSecretSchema },
      errors: [404],
    }),
    sendTest: endpoint({
      method: 'POST',
      path: '/admin/webhooks/{id}/test',
      summary: 'Send a webhook.test event to this endpoint now (whatever its events and status)',
      access: STAFF,
      permission,
      params: idParams,
      response: { status: 201, schema: WebhookDeliverySchema },
      errors: [404],
    }),
    redeliverSince: endpoint({
      method: 'POST',
      path: '/admin/webhooks/{id}/redeliver',
      summary:
        'Send again now every delivery of this endpoint that failed or is retrying since a time (each keeps its webhook-id)',
      access: STAFF,
      permission,
      params: idParams,
      body: RedeliverSinceSchema,
      response: { status: 200, schema: RedeliveredSchema },
      errors: [404],
    }),
    deliveries: endpoint({
      method: 'GET',
      path: '/admin/webhook-deliveries',
      summary:
        `The delivery log, newest first; ${searchIn(webhookDeliveryListQueries)}; filter by endpoint, ` +
        'event, status and dates. Kept 30 days, successes too',
      access: STAFF,
      permission,
      query: webhookDeliveryListQueries.list,
      response: { status: 200, schema: PageSchema(WebhookDeliverySchema) },
    }),
    deliveryFacets: endpoint({
      method: 'GET',
      path: '/admin/webhook-deliveries/facets',
      summary: 'Deliveries per endpoint, event and status under the search and other filters',
      access: STAFF,
      permission,
      query: webhookDeliveryListQueries.facets,
      response: { status: 200, schema: FacetsSchema },
    }),
    delivery: endpoint({
      method: 'GET',
      path: '/admin/webhook-deliveries/{id}',
      summary: 'One delivery: the body sent and every attempt with its answer',
      access: STAFF,
      permission,
      params: idParams,
      response: { status: 200, schema: WebhookDeliveryDetailSchema },
      errors: [404],
    }),
    redeliver: endpoint({
      method: 'POST',
      path: '/admin/webhook-deliveries/{id}/redeliver',
      summary: 'Send one delivery again now, with the same webhook-id (one that succeeded too)',
      access: STAFF,
      permission,
      params: idParams,
      response: { status: 200, schema: WebhookDeliverySchema },
      errors: [404],
    }),
  },
} as const satisfies Record<string, Record<string, EndpointDefinition>>;
