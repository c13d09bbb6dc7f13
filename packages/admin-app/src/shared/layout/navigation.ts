import {
  Bike,
  ClipboardList,
  House,
  KeyRound,
  LayoutDashboard,
  MessageSquareText,
  ReceiptText,
  Settings,
  SquareKanban,
  Store,
  Trash2,
  User,
  UserCog,
  Users,
  UtensilsCrossed,
  Webhook,
} from 'lucide-react';
import type { NavItem, NavSection } from '@food-admin/ui';
import type { Permission, Role } from '@food-admin/api-client';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/nav';

/** Whether the person holds a permission on at least one restaurant (lib/auth/grants.ts#useReaches). */
export type Reaches = (permission: Permission) => boolean;

/**
 * Before their grants are known (the sign-in page, between signing in and the app's start): an
 * admin's role holds everything; a restaurant account's pages come with its grants. (Asking the
 * catalogue here would bring the endpoint table's chunk into the sidebar's.)
 */
export const roleReach =
  (role: Role): Reaches =>
  () =>
    role === 'ADMIN';

/**
 * The sidebar's sections (docs/requirements.md#req-navigation): only what the person may open.
 * Admins and restaurant accounts get each back-office page whose permission they hold somewhere
 * (req-permissions; the page's gate asks the same): an admin every one, an owner their restaurants'
 * menus, orders, refunds and reviews, a kitchen member orders, a menu editor menus, platform staff
 * what their set holds. Restaurant accounts see their restaurants as "My Restaurants" (the header's
 * button); couriers their deliveries; everyone gets Welcome and their account pages, staff their
 * API tokens too (docs/api.md#api-tokens: only ADMIN and RESTAURANT accounts make them).
 */
export function navigationFor(
  role: Role | null | undefined,
  reaches: Reaches,
  t: Translate<keyof typeof messages>,
): NavSection[] {
  const staff = role === 'ADMIN' || role === 'RESTAURANT';
  const account: NavSection = {
    label: t('nav.account'),
    items: [
      { to: '/profile', label: t('nav.profile'), icon: User },
      { to: '/settings', label: t('nav.settings'), icon: Settings },
      ...(staff ? [{ to: '/api-tokens', label: t('nav.apiTokens'), icon: KeyRound }] : []),
    ],
  };
  const welcome = { to: '/welcome', label: t('nav.welcome'), icon: House };
  if (staff) {
    const when = (held: boolean, ...items: NavItem[]) => (held ? items : []);
    return [
      {
        items: [
          welcome,
          ...when(reaches('platform.manage'), {
            to: '/admin',
            label: t('nav.dashboard'),
            icon: LayoutDashboard,
          }),
          ...when(
            reaches('users.manage'),
            { to: '/admin/users', label: t('nav.users'), icon: Users },
            // Who runs the platform: administrators and platform-wide permission sets (docs/api.md#staff).
            { to: '/admin/staff', label: t('nav.staff'), icon: UserCog },
          ),
          {
            to: '/admin/restaurants',
            label: role === 'ADMIN' ? t('nav.restaurants') : t('nav.myRestaurants'),
            icon: Store,
          },
          ...when(reaches('menus.edit'), {
            to: '/admin/menus',
            label: t('nav.menus'),
            icon: UtensilsCrossed,
          }),
          // Orders to accept and prepare (docs/requirements.md#req-orders-screens), and the money given
          // back on them (docs/api.md#refunds-list).
          // ... and the live board they are followed on (docs/requirements.md#req-dispatch-board).
          ...when(
            reaches('orders.view'),
            { to: '/admin/orders', label: t('nav.orders'), icon: ClipboardList },
            { to: '/admin/board', label: t('nav.board'), icon: SquareKanban },
            { to: '/admin/refunds', label: t('nav.refunds'), icon: ReceiptText },
          ),
          ...when(reaches('orders.dispatch'), {
            to: '/admin/couriers',
            label: t('nav.couriers'),
            icon: Bike,
          }),
          // Reviews to reply to, or to moderate (docs/requirements.md#req-reviews-moderation).
          ...when(reaches('reviews.reply') || reaches('reviews.moderate'), {
            to: '/admin/reviews',
            label: t('nav.reviews'),
            icon: MessageSquareText,
          }),
          // What was deleted, to restore or purge (docs/requirements.md#req-trash).
          ...when(reaches('platform.manage'), { to: '/admin/trash', label: t('nav.trash'), icon: Trash2 }),
          // Webhook endpoints and their delivery log (docs/api.md#webhooks).
          ...when(reaches('webhooks.manage'), {
            to: '/admin/integrations',
            label: t('nav.integrations'),
            icon: Webhook,
          }),
        ],
      },
      account,
    ];
  }
  if (role === 'COURIER') {
    // The orders ready for pick-up and their own deliveries (docs/requirements.md#req-orders-screens).
    return [{ items: [welcome, { to: '/admin/orders', label: t('nav.myDeliveries'), icon: Bike }] }, account];
  }
  return [{ items: [welcome] }, account];
}
