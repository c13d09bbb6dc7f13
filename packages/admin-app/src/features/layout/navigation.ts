import {
  Bike,
  ClipboardList,
  House,
  LayoutDashboard,
  MessageSquareText,
  Settings,
  Store,
  Trash2,
  User,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import type { NavSection } from '@food-admin/ui';
import type { Role } from '@food-admin/api-client';

/**
 * The sidebar's sections for a role (docs/requirements.md#req-navigation): only what that role may
 * open. Admins get every section; restaurant owners their restaurants, menus, orders and reviews (titled
 * as the header's button, "My Restaurants"); couriers their deliveries; everyone gets Welcome and their account pages.
 */
export function navigationFor(role: Role | null | undefined): NavSection[] {
  const account: NavSection = {
    label: 'Account',
    items: [
      { to: '/profile', label: 'Profile', icon: User },
      { to: '/settings', label: 'Settings', icon: Settings },
    ],
  };
  const welcome = { to: '/welcome', label: 'Welcome', icon: House };
  if (role === 'ADMIN') {
    return [
      {
        items: [
          welcome,
          { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
          { to: '/admin/users', label: 'Users', icon: Users },
          { to: '/admin/restaurants', label: 'Restaurants', icon: Store },
          { to: '/admin/menus', label: 'Menus', icon: UtensilsCrossed },
          { to: '/admin/orders', label: 'Orders', icon: ClipboardList },
          { to: '/admin/couriers', label: 'Couriers', icon: Bike },
          { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText },
          // What was deleted, to restore or purge (docs/requirements.md#req-trash).
          { to: '/admin/trash', label: 'Recently deleted', icon: Trash2 },
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
          { to: '/admin/restaurants', label: 'My Restaurants', icon: Store },
          { to: '/admin/menus', label: 'Menus', icon: UtensilsCrossed },
          // Their restaurants' orders, to accept and prepare (docs/requirements.md#req-orders-screens).
          { to: '/admin/orders', label: 'Orders', icon: ClipboardList },
          // Their restaurants' reviews, to read and reply (docs/requirements.md#req-reviews-moderation).
          { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText },
        ],
      },
      account,
    ];
  }
  if (role === 'COURIER') {
    // The orders ready for pick-up and their own deliveries (docs/requirements.md#req-orders-screens).
    return [{ items: [welcome, { to: '/admin/orders', label: 'My deliveries', icon: Bike }] }, account];
  }
  return [{ items: [welcome] }, account];
}
