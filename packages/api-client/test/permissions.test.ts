import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PERMISSION_SETS,
  grantsOfRole,
  PERMISSION_CATALOGUE,
  PERMISSIONS,
  permits,
  reachOf,
  RESTAURANT_PERMISSIONS,
  ROLES,
} from '../src';

const OWNER_ID = 7;
const own = { ownerId: OWNER_ID };
const others = { ownerId: 8 };
const nobodys = { ownerId: null };

describe('the permission catalogue and its sets (contract/permissions.ts)', () => {
  it('builds every set from the catalogue; restaurant sets hold only restaurant permissions', () => {
    for (const [name, set] of Object.entries(BUILT_IN_PERMISSION_SETS)) {
      expect(new Set(set).size, name).toBe(set.length);
      for (const permission of set) expect(PERMISSIONS, name).toContain(permission);
    }
    expect([...BUILT_IN_PERMISSION_SETS.Administrator].sort()).toEqual([...PERMISSIONS].sort());
    expect(BUILT_IN_PERMISSION_SETS.Owner).toEqual(RESTAURANT_PERMISSIONS);
    for (const name of ['Manager', 'Kitchen', 'Menu editor'] as const)
      for (const permission of BUILT_IN_PERMISSION_SETS[name])
        expect(PERMISSION_CATALOGUE[permission], `${name}: ${permission}`).toBe('restaurant');
  });

  it("keeps today's roles' rights: an admin everything everywhere", () => {
    const admin = grantsOfRole('ADMIN');
    for (const permission of PERMISSIONS) {
      expect(reachOf(admin, permission)).toBe('all');
      for (const restaurant of [undefined, own, others, nobodys])
        expect(permits(admin, OWNER_ID, permission, restaurant)).toBe(true);
    }
  });

  it('a restaurant user the Owner set on the restaurants they own, and nothing else', () => {
    const owner = grantsOfRole('RESTAURANT');
    for (const permission of PERMISSIONS) {
      const onRestaurants = PERMISSION_CATALOGUE[permission] === 'restaurant';
      expect(reachOf(owner, permission), permission).toBe(onRestaurants ? 'owned' : 'none');
      expect(permits(owner, OWNER_ID, permission, own), permission).toBe(onRestaurants);
      expect(permits(owner, OWNER_ID, permission, others), permission).toBe(false);
      expect(permits(owner, OWNER_ID, permission, nobodys), permission).toBe(false);
      // Without a restaurant, a permission held on some restaurants is not held.
      expect(permits(owner, OWNER_ID, permission), permission).toBe(false);
    }
  });

  it("couriers and customers hold none: they keep their own apps' rights", () => {
    for (const role of ROLES.filter((each) => each === 'COURIER' || each === 'CUSTOMER'))
      for (const permission of PERMISSIONS) {
        expect(reachOf(grantsOfRole(role), permission)).toBe('none');
        expect(permits(grantsOfRole(role), OWNER_ID, permission, own)).toBe(false);
      }
  });
});
