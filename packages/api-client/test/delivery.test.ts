import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BASE_DELIVERY_MINUTES,
  DEFAULT_ORDER_RULES,
  DeliveryZoneSchema,
  priceDelivery,
  zoneFor,
  ZonePolygonSchema,
  type DeliveryZone,
} from '../src';

/*
 * Delivery zones and pricing (operations/delivery-zones.ts, delivery-quote.ts): the shapes the
 * contract accepts, which zone covers a point, and the price, the minimum and the times.
 */

const KITCHEN = { lat: 48.8566, lng: 2.3522 };
const square = (west: number, south: number, size: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [west, south],
      [west + size, south],
      [west + size, south + size],
      [west, south + size],
      [west, south],
    ] as [number, number][],
  ],
});
const radius = (name: string, meters: number, overrides: Partial<DeliveryZone> = {}): DeliveryZone =>
  ({
    kind: 'radius',
    radiusMeters: meters,
    name,
    feeMinor: 300,
    minimumOrderMinor: null,
    freeDeliveryFromMinor: null,
    extraMinutes: 0,
    priority: 10,
    active: true,
    ...overrides,
  }) as DeliveryZone;
const messagesOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('delivery zone shapes', () => {
  it('accepts a closed simple polygon and refuses open, crossed, tiny and huge ones', () => {
    expect(messagesOf(ZonePolygonSchema, square(2.3, 48.85, 0.02))).toEqual([]);
    const open = square(2.3, 48.85, 0.02);
    open.coordinates[0]!.pop();
    expect(messagesOf(ZonePolygonSchema, open)).toEqual(['The ring must end where it starts']);
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    expect(messagesOf(ZonePolygonSchema, bowtie)).toEqual(['The polygon must not cross itself']);
    const line = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    expect(messagesOf(ZonePolygonSchema, line)).toEqual(['A polygon needs at least 3 points']);
    const circle = Array.from({ length: 502 }, (_, index) => {
      const angle = (2 * Math.PI * index) / 501;
      return [Math.cos(angle), Math.sin(angle)] as [number, number];
    });
    circle[501] = circle[0]!;
    expect(messagesOf(ZonePolygonSchema, { type: 'Polygon', coordinates: [circle] })).toEqual([
      'At most 500 points',
    ]);
    expect(messagesOf(ZonePolygonSchema, { type: 'Polygon', coordinates: [[[200, 0]]] })).toContain(
      'Longitude is between -180 and 180',
    );
    expect(messagesOf(ZonePolygonSchema, { type: 'Point', coordinates: [[]] })).toContain(
      'Use a GeoJSON Polygon',
    );
  });

  it('bounds radius, amounts and priority', () => {
    expect(messagesOf(DeliveryZoneSchema, radius('A', 10))).toEqual(['At least 50 metres']);
    expect(messagesOf(DeliveryZoneSchema, radius('A', 1000, { feeMinor: 2.5 }))).toEqual([
      'Use an amount in cents',
    ]);
    expect(messagesOf(DeliveryZoneSchema, radius('A', 1000, { priority: 0 }))).toEqual([
      'Priority is from 1 to 100',
    ]);
    expect(messagesOf(DeliveryZoneSchema, { ...radius('A', 1000), kind: 'hexagon' })).toEqual([
      'Choose a radius or a polygon',
    ]);
  });
});

describe('pricing a delivery', () => {
  const rules = (zones: DeliveryZone[], overrides = {}) => ({
    ...DEFAULT_ORDER_RULES,
    location: KITCHEN,
    zones,
    ...overrides,
  });
  const NEAR = { lat: 48.8584, lng: 2.3551 };

  it('covers by radius from the location, and by polygon without one', () => {
    expect(zoneFor(rules([radius('Near', 500)]), NEAR)?.name).toBe('Near');
    expect(zoneFor(rules([radius('Tiny', 100)]), NEAR)).toBeUndefined();
    expect(zoneFor({ location: null, zones: [radius('Near', 500)] }, NEAR)).toBeUndefined();
    const polygon = {
      ...radius('Square', 50),
      kind: 'polygon',
      area: square(2.35, 48.85, 0.02),
    } as DeliveryZone;
    expect(zoneFor({ location: null, zones: [polygon] }, NEAR)?.name).toBe('Square');
  });

  it('takes the lowest priority, the first listed on a tie, and skips inactive zones', () => {
    const zones = [
      radius('Wide', 5000, { priority: 5 }),
      radius('Also wide', 5000, { priority: 5 }),
      radius('Off', 5000, { priority: 1, active: false }),
    ];
    expect(zoneFor(rules(zones), NEAR)?.name).toBe('Wide');
  });

  it('prices with the fee, the free threshold, the minimum and the busy minutes', () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    const zones = [radius('Near', 1000, { feeMinor: 250, freeDeliveryFromMinor: 3000, extraMinutes: 5 })];
    const base = { at: NEAR, busy: false, now };
    expect(priceDelivery({ ...base, rules: rules(zones), subtotalMinor: 1999 })).toEqual({
      ok: true,
      zone: 'Near',
      subtotalMinor: 1999,
      deliveryFeeMinor: 250,
      totalMinor: 2249,
      estimatedReadyAt: '2026-12-07T12:20:00.000Z',
      estimatedDeliveryAt: new Date(now + (20 + BASE_DELIVERY_MINUTES + 5) * 60_000).toISOString(),
    });
    expect(priceDelivery({ ...base, rules: rules(zones), subtotalMinor: 3000 })).toMatchObject({
      deliveryFeeMinor: 0,
      totalMinor: 3000,
    });
    const busy = priceDelivery({
      ...base,
      busy: true,
      rules: rules(zones, { busyExtraMinutes: 15 }),
      subtotalMinor: 1000,
    });
    expect(busy).toMatchObject({ estimatedReadyAt: '2026-12-07T12:35:00.000Z' });
    expect(
      priceDelivery({ ...base, rules: rules(zones, { minimumOrderMinor: 1500 }), subtotalMinor: 1000 }),
    ).toEqual({
      ok: false,
      refusal: 'below-minimum',
      minimumOrderMinor: 1500,
    });
    expect(
      priceDelivery({ ...base, at: { lat: 0, lng: 0 }, rules: rules(zones), subtotalMinor: 1000 }),
    ).toEqual({
      ok: false,
      refusal: 'outside-zones',
    });
  });
});
