import {
  Bike,
  ClipboardList,
  House,
  LayoutDashboard,
  MessageSquareText,
  ReceiptText,
  Settings,
  Store,
  Trash2,
  User,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import type { NavSection } from '@food-admin/ui';
import type { Permission, Role } from '@food-admin/api-client';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/nav';

/**
 * The sidebar's sections for a role (docs/requirements.md#req-navigation): only what that role may
 * open. Admins get every section; restaurant accounts their restaurants (titled as the header's
 * button, "My Restaurants") and, where their grants reach (req-permissions), menus, orders, refunds
 * and reviews: an owner all of them, a kitchen member orders, a menu editor menus; couriers their
 * deliveries; everyone gets Welcome and their account pages.
 */
/** Whether the person holds a permission on at least one restaurant (lib/auth/grants.ts#useReaches). */
export type Reaches = (permission: Permission) => boolean;

/** Before their grants are known (the sign-in page): the role's own, everything its pages need. */
export const ROLE_REACH: Reaches = () => true;

export function navigationFor(
  role: Role | null | undefined,
  reaches: Reaches,
  t: Translate<keyof typeof messages>,
): NavSection[] {
  const account: NavSection = {
    label: t('nav.account'),
    items: [
      { to: '/profile', label: t('nav.profile'), icon: User },
      { to: '/settings', label: t('nav.settings'), icon: Settings },
    ],
  };
  const welcome = { to: '/welcome', label: t('nav.welcome'), icon: House };
  // Money given back on orders (docs/api.md#refunds-list): every refund for admins, who decide the
  // waiting ones; their restaurants' refunds for owners.
  const refunds = { to: '/admin/refunds', label: t('nav.refunds'), icon: ReceiptText };
  if (role === 'ADMIN') {
    return [
      {
        items: [
          welcome,
          { to: '/admin', label: t('nav.dashboard'), icon: LayoutDashboard },
          { to: '/admin/users', label: t('nav.users'), icon: Users },
          { to: '/admin/restaurants', label: t('nav.restaurants'), icon: Store },
          { to: '/admin/menus', label: t('nav.menus'), icon: UtensilsCrossed },
          { to: '/admin/orders', label: t('nav.orders'), icon: ClipboardList },
          refunds,
          { to: '/admin/couriers', label: t('nav.couriers'), icon: Bike },
          { to: '/admin/reviews', label: t('nav.reviews'), icon: MessageSquareText },
          // What was deleted, to restore or purge (docs/requirements.md#req-trash).
          { to: '/admin/trash', label: t('nav.trash'), icon: Trash2 },
        ],
      },
      account,
    ];
  }
  if (role === 'RESTAURANT') {
    return [
      {
        items: [
          welcome,
          { to: '/admin/restaurants', label: t('nav.myRestaurants'), icon: Store },
          ...(reaches('menus.edit')
            ? [{ to: '/admin/menus', label: t('nav.menus'), icon: UtensilsCrossed }]
            : []),
          // Their restaurants' orders, to accept and prepare (docs/requirements.md#req-orders-screens).
          ...(reaches('orders.view')
            ? [{ to: '/admin/orders', label: t('nav.orders'), icon: ClipboardList }, refunds]
            : []),
          // Their restaurants' reviews, to read and reply (docs/requirements.md#req-reviews-moderation).
          ...(reaches('reviews.reply')
            ? [{ to: '/admin/reviews', label: t('nav.reviews'), icon: MessageSquareText }]
            : []),
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
