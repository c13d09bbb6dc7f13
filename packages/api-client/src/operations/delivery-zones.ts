import { kinks } from '@turf/kinks';
import { polygon as polygonFeature } from '@turf/helpers';
import * as v from 'valibot';

/*
 * Where a restaurant delivers (issue 48; docs/requirements.md#req-operations): its location and its
 * delivery zones, each a radius around that location or a polygon, with its fee and conditions.
 * Declared once here; the server stores and checks them, the app edits them, delivery-quote.ts
 * finds the zone of a delivery point. Amounts are integers of the currency's minor unit (cents).
 */

/** At most this many zones per restaurant. */
export const MAX_DELIVERY_ZONES = 20;
/** A polygon zone has at most this many vertices (its ring closes on a 501st position). */
export const MAX_POLYGON_VERTICES = 500;
/** A radius zone's bounds, in metres. */
export const MIN_ZONE_RADIUS_METERS = 50;
export const MAX_ZONE_RADIUS_METERS = 50_000;
/** The most a fee, a minimum or a threshold may be (in minor units): 10,000.00. */
export const MAX_ZONE_AMOUNT_MINOR = 1_000_000;
/** At most this many extra minutes of delivery in a zone. */
export const MAX_ZONE_EXTRA_MINUTES = 180;

const LatitudeSchema = v.pipe(
  v.number('Use a number'),
  v.minValue(-90, 'Latitude is between -90 and 90'),
  v.maxValue(90, 'Latitude is between -90 and 90'),
);
const LongitudeSchema = v.pipe(
  v.number('Use a number'),
  v.minValue(-180, 'Longitude is between -180 and 180'),
  v.maxValue(180, 'Longitude is between -180 and 180'),
);

/** A point on Earth (WGS 84, as GPS and GeoJSON give it). */
export const LocationSchema = v.object({ lat: LatitudeSchema, lng: LongitudeSchema });
export type Location = v.InferOutput<typeof LocationSchema>;

/** A GeoJSON position: longitude first, as GeoJSON orders it. */
const PositionSchema = v.tuple([LongitudeSchema, LatitudeSchema], 'A position is [longitude, latitude]');

/** Whether the closed ring crosses itself (a figure eight), by @turf/kinks. */
function selfIntersects(ring: [number, number][]): boolean {
  return kinks(polygonFeature([ring])).features.length > 0;
}

const samePosition = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/**
 * A GeoJSON Polygon of one ring (no holes): at least three vertices, at most MAX_POLYGON_VERTICES,
 * closed (the last position repeats the first), and not crossing itself.
 */
export const ZonePolygonSchema = v.pipe(
  v.object({
    type: v.literal('Polygon', 'Use a GeoJSON Polygon'),
    coordinates: v.pipe(v.array(v.array(PositionSchema)), v.length(1, 'One outer ring, without holes')),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const ring = dataset.value.coordinates[0] ?? [];
    if (!samePosition(ring[0], ring.at(-1))) {
      addIssue({ message: 'The ring must end where it starts' });
      return;
    }
    const vertices = ring.length - 1;
    if (vertices < 3) addIssue({ message: 'A polygon needs at least 3 points' });
    else if (vertices > MAX_POLYGON_VERTICES) addIssue({ message: `At most ${MAX_POLYGON_VERTICES} points` });
    else if (selfIntersects(ring)) addIssue({ message: 'The polygon must not cross itself' });
  }),
);
export type ZonePolygon = v.InferOutput<typeof ZonePolygonSchema>;

const AmountSchema = v.pipe(
  v.number('Use a number'),
  v.integer('Use an amount in cents'),
  v.minValue(0, 'At least 0'),
  v.maxValue(MAX_ZONE_AMOUNT_MINOR, 'This amount is too high'),
);

const zoneEntries = {
  /** Shown to staff and in quotes ("Centre", "Outer ring"); one zone per name. */
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Name is required'),
    v.maxLength(60, 'Name must be at most 60 characters'),
  ),
  /** The delivery fee in this zone. */
  feeMinor: AmountSchema,
  /** This zone's minimum order, instead of the restaurant's (null: the restaurant's). */
  minimumOrderMinor: v.nullable(AmountSchema),
  /** From this subtotal on, delivery is free (null: never). */
  freeDeliveryFromMinor: v.nullable(AmountSchema),
  /** Minutes of delivery added in this zone (it is farther, or slower to reach). */
  extraMinutes: v.pipe(
    v.number('Use a number'),
    v.integer('Use whole minutes'),
    v.minValue(0, 'At least 0 minutes'),
    v.maxValue(MAX_ZONE_EXTRA_MINUTES, `At most ${MAX_ZONE_EXTRA_MINUTES} minutes`),
  ),
  /** Where zones overlap, the lowest number wins (1 first). */
  priority: v.pipe(
    v.number('Use a number'),
    v.integer('Use a whole number'),
    v.minValue(1, 'Priority is from 1 to 100'),
    v.maxValue(100, 'Priority is from 1 to 100'),
  ),
  /** An inactive zone is kept but delivers nowhere. */
  active: v.boolean(),
};

/** A delivery zone: a radius around the restaurant's location, or a polygon. */
export const DeliveryZoneSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('radius'),
      radiusMeters: v.pipe(
        v.number('Use a number'),
        v.integer('Use whole metres'),
        v.minValue(MIN_ZONE_RADIUS_METERS, `At least ${MIN_ZONE_RADIUS_METERS} metres`),
        v.maxValue(MAX_ZONE_RADIUS_METERS, `At most ${MAX_ZONE_RADIUS_METERS} metres`),
      ),
      ...zoneEntries,
    }),
    v.object({ kind: v.literal('polygon'), area: ZonePolygonSchema, ...zoneEntries }),
  ],
  'Choose a radius or a polygon',
);
export type DeliveryZone = v.InferOutput<typeof DeliveryZoneSchema>;

/** A restaurant's zones: at most MAX_DELIVERY_ZONES, one per name. */
export const DeliveryZonesSchema = v.pipe(
  v.array(DeliveryZoneSchema),
  v.maxLength(MAX_DELIVERY_ZONES, `At most ${MAX_DELIVERY_ZONES} zones`),
  v.check(
    (zones) => new Set(zones.map((zone) => zone.name.toLowerCase())).size === zones.length,
    'One zone per name',
  ),
);
