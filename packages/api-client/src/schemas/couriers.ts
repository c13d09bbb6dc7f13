import * as v from 'valibot';

/*
 * Couriers (docs/api.md#couriers, docs/requirements.md#req-couriers): the COURIER accounts with
 * what they are doing now, and whether they take deliveries.
 */

/** At most this many couriers are listed (a platform has tens; the cap keeps the answer bounded). */
export const MAX_COURIERS_LISTED = 500;

/** GET /admin/couriers rows. */
export const CourierSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  /** Takes deliveries now (the availability switch). */
  available: v.boolean(),
  /** Orders assigned to them and not yet delivered, cancelled or rejected. */
  activeDeliveries: v.number(),
  /** Orders they delivered since midnight UTC. */
  deliveredToday: v.number(),
  /** Minutes from pick-up to delivery over the last 30 days; null without a delivery. */
  averageDeliveryMinutes: v.nullable(v.number()),
});
export type Courier = v.InferOutput<typeof CourierSchema>;

/** PUT /admin/couriers/{id}/availability. */
export const CourierAvailabilityInputSchema = v.object({
  available: v.boolean('Available must be true or false'),
});
export type CourierAvailabilityInput = v.InferInput<typeof CourierAvailabilityInputSchema>;

export { COURIER_MESSAGES } from './refusal-messages';
