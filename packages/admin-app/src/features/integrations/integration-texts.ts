import {
  SUBSCRIBABLE_EVENT_TYPES,
  type WebhookDeliveryStatus,
  type WebhookEndpointStatus,
  type WebhookEventType,
} from '@food-admin/api-client';
import type { BadgeTone } from '@food-admin/ui';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/integrations';

/*
 * The Integrations page's names for what the contract declares (docs/api.md#webhooks): each event's
 * one-line summary, the events' groups, and the endpoints' and deliveries' statuses with their
 * badge colours. Events keep their technical names (order.created), which receivers switch on.
 */

type Key = keyof typeof messages;
export type IntegrationsTranslate = Translate<Key>;

/** What each event says happened, in the reader's language (the contract's `summary`, translated). */
export const EVENT_SUMMARY_KEYS = {
  'order.created': 'integrations.event.orderCreated',
  'order.status_changed': 'integrations.event.orderStatusChanged',
  'order.courier_assigned': 'integrations.event.orderCourierAssigned',
  'order.refunded': 'integrations.event.orderRefunded',
  'restaurant.paused': 'integrations.event.restaurantPaused',
  'restaurant.resumed': 'integrations.event.restaurantResumed',
  'restaurant.updated': 'integrations.event.restaurantUpdated',
  'menu.changed': 'integrations.event.menuChanged',
  'dish.changed': 'integrations.event.dishChanged',
  'review.posted': 'integrations.event.reviewPosted',
  'user.changed': 'integrations.event.userChanged',
  'webhook.test': 'integrations.event.webhookTest',
} as const satisfies Record<WebhookEventType, Key>;

/** The group titles, by the part of an event's name before its first dot. */
const GROUP_TITLES: Readonly<Record<string, Key>> = {
  order: 'integrations.group.order',
  restaurant: 'integrations.group.restaurant',
  menu: 'integrations.group.menu',
  dish: 'integrations.group.dish',
  review: 'integrations.group.review',
  user: 'integrations.group.user',
};

/**
 * The events an endpoint can subscribe to, grouped by what they are about (the part of the name
 * before the first dot: order, restaurant, menu, dish, review, user), in the catalogue's order.
 */
export const EVENT_GROUPS: readonly { prefix: string; title: Key; events: WebhookEventType[] }[] = [
  ...new Set(SUBSCRIBABLE_EVENT_TYPES.map((type) => type.split('.')[0] ?? type)),
].map((prefix) => ({
  prefix,
  title: GROUP_TITLES[prefix] ?? 'integrations.field.events',
  events: SUBSCRIBABLE_EVENT_TYPES.filter((type) => type.startsWith(`${prefix}.`)),
}));

/** Each endpoint status's name and badge colour: sending, held by an admin, stopped by the platform. */
export const ENDPOINT_STATUS_LOOK = {
  ENABLED: { key: 'integrations.endpointStatus.enabled', tone: 'success' },
  PAUSED: { key: 'integrations.endpointStatus.paused', tone: 'neutral' },
  AUTO_DISABLED: { key: 'integrations.endpointStatus.autoDisabled', tone: 'danger' },
} as const satisfies Record<WebhookEndpointStatus, { key: Key; tone: BadgeTone }>;

/** Each delivery status's name and badge colour. */
export const DELIVERY_STATUS_LOOK = {
  PENDING: { key: 'integrations.deliveryStatus.pending', tone: 'info' },
  SUCCEEDED: { key: 'integrations.deliveryStatus.succeeded', tone: 'success' },
  RETRYING: { key: 'integrations.deliveryStatus.retrying', tone: 'warning' },
  FAILED: { key: 'integrations.deliveryStatus.failed', tone: 'danger' },
} as const satisfies Record<WebhookDeliveryStatus, { key: Key; tone: BadgeTone }>;

/** How long a rotated secret may keep signing beside the new one, in hours: the dialog's presets. */
export const OVERLAP_PRESETS = [0, 24, 72, 168] as const;
export type OverlapPreset = (typeof OVERLAP_PRESETS)[number];
export const DEFAULT_OVERLAP_HOURS: OverlapPreset = 24;

/** A preset's name: "Not at all", "24 hours", "3 days", "7 days". */
export const overlapLabel = (t: IntegrationsTranslate, hours: OverlapPreset) =>
  hours === 0
    ? t('integrations.overlapNone')
    : hours % 24 === 0 && hours > 24
      ? t('integrations.overlapDays', { count: hours / 24 })
      : t('integrations.overlapHours', { count: hours });
