import * as v from 'valibot';
import { tooLongMessage } from '../schemas/common';
import {
  declareList,
  EnumFilterSchema,
  filterOneOf,
  filterTime,
  IntegerFilterSchema,
} from '../schemas/list-query';
import { SUBSCRIBABLE_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from './webhook-events';

/*
 * Webhook endpoints, their deliveries and the attempts to make them (docs/api.md#webhooks), as the
 * API answers and takes them. A delivery is one event for one endpoint; it is attempted until its
 * receiver answers 2xx or the retry schedule runs out.
 */

/** What every endpoint's signing secret starts with (Standard Webhooks): `whsec_` and 32 bytes in base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * How long after a failed attempt the next one is made, in seconds, attempt after attempt (about a
 * day in all; each delay gets up to 10% of jitter, and a receiver's Retry-After is honoured up to
 * the next step's delay). After the last one the delivery is FAILED until someone redelivers it.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 28_800];

/** Attempts a delivery gets before it is FAILED: the first and one per retry delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** The longest overlap a rotated secret may keep signing beside the new one. */
export const MAX_SECRET_OVERLAP_HOURS = 168;

/** How many endpoints the platform keeps at most. */
export const MAX_WEBHOOK_ENDPOINTS = 50;

/**
 * ENABLED: sent to. PAUSED: an admin paused it; its deliveries wait and go out when it is enabled.
 * AUTO_DISABLED: the platform stopped it (its receiver kept failing, or answered 410 Gone); the
 * reason says why, and enabling it again sends what waited.
 */
export const WEBHOOK_ENDPOINT_STATUSES = ['ENABLED', 'PAUSED', 'AUTO_DISABLED'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/** PENDING: not attempted yet. RETRYING: failed, tried again at nextAttemptAt. FAILED: no attempt left. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'RETRYING', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const MAX_DESCRIPTION = 200;
const MAX_URL = 2048;
const urlMessage = 'Enter an https:// address';

/**
 * A receiver's address, as a URL. The server takes https only (plain http to loopback in
 * development, docs/operations.md#webhooks) and checks where it resolves, when it is saved and on
 * each call (docs/architecture.md#outbound-calls); forms ask for https:// at once.
 */
export const WebhookUrlSchema = v.pipe(
  v.string(urlMessage),
  v.trim(),
  v.maxLength(MAX_URL, tooLongMessage('Address', MAX_URL)),
  v.check((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, urlMessage),
);

const EventTypesSchema = v.pipe(
  v.array(v.picklist(SUBSCRIBABLE_EVENT_TYPES, 'Choose events from the catalogue')),
  v.minLength(1, 'Choose at least one event'),
  v.transform((types) => [...new Set(types)]),
);

export const WebhookEndpointInputSchema = v.object({
  url: WebhookUrlSchema,
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_DESCRIPTION, tooLongMessage('Description', MAX_DESCRIPTION)),
    ),
    '',
  ),
  eventTypes: EventTypesSchema,
  /**
   * Deliveries reach the receiver one at a time in the order of their changes: a failing one holds
   * back the later ones until it succeeds or fails for good. Off: up to 4 at once, any order.
   */
  ordered: v.optional(v.boolean(), false),
});
export type WebhookEndpointInput = v.InferInput<typeof WebhookEndpointInputSchema>;

export const WebhookEndpointUpdateSchema = v.object({
  ...WebhookEndpointInputSchema.entries,
  /** ENABLED sends again (an AUTO_DISABLED endpoint too); PAUSED holds its deliveries. */
  status: v.picklist(['ENABLED', 'PAUSED'], 'Status must be ENABLED or PAUSED'),
});
export type WebhookEndpointUpdate = v.InferInput<typeof WebhookEndpointUpdateSchema>;

export const WebhookEndpointSchema = v.object({
  id: v.number(),
  url: v.string(),
  description: v.string(),
  eventTypes: v.array(v.picklist(SUBSCRIBABLE_EVENT_TYPES)),
  ordered: v.boolean(),
  status: v.picklist(WEBHOOK_ENDPOINT_STATUSES),
  /** Why the platform disabled it; null unless AUTO_DISABLED. */
  disabledReason: v.nullable(v.string()),
  /** Until when the secret before the last rotation still signs too; null without an overlap. */
  previousSecretExpiresAt: v.nullable(v.string()),
  /** Deliveries of the last 24 hours that succeeded and that are failing or failed. */
  last24h: v.object({ succeeded: v.number(), failed: v.number() }),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpointSchema>;

/** A new endpoint or a rotated secret: the secret is in this answer only. */
export const WebhookEndpointWithSecretSchema = v.object({
  endpoint: WebhookEndpointSchema,
  secret: v.string(),
});
export type WebhookEndpointWithSecret = v.InferOutput<typeof WebhookEndpointWithSecretSchema>;

const overlapMessage = `Use a whole number of hours from 0 to ${MAX_SECRET_OVERLAP_HOURS}`;
export const RotateSecretInputSchema = v.object({
  /** Hours the old secret keeps signing beside the new one (0: it stops at once). */
  overlapHours: v.pipe(
    v.number(overlapMessage),
    v.integer(overlapMessage),
    v.minValue(0, overlapMessage),
    v.maxValue(MAX_SECRET_OVERLAP_HOURS, overlapMessage),
  ),
});

export const WebhookDeliverySchema = v.object({
  id: v.number(),
  endpointId: v.number(),
  endpointUrl: v.string(),
  /** The `webhook-id` header: the same on every attempt, the receiver's key to ignore repeats. */
  messageId: v.string(),
  eventType: v.picklist(WEBHOOK_EVENT_TYPES),
  status: v.picklist(WEBHOOK_DELIVERY_STATUSES),
  attempts: v.number(),
  nextAttemptAt: v.nullable(v.string()),
  /** The last attempt's HTTP status; null if it got none (refused, timed out) or none was made. */
  lastStatusCode: v.nullable(v.number()),
  createdAt: v.string(),
  deliveredAt: v.nullable(v.string()),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>;

export const WebhookAttemptSchema = v.object({
  id: v.number(),
  attemptedAt: v.string(),
  durationMs: v.number(),
  statusCode: v.nullable(v.number()),
  succeeded: v.boolean(),
  /** Why no answer came (refused address, timeout, connection error); null with an answer. */
  error: v.nullable(v.string()),
  /** The start of the answer's body (at most 2 KB). */
  responseBody: v.nullable(v.string()),
});
export type WebhookAttempt = v.InferOutput<typeof WebhookAttemptSchema>;

export const WebhookDeliveryDetailSchema = v.object({
  ...WebhookDeliverySchema.entries,
  /** The body sent, exactly as signed. */
  payload: v.string(),
  attempts: v.number(),
  attemptLog: v.array(WebhookAttemptSchema),
});
export type WebhookDeliveryDetail = v.InferOutput<typeof WebhookDeliveryDetailSchema>;

export const RedeliverSinceSchema = v.object({
  /** Every FAILED or RETRYING delivery of the endpoint created at or after this time goes again now. */
  since: v.pipe(v.string('Enter a date and time'), v.isoTimestamp('Enter a date and time')),
});
export const RedeliveredSchema = v.object({ count: v.number() });

/** The delivery log (`/admin/webhooks/deliveries`), newest first. */
export const webhookDeliveryListQueries = declareList({
  name: 'webhookDeliveries',
  search: ['messageId'],
  sort: { createdAt: 'value' },
  order: 'newestFirst',
  filters: {
    endpointId: filterOneOf(IntegerFilterSchema('endpointId')),
    eventType: filterOneOf(EnumFilterSchema(WEBHOOK_EVENT_TYPES, 'Event')),
    status: filterOneOf(EnumFilterSchema(WEBHOOK_DELIVERY_STATUSES, 'Status')),
    createdFrom: filterTime('createdAt', 'from', 'createdFrom'),
    createdTo: filterTime('createdAt', 'before', 'createdTo'),
  },
  facets: ['endpointId', 'eventType', 'status'],
});
