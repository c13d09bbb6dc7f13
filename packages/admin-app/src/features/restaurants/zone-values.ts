import * as v from 'valibot';
import {
  ZonePolygonSchema,
  type DeliveryZone,
  type Location,
  type ZonePolygon,
} from '@food-admin/api-client';

/*
 * The delivery zones and the location as the opening hours form holds them while they are typed
 * (delivery-zones-editor.tsx): the contract's shapes (delivery-zones.ts), except that a number box
 * holds null while empty and NaN while unreadable (NumberField), which the contract's schema refuses
 * with its own message on that box.
 */

/** `T` with each number as a number box holds it: null while empty. */
type Typed<T> = { [K in keyof T]: number extends T[K] ? T[K] | null : T[K] };

/** A GeoJSON position being typed: longitude first, as GeoJSON orders it. */
export type PositionDraft = [lng: number | null, lat: number | null];
export type PolygonDraft = { type: 'Polygon'; coordinates: PositionDraft[][] };

type RadiusZone = Extract<DeliveryZone, { kind: 'radius' }>;
type PolygonZone = Extract<DeliveryZone, { kind: 'polygon' }>;
/**
 * A zone being typed. A zone switched to the other kind keeps the shape it had (`area` on a radius,
 * `radiusMeters` on a polygon), so switching back finds the points or the radius as they were typed;
 * the save drops it, since the contract's object schemas keep only their own entries.
 */
export type ZoneDraft =
  | (Typed<RadiusZone> & { area?: PolygonDraft })
  | (Typed<Omit<PolygonZone, 'area'>> & { area: PolygonDraft; radiusMeters?: number | null });
export type ZoneKind = ZoneDraft['kind'];
export type LocationDraft = Typed<Location>;

/**
 * A point's two coordinates, in the order people read them (latitude first): its key in a location,
 * its place in a GeoJSON position (longitude first), the least ArrowDown goes to, and its label.
 */
export const AXES = [
  { key: 'lat', at: 1, min: -90, label: 'restaurants.latitude' },
  { key: 'lng', at: 0, min: -180, label: 'restaurants.longitude' },
] as const;
/** What ArrowUp and ArrowDown add to a coordinate: about 11 metres of latitude. */
export const COORDINATE_STEP = 0.0001;

/** The radius a new radius zone starts with, in metres (the contract's unit). */
export const NEW_ZONE_RADIUS_METERS = 3000;
/** The fewest vertices a polygon has (the contract refuses fewer): Remove stops there. */
export const MIN_POLYGON_VERTICES = 3;

/** The vertices of a polygon: its ring without the last position, which repeats the first. */
export const verticesOf = (area: PolygonDraft): PositionDraft[] => (area.coordinates[0] ?? []).slice(0, -1);

/**
 * The polygon of `vertices`, its ring closed on the first vertex as GeoJSON (and the contract)
 * wants: the editor shows each vertex once and keeps the closing position in step.
 */
export function polygonOf(vertices: readonly PositionDraft[]): PolygonDraft {
  const [first] = vertices;
  return { type: 'Polygon', coordinates: [first === undefined ? [] : [...vertices, [...first]]] };
}

/** A vertex nobody has typed yet. */
export const blankVertex = (): PositionDraft => [null, null];

/** A new zone after `zones`: a radius, to be named, with no fee or conditions, the next priority. */
export function newZone(zones: readonly ZoneDraft[]): ZoneDraft {
  return {
    kind: 'radius',
    radiusMeters: NEW_ZONE_RADIUS_METERS,
    name: '',
    feeMinor: 0,
    minimumOrderMinor: null,
    freeDeliveryFromMinor: null,
    extraMinutes: 0,
    priority: Math.min(zones.length + 1, 100),
    active: true,
  };
}

/**
 * `zone` as the other kind: its name, conditions and current shape kept; the other kind's shape as
 * it was last typed, else a default radius or three points to type.
 */
export function withKind(zone: ZoneDraft, kind: ZoneKind): ZoneDraft {
  if (zone.kind === kind) return zone;
  if (zone.kind === 'radius') {
    const area = zone.area ?? polygonOf(Array.from({ length: MIN_POLYGON_VERTICES }, blankVertex));
    return { ...zone, kind: 'polygon', area };
  }
  return { ...zone, kind: 'radius', radiusMeters: zone.radiusMeters ?? NEW_ZONE_RADIUS_METERS };
}

/** A location with one coordinate changed; none once both boxes are empty (the location is cleared). */
export function withCoordinate(
  location: LocationDraft | null,
  key: keyof LocationDraft,
  coordinate: number | null,
): LocationDraft | null {
  const next = { lat: location?.lat ?? null, lng: location?.lng ?? null, [key]: coordinate };
  return next.lat === null && next.lng === null ? null : next;
}

export type PastedPolygon =
  | { area: ZonePolygon }
  | { problem: 'not-json' }
  /** `message`: the contract's first message, in English (the app translates it). */
  | { problem: 'invalid'; message: string };

/**
 * The polygon of a pasted GeoJSON text: a Polygon, or a Feature whose geometry is one (what
 * geojson.io and most tools export), checked by the contract's schema. Positions come back without
 * their altitude (a third number), which the contract does not keep.
 */
export function readPastedPolygon(text: string): PastedPolygon {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'not-json' };
  }
  const geometry =
    typeof json === 'object' &&
    json !== null &&
    'type' in json &&
    json.type === 'Feature' &&
    'geometry' in json
      ? json.geometry
      : json;
  const parsed = v.safeParse(ZonePolygonSchema, geometry);
  if (parsed.success) return { area: parsed.output };
  return { problem: 'invalid', message: parsed.issues[0].message };
}
