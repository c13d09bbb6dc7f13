import * as v from 'valibot';
import { REFUND_STATUSES } from '../money/refunds';
import { ORDER_STATUSES } from '../schemas/orders';
import { REVIEW_STATUSES } from '../schemas/review';

/*
 * The events a webhook endpoint can subscribe to (docs/api.md#webhooks), each declared once with
 * the version of its payload and the schema of its `data`. The payloads are thin: ids, versions
 * and the few fields that say what happened; a receiver reads the rest with an API token. The
 * server's database writes them (drizzle/0039_webhooks.sql, in the change's own transaction) and a
 * server test checks every event it sends against these schemas; the OpenAPI document lists them
 * under `webhooks`.
 *
 * A payload's version changes only when a field is removed or changes meaning; fields are added
 * without a new version, so receivers ignore fields they do not know.
 */

/** What one change did to a menu, a dish or an account. */
export const WEBHOOK_CHANGES = ['created', 'updated', 'deleted', 'restored'] as const;

const id = v.pipe(v.number(), v.integer());
const ChangeSchema = v.picklist(WEBHOOK_CHANGES);

const OrderRef = { id, version: id, restaurantId: id };

export const WEBHOOK_EVENTS = {
  'order.created': {
    summary: 'A customer placed an order',
    version: 1,
    data: v.object({
      ...OrderRef,
      status: v.picklist(ORDER_STATUSES),
      /** The order's total in the platform's currency, an exact decimal (`"24.50"`). */
      total: v.string(),
    }),
  },
  'order.status_changed': {
    summary: "An order's status changed (by a person, the platform's timeout or a bulk action)",
    version: 1,
    data: v.object({
      ...OrderRef,
      status: v.picklist(ORDER_STATUSES),
      previousStatus: v.picklist(ORDER_STATUSES),
    }),
  },
  'order.courier_assigned': {
    summary: 'An order was given a courier, another one, or none',
    version: 1,
    data: v.object({ ...OrderRef, courierId: v.nullable(id) }),
  },
  'order.refunded': {
    summary: 'Money went back to a customer: a refund succeeded',
    version: 1,
    data: v.object({
      id,
      orderId: id,
      restaurantId: id,
      status: v.picklist(REFUND_STATUSES),
      amountMinor: id,
      currency: v.string(),
    }),
  },
  'restaurant.paused': {
    summary: 'A restaurant stopped taking orders for a while',
    version: 1,
    data: v.object({ id, version: id, pausedUntil: v.string(), reason: v.string() }),
  },
  'restaurant.resumed': {
    summary: 'A paused restaurant takes orders again',
    version: 1,
    data: v.object({ id, version: id }),
  },
  'restaurant.updated': {
    summary: "A restaurant's details, hours or state changed (not its pauses)",
    version: 1,
    data: v.object({ id, version: id, change: ChangeSchema }),
  },
  'menu.changed': {
    summary: 'A menu was created, edited, deleted or restored',
    version: 1,
    data: v.object({ id, version: id, restaurantId: id, change: ChangeSchema }),
  },
  'dish.changed': {
    summary: 'A dish was created, edited, deleted or restored (its price or availability too)',
    version: 1,
    data: v.object({ id, version: id, menuId: id, restaurantId: id, change: ChangeSchema }),
  },
  'review.posted': {
    summary: 'A customer reviewed a restaurant',
    version: 1,
    data: v.object({ id, version: id, restaurantId: id, rating: id, status: v.picklist(REVIEW_STATUSES) }),
  },
  'user.changed': {
    summary: 'An account was created, edited, deleted or restored',
    version: 1,
    data: v.object({ id, version: id, change: ChangeSchema }),
  },
  'webhook.test': {
    summary: 'A test an admin sent from the Integrations screen',
    version: 1,
    data: v.object({ endpointId: id }),
  },
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

/** The events an endpoint can subscribe to: all but the test, which goes to the endpoint it is sent to. */
export const SUBSCRIBABLE_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter((type) => type !== 'webhook.test');

/**
 * The body of every delivery (Standard Webhooks' envelope): `type`, when the change committed,
 * the payload's version, and `data`.
 */
export function webhookPayloadSchema<T extends WebhookEventType>(type: T) {
  return v.object({
    type: v.literal(type),
    timestamp: v.string(),
    version: v.literal(WEBHOOK_EVENTS[type].version),
    data: WEBHOOK_EVENTS[type].data,
  });
}
