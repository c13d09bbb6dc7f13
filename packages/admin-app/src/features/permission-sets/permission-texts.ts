import {
  BUILT_IN_PERMISSION_SETS,
  PERMISSION_CATALOGUE,
  PERMISSIONS,
  type Permission,
  type PermissionSet,
} from '@food-admin/api-client';
import type { messages } from '@/i18n/compiled/en/permissionSets';

type Key = keyof typeof messages;

/** Each permission's name and one line on what it allows, in the reader's language. */
export const PERMISSION_TEXTS = {
  'restaurants.edit': ['permissionSets.perm.restaurantsEdit', 'permissionSets.perm.restaurantsEditHint'],
  'restaurants.pause': ['permissionSets.perm.restaurantsPause', 'permissionSets.perm.restaurantsPauseHint'],
  'menus.edit': ['permissionSets.perm.menusEdit', 'permissionSets.perm.menusEditHint'],
  'orders.view': ['permissionSets.perm.ordersView', 'permissionSets.perm.ordersViewHint'],
  'orders.handle': ['permissionSets.perm.ordersHandle', 'permissionSets.perm.ordersHandleHint'],
  'orders.refund': ['permissionSets.perm.ordersRefund', 'permissionSets.perm.ordersRefundHint'],
  'reviews.reply': ['permissionSets.perm.reviewsReply', 'permissionSets.perm.reviewsReplyHint'],
  'staff.manage': ['permissionSets.perm.staffManage', 'permissionSets.perm.staffManageHint'],
  'refunds.approve': ['permissionSets.perm.refundsApprove', 'permissionSets.perm.refundsApproveHint'],
  'orders.dispatch': ['permissionSets.perm.ordersDispatch', 'permissionSets.perm.ordersDispatchHint'],
  'reviews.moderate': ['permissionSets.perm.reviewsModerate', 'permissionSets.perm.reviewsModerateHint'],
  'users.manage': ['permissionSets.perm.usersManage', 'permissionSets.perm.usersManageHint'],
  'platform.manage': ['permissionSets.perm.platformManage', 'permissionSets.perm.platformManageHint'],
  'webhooks.manage': ['permissionSets.perm.webhooksManage', 'permissionSets.perm.webhooksManageHint'],
} as const satisfies Record<Permission, readonly [Key, Key]>;

/** The catalogue in two groups, each in the catalogue's order: restaurant permissions, then platform ones. */
export const PERMISSION_GROUPS = [
  {
    scope: 'restaurant',
    title: 'permissionSets.group.restaurant',
    permissions: PERMISSIONS.filter((permission) => PERMISSION_CATALOGUE[permission] === 'restaurant'),
  },
  {
    scope: 'platform',
    title: 'permissionSets.group.platform',
    permissions: PERMISSIONS.filter((permission) => PERMISSION_CATALOGUE[permission] === 'platform'),
  },
] as const satisfies readonly { scope: string; title: Key; permissions: readonly Permission[] }[];

const BUILT_IN_ORDER: readonly string[] = Object.keys(BUILT_IN_PERMISSION_SETS);

/**
 * The matrix's columns: the built-in sets first, from the widest to the narrowest as the contract
 * declares them, then the admins' own by name (as the API answers them).
 */
export const inMatrixOrder = (sets: readonly PermissionSet[]): PermissionSet[] => [
  ...sets
    .filter((set) => set.builtIn)
    .sort((a, b) => BUILT_IN_ORDER.indexOf(a.name) - BUILT_IN_ORDER.indexOf(b.name)),
  ...sets.filter((set) => !set.builtIn),
];
