import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { point } from '@turf/helpers';
import type { DeliveryZone, Location } from './delivery-zones';
import type { OperatingRules } from './operating-rules';

/*
 * Pricing an order for delivery (docs/api.md#placing-orders), one function for the server and the
 * mocks: the zone of the delivery point, the minimum order, the fee and the estimated times. The
 * subtotal comes from the dishes' current prices on the server, never from the client.
 */

/** Minutes of delivery before any zone's extra minutes. */
export const BASE_DELIVERY_MINUTES = 15;
const MINUTE_MS = 60_000;

/** Whether `zone` covers `at` (a radius zone is measured from the restaurant's location). */
export function zoneCovers(zone: DeliveryZone, location: Location | null, at: Location): boolean {
  const where = point([at.lng, at.lat]);
  if (zone.kind === 'polygon') return booleanPointInPolygon(where, zone.area);
  if (location === null) return false;
  return distance(point([location.lng, location.lat]), where, { units: 'meters' }) <= zone.radiusMeters;
}

/** The zone delivering to `at`: of the active zones covering it, the lowest priority (the first listed on a tie). */
export function zoneFor(
  rules: Pick<OperatingRules, 'location' | 'zones'>,
  at: Location,
): DeliveryZone | undefined {
  let best: DeliveryZone | undefined;
  for (const zone of rules.zones) {
    if (!zone.active || !zoneCovers(zone, rules.location, at)) continue;
    if (best === undefined || zone.priority < best.priority) best = zone;
  }
  return best;
}

export type DeliveryPrice =
  | {
      ok: true;
      zone: string;
      subtotalMinor: number;
      deliveryFeeMinor: number;
      totalMinor: number;
      estimatedReadyAt: string;
      estimatedDeliveryAt: string;
    }
  | { ok: false; refusal: 'outside-zones' }
  | { ok: false; refusal: 'below-minimum'; minimumOrderMinor: number };

/**
 * Prices a delivery of `subtotalMinor` to `at` placed at `now`: refused outside every active zone
 * or below the zone's minimum (else the restaurant's); free from the zone's threshold on; ready
 * after the preparation time (plus the busy extra while `busy`), delivered after the base delivery
 * time and the zone's extra minutes.
 */
export function priceDelivery(input: {
  rules: Pick<
    OperatingRules,
    'location' | 'zones' | 'minimumOrderMinor' | 'preparationMinutes' | 'busyExtraMinutes'
  >;
  at: Location;
  subtotalMinor: number;
  busy: boolean;
  now: number;
}): DeliveryPrice {
  const { rules, subtotalMinor } = input;
  const zone = zoneFor(rules, input.at);
  if (zone === undefined) return { ok: false, refusal: 'outside-zones' };
  const minimumOrderMinor = zone.minimumOrderMinor ?? rules.minimumOrderMinor;
  if (subtotalMinor < minimumOrderMinor) return { ok: false, refusal: 'below-minimum', minimumOrderMinor };
  const free = zone.freeDeliveryFromMinor !== null && subtotalMinor >= zone.freeDeliveryFromMinor;
  const deliveryFeeMinor = free ? 0 : zone.feeMinor;
  const ready =
    input.now + (rules.preparationMinutes + (input.busy ? rules.busyExtraMinutes : 0)) * MINUTE_MS;
  const delivered = ready + (BASE_DELIVERY_MINUTES + zone.extraMinutes) * MINUTE_MS;
  return {
    ok: true,
    zone: zone.name,
    subtotalMinor,
    deliveryFeeMinor,
    totalMinor: subtotalMinor + deliveryFeeMinor,
    estimatedReadyAt: new Date(ready).toISOString(),
    estimatedDeliveryAt: new Date(delivered).toISOString(),
  };
}
