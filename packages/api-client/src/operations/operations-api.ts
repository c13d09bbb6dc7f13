import * as v from 'valibot';
import { PAUSE_REASONS, OperatingRulesSchema } from './operating-rules';
import { RESTAURANT_STATES } from './availability';

/*
 * What the API answers about a restaurant's operations (docs/api.md#operations): its rules, with
 * who paused it, and its availability now, computed by availabilityAt on the server.
 */

export const AvailabilitySchema = v.object({
  state: v.picklist(RESTAURANT_STATES),
  accepting: v.boolean(),
  reason: v.optional(
    v.picklist(['outside-hours', 'closure', 'last-order-passed', 'inactive', 'no-menu', ...PAUSE_REASONS]),
  ),
  closureReason: v.optional(v.string()),
  opensAt: v.nullable(v.string()),
  closesAt: v.nullable(v.string()),
  lastOrderAt: v.nullable(v.string()),
  pausedUntil: v.nullable(v.string()),
});

/** GET /api/restaurants/{id}/operations and the answer of every write to them. */
export const RestaurantOperationsSchema = v.object({
  restaurantId: v.number(),
  /** The restaurant's version: a write of the rules sends it back as If-Match. */
  version: v.number(),
  rules: v.object({
    ...OperatingRulesSchema.entries,
    pause: v.nullable(
      v.object({
        reason: v.picklist(PAUSE_REASONS),
        note: v.string(),
        until: v.string(),
        pausedAt: v.nullable(v.string()),
        /** Who paused it; null once that account is gone. */
        pausedBy: v.nullable(v.object({ id: v.number(), name: v.string() })),
      }),
    ),
  }),
  /** The time zone is the platform's default (DEFAULT_TIME_ZONE), not one chosen for the restaurant. */
  defaultTimeZone: v.boolean(),
  availability: AvailabilitySchema,
});
export type RestaurantOperations = v.InferOutput<typeof RestaurantOperationsSchema>;
