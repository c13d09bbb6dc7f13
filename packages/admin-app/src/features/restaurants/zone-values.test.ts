import { DeliveryZoneSchema } from '@food-admin/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  newZone,
  polygonOf,
  readPastedPolygon,
  verticesOf,
  withCoordinate,
  withKind,
  type ZoneDraft,
} from './zone-values';

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [12.46, 41.885],
      [12.475, 41.885],
      [12.475, 41.895],
      [12.46, 41.895],
      [12.46, 41.885],
    ],
  ],
};

describe('a polygon zone’s points', () => {
  it('are the ring without its closing position, which follows the first point', () => {
    const vertices = verticesOf(
      polygonOf([
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
    );
    expect(vertices).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(polygonOf([[9, 9], ...vertices.slice(1)]).coordinates[0]).toEqual([
      [9, 9],
      [3, 4],
      [5, 6],
      [9, 9],
    ]);
  });

  it('start as three points to type when a radius zone becomes a polygon, its conditions kept', () => {
    const radius = { ...newZone([]), name: 'Centro', feeMinor: 250 };
    const polygon = withKind(radius, 'polygon');
    expect(polygon).toMatchObject({ kind: 'polygon', name: 'Centro', feeMinor: 250, priority: 1 });
    expect((polygon as Extract<ZoneDraft, { kind: 'polygon' }>).area.coordinates[0]).toEqual(
      Array.from({ length: 4 }, () => [null, null]),
    );
  });

  it('come back as typed when a zone is switched to a radius and back, as does the radius', () => {
    const radius = { ...newZone([]), radiusMeters: 4500 };
    const typed = {
      ...withKind(radius, 'polygon'),
      area: polygonOf(verticesOf(square as never)),
    } as ZoneDraft;
    const back = withKind(withKind(typed, 'radius'), 'polygon');
    expect(back).toMatchObject({ kind: 'polygon', area: square });
    expect(withKind(back, 'radius')).toMatchObject({ kind: 'radius', radiusMeters: 4500 });
  });

  it('leaves the set-aside shape out of what is saved', () => {
    const typed = { ...withKind(newZone([]), 'polygon'), name: 'Centro', area: square } as ZoneDraft;
    const saved = v.parse(DeliveryZoneSchema, withKind(typed, 'radius'));
    expect(saved).not.toHaveProperty('area');
    expect(v.parse(DeliveryZoneSchema, withKind(withKind(typed, 'radius'), 'polygon'))).not.toHaveProperty(
      'radiusMeters',
    );
  });
});

describe('a new zone', () => {
  it('is an active radius with no fee, to be named, after the others in priority (at most 100)', () => {
    expect(newZone([])).toEqual({
      kind: 'radius',
      radiusMeters: 3000,
      name: '',
      feeMinor: 0,
      minimumOrderMinor: null,
      freeDeliveryFromMinor: null,
      extraMinutes: 0,
      priority: 1,
      active: true,
    });
    expect(newZone([newZone([]), newZone([])]).priority).toBe(3);
    expect(newZone(Array.from({ length: 120 }, () => newZone([]))).priority).toBe(100);
  });
});

describe('the location’s boxes', () => {
  it('change one coordinate, and clear the location once both are empty', () => {
    expect(withCoordinate(null, 'lat', 41.9)).toEqual({ lat: 41.9, lng: null });
    expect(withCoordinate({ lat: 41.9, lng: 12.5 }, 'lng', 12.6)).toEqual({ lat: 41.9, lng: 12.6 });
    expect(withCoordinate({ lat: 41.9, lng: null }, 'lat', null)).toBeNull();
  });
});

describe('a pasted GeoJSON polygon', () => {
  it('is read from a Polygon or from a Feature holding one, without altitudes', () => {
    expect(readPastedPolygon(JSON.stringify(square))).toEqual({ area: square });
    const feature = {
      type: 'Feature',
      properties: {},
      geometry: { ...square, coordinates: [square.coordinates[0]!.map(([lng, lat]) => [lng, lat, 21])] },
    };
    expect(readPastedPolygon(JSON.stringify(feature))).toEqual({ area: square });
  });

  it('says what is wrong with the contract’s message, or that the text is not JSON', () => {
    expect(readPastedPolygon('{"type": "Polygon",')).toEqual({ problem: 'not-json' });
    expect(readPastedPolygon(JSON.stringify({ type: 'Point', coordinates: [12.4, 41.9] }))).toEqual({
      problem: 'invalid',
      message: 'Use a GeoJSON Polygon',
    });
    const open = { ...square, coordinates: [square.coordinates[0]!.slice(0, -1)] };
    expect(readPastedPolygon(JSON.stringify(open))).toEqual({
      problem: 'invalid',
      message: 'The ring must end where it starts',
    });
  });
});
