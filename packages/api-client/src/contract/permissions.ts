import type { Role } from '../schemas/user';

/*
 * What a person may do, as data (docs/requirements.md#req-permissions): one catalogue of
 * permissions, and named sets of them that people hold for some restaurants or for the whole
 * platform. The server's one check (auth/permissions.ts#can) and the lists' scopes read these.
 *
 * Today's roles map onto the sets without anyone losing access (grantsOfRole): an ADMIN holds the
 * Administrator set platform-wide, a RESTAURANT user the Owner set on the restaurants they own;
 * couriers and customers keep their own apps' rights (the contract's `access`), none of these.
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
  /** Approving or declining refunds that wait, and refunds at any party's cost. */
  'refunds.approve': 'platform',
  /** Assigning couriers to orders; the couriers' list. */
  'orders.dispatch': 'platform',
  /** Approving, rejecting and restoring reviews. */
  'reviews.moderate': 'platform',
  /** People's accounts and roles. */
  'users.manage': 'platform',
  /** Every restaurant: giving one an owner, the trash, shared views, the feed and the dashboard. */
  'platform.manage': 'platform',
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
  ],
  Kitchen: ['restaurants.pause', 'orders.view', 'orders.handle'],
  'Menu editor': ['menus.edit'],
  Support: ['orders.view', 'orders.handle', 'reviews.reply', 'reviews.moderate'],
  Finance: ['orders.view', 'orders.refund', 'refunds.approve'],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionSetName = keyof typeof BUILT_IN_PERMISSION_SETS;

/** What a person holds: permissions platform-wide, and permissions on the restaurants they own. */
export type Grants = {
  platform: ReadonlySet<Permission>;
  /** Held on each restaurant whose owner the person is. */
  owned: ReadonlySet<Permission>;
};

const NO_GRANTS: Grants = { platform: new Set(), owned: new Set() };
const grantsByRole: Record<Role, Grants> = {
  ADMIN: { platform: new Set(BUILT_IN_PERMISSION_SETS.Administrator), owned: new Set() },
  RESTAURANT: { platform: new Set(), owned: new Set(BUILT_IN_PERMISSION_SETS.Owner) },
  COURIER: NO_GRANTS,
  CUSTOMER: NO_GRANTS,
};

/** The grants of today's roles (see the top of this file). */
export const grantsOfRole = (role: Role): Grants => grantsByRole[role];

/** Which restaurants a person holds `permission` on: every one, the ones they own, or none. */
export type RestaurantReach = 'all' | 'owned' | 'none';

export function reachOf(grants: Grants, permission: Permission): RestaurantReach {
  if (grants.platform.has(permission)) return 'all';
  return grants.owned.has(permission) ? 'owned' : 'none';
}

/**
 * Whether a person with `grants` (their id `personId`) may do `permission`, on `restaurant` when
 * the permission is about one (its owner's id; null for a restaurant nobody owns).
 */
export function permits(
  grants: Grants,
  personId: number,
  permission: Permission,
  restaurant?: { ownerId: number | null },
): boolean {
  const reach = reachOf(grants, permission);
  if (reach === 'all') return true;
  return reach === 'owned' && restaurant !== undefined && restaurant.ownerId === personId;
}
