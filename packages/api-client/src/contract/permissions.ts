import type { Role } from '../schemas/user';

/*
 * What a person may do, as data (docs/requirements.md#req-permissions): one catalogue of
 * permissions, and named sets of them that people hold for some restaurants or for the whole
 * platform. The server's one check (auth/permissions.ts#can) and the lists' scopes read these.
 *
 * Today's roles map onto the sets without anyone losing access (grantsOf): an ADMIN holds the
 * Administrator set platform-wide, a RESTAURANT user the Owner set on the restaurants they own;
 * couriers and customers keep their own apps' rights (the contract's `access`), none of these. The
 * role and the restaurant's owner stay where they are (the spec's fields), and grants follow them:
 * a change of either applies to the next request, with nothing to copy or keep in step. People's
 * memberships add to that: a set on one restaurant or platform-wide (staff).
 */

/**
 * The permissions, each declared once: `restaurant` ones can be held for some restaurants (or
 * platform-wide), `platform` ones only platform-wide.
 */
export const PERMISSION_CATALOGUE = {
  /** A restaurant's details, its hours and operations, its history; deleting and restoring it. */
  'restaurants.edit': 'restaurant',
  /** Pausing and resuming a restaurant's orders. */
  'restaurants.pause': 'restaurant',
  /** Menus and dishes: create, edit, delete, restore, their images. */
  'menus.edit': 'restaurant',
  /** A restaurant's orders, their refunds and the refunds list, read. */
  'orders.view': 'restaurant',
  /** Moving a restaurant's orders along and writing notes on them. */
  'orders.handle': 'restaurant',
  /** Refunds at the restaurant's cost, up to the approval threshold. */
  'orders.refund': 'restaurant',
  /** Reading a restaurant's reviews and replying to them. */
  'reviews.reply': 'restaurant',
  /** A restaurant's team: inviting people and changing or removing their permission sets. */
  'staff.manage': 'restaurant',
  /** Approving or declining refunds that wait, and refunds at any party's cost. */
  'refunds.approve': 'platform',
  /** Assigning couriers to orders; the couriers' list and their availability. */
  'orders.dispatch': 'platform',
  /** Approving, rejecting and restoring reviews. */
  'reviews.moderate': 'platform',
  /** People's accounts and roles. */
  'users.manage': 'platform',
  /** Every restaurant: giving one an owner, the trash, shared views, the feed and the dashboard. */
  'platform.manage': 'platform',
  /** Webhook endpoints: registering them, their secrets, their delivery log and redeliveries. */
  'webhooks.manage': 'platform',
} as const satisfies Record<string, 'restaurant' | 'platform'>;

export type Permission = keyof typeof PERMISSION_CATALOGUE;
export const PERMISSIONS = Object.keys(PERMISSION_CATALOGUE) as Permission[];

/** The permissions that can be held for a restaurant (the others only platform-wide). */
export const RESTAURANT_PERMISSIONS = PERMISSIONS.filter(
  (permission) => PERMISSION_CATALOGUE[permission] === 'restaurant',
);

/** The built-in permission sets (read-only; admins will add their own beside them). */
export const BUILT_IN_PERMISSION_SETS = {
  /** Everything, platform-wide: today's ADMIN. */
  Administrator: PERMISSIONS,
  /** Everything about their restaurants: today's RESTAURANT user on the restaurants they own. */
  Owner: RESTAURANT_PERMISSIONS,
  Manager: [
    'restaurants.pause',
    'menus.edit',
    'orders.view',
    'orders.handle',
    'orders.refund',
    'reviews.reply',
    'staff.manage',
  ],
  Kitchen: ['restaurants.pause', 'orders.view', 'orders.handle'],
  'Menu editor': ['menus.edit'],
  Support: ['orders.view', 'orders.handle', 'reviews.reply', 'reviews.moderate'],
  Finance: ['orders.view', 'orders.refund', 'refunds.approve'],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionSetName = keyof typeof BUILT_IN_PERMISSION_SETS;

/** A person's permission set on one restaurant, or platform-wide (`restaurantId` null): a memberships row. */
export type Membership = { restaurantId: number | null; permissions: readonly Permission[] };

/**
 * What a person holds: permissions platform-wide, on the restaurants they own (from their role), and
 * on each restaurant a membership names.
 */
export type Grants = {
  platform: ReadonlySet<Permission>;
  /** Held on each restaurant whose owner the person is. */
  owned: ReadonlySet<Permission>;
  /** Held on each restaurant by its id, from the person's memberships there. */
  restaurants: ReadonlyMap<number, ReadonlySet<Permission>>;
};

const NONE: ReadonlySet<Permission> = new Set();
const grantsByRole: Record<Role, Pick<Grants, 'platform' | 'owned'>> = {
  ADMIN: { platform: new Set(BUILT_IN_PERMISSION_SETS.Administrator), owned: NONE },
  RESTAURANT: { platform: NONE, owned: new Set(BUILT_IN_PERMISSION_SETS.Owner) },
  COURIER: { platform: NONE, owned: NONE },
  CUSTOMER: { platform: NONE, owned: NONE },
};

/** The grants of a person of `role` (see the top of this file) with their `memberships`. */
export function grantsOf(role: Role, memberships: readonly Membership[] = []): Grants {
  const { platform, owned } = grantsByRole[role];
  if (memberships.length === 0) return { platform, owned, restaurants: new Map() };
  const everywhere = new Set(platform);
  const restaurants = new Map<number, Set<Permission>>();
  for (const { restaurantId, permissions } of memberships) {
    if (restaurantId === null) for (const permission of permissions) everywhere.add(permission);
    else restaurants.set(restaurantId, new Set([...(restaurants.get(restaurantId) ?? []), ...permissions]));
  }
  return { platform: everywhere, owned, restaurants };
}

/**
 * Which restaurants a person holds `permission` on: every one, or those they own (`owned`) and those
 * their memberships name (`memberOf`); neither is none.
 */
export type RestaurantReach = { all: true } | { all: false; owned: boolean; memberOf: readonly number[] };

export function reachOf(grants: Grants, permission: Permission): RestaurantReach {
  if (grants.platform.has(permission)) return { all: true };
  const memberOf = [...grants.restaurants].filter(([, held]) => held.has(permission)).map(([id]) => id);
  return { all: false, owned: grants.owned.has(permission), memberOf };
}

/** Whether a reach covers no restaurant at all. */
export const reachesNone = (reach: RestaurantReach): boolean =>
  !reach.all && !reach.owned && reach.memberOf.length === 0;

/** A restaurant as a check needs it: its id and its owner's (null for a restaurant nobody owns). */
export type RestaurantOfCheck = { id: number; ownerId: number | null };

/**
 * Whether a person with `grants` (their id `personId`) may do `permission`, on `restaurant` when
 * the permission is about one.
 */
export function permits(
  grants: Grants,
  personId: number,
  permission: Permission,
  restaurant?: RestaurantOfCheck,
): boolean {
  if (grants.platform.has(permission)) return true;
  if (restaurant === undefined) return false;
  if (grants.owned.has(permission) && restaurant.ownerId === personId) return true;
  return grants.restaurants.get(restaurant.id)?.has(permission) ?? false;
}
