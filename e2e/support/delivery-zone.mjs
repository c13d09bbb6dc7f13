// @ts-check
// How the e2e journeys and the board bench make a restaurant deliver: one zone, 3 km around it.
// Plain JavaScript, so bench/ (run by node) and the journeys (TypeScript) share it.

/** The one delivery zone: 3 km around the restaurant, a 2.50 fee, no minimum. */
export const CENTRE_ZONE = {
  name: 'Centre',
  kind: 'radius',
  radiusMeters: 3000,
  feeMinor: 250,
  minimumOrderMinor: null,
  freeDeliveryFromMinor: null,
  extraMinutes: 0,
  priority: 1,
  active: true,
};

/** Where the journeys' restaurants stand. */
export const PARIS = { lat: 48.8566, lng: 2.3522 };

/** Where the journeys' customers have their orders brought: 300 m from `PARIS`, inside the zone. */
export const NEAR_PARIS = {
  deliveryPoint: { lat: 48.8584, lng: 2.3551 },
  deliveryAddress: '2 Rue de Rivoli, Paris',
};

/**
 * The body of `PUT /api/restaurants/{id}/operations` that keeps a restaurant's rules (as its GET
 * answered them; a pause is not part of the PUT), with `changes` on top, and delivers within
 * `CENTRE_ZONE` of `location` (`zone` changes some of its terms).
 * @param {Record<string, unknown>} rules
 * @param {{ lat: number, lng: number }} location
 * @param {Record<string, unknown>} [changes]
 * @param {Partial<typeof CENTRE_ZONE>} [zone]
 */
export function deliveringFrom(rules, location, changes = {}, zone = {}) {
  const { pause: _pause, ...kept } = rules;
  return { ...kept, ...changes, location, zones: [{ ...CENTRE_ZONE, ...zone }] };
}
