import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PERMISSION_SETS,
  grantsOf,
  PERMISSION_CATALOGUE,
  PERMISSIONS,
  permits,
  reachesNone,
  reachOf,
  RESTAURANT_PERMISSIONS,
  ROLES,
} from '../src';

const OWNER_ID = 7;
const own = { id: 1, ownerId: OWNER_ID };
const others = { id: 2, ownerId: 8 };
const nobodys = { id: 3, ownerId: null };

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
    const admin = grantsOf('ADMIN');
    for (const permission of PERMISSIONS) {
      expect(reachOf(admin, permission)).toEqual({ all: true });
      for (const restaurant of [undefined, own, others, nobodys])
        expect(permits(admin, OWNER_ID, permission, restaurant)).toBe(true);
    }
  });

  it('a restaurant user the Owner set on the restaurants they own, and nothing else', () => {
    const owner = grantsOf('RESTAURANT');
    for (const permission of PERMISSIONS) {
      const onRestaurants = PERMISSION_CATALOGUE[permission] === 'restaurant';
      expect(reachOf(owner, permission), permission).toEqual({
        all: false,
        owned: onRestaurants,
        memberOf: [],
      });
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
        expect(reachesNone(reachOf(grantsOf(role), permission))).toBe(true);
        expect(permits(grantsOf(role), OWNER_ID, permission, own)).toBe(false);
      }
  });

  it("a member holds their set's permissions on that restaurant only", () => {
    const kitchen = grantsOf('RESTAURANT', [
      { restaurantId: others.id, permissions: BUILT_IN_PERMISSION_SETS.Kitchen },
    ]);
    for (const permission of PERMISSIONS) {
      const held = (BUILT_IN_PERMISSION_SETS.Kitchen as readonly string[]).includes(permission);
      expect(permits(kitchen, OWNER_ID, permission, others), permission).toBe(held);
      expect(permits(kitchen, OWNER_ID, permission, nobodys), permission).toBe(false);
      expect(permits(kitchen, OWNER_ID, permission), permission).toBe(false);
      // Their own restaurants keep the Owner set beside it.
      expect(permits(kitchen, OWNER_ID, permission, own), permission).toBe(
        PERMISSION_CATALOGUE[permission] === 'restaurant',
      );
    }
    expect(reachOf(kitchen, 'orders.handle')).toEqual({ all: false, owned: true, memberOf: [others.id] });
    expect(reachOf(kitchen, 'menus.edit')).toEqual({ all: false, owned: true, memberOf: [] });
  });

  it('a platform member holds their set everywhere; memberships add up', () => {
    const support = grantsOf('CUSTOMER', [
      { restaurantId: null, permissions: BUILT_IN_PERMISSION_SETS.Support },
      { restaurantId: nobodys.id, permissions: ['menus.edit'] },
    ]);
    expect(reachOf(support, 'orders.view')).toEqual({ all: true });
    expect(permits(support, OWNER_ID, 'reviews.moderate')).toBe(true);
    expect(permits(support, OWNER_ID, 'menus.edit', nobodys)).toBe(true);
    expect(permits(support, OWNER_ID, 'menus.edit', others)).toBe(false);
    expect(permits(support, OWNER_ID, 'users.manage')).toBe(false);
  });
});
