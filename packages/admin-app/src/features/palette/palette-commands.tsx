import type { ReactNode } from 'react';
import {
  ClipboardList,
  House,
  LayoutDashboard,
  LogOut,
  MessageSquareText,
  Plus,
  Settings,
  Store,
  SunMoon,
  User,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { ADMIN_ONLY, ORDER_STAFF, STAFF, type Role } from '@food-admin/api-client';
import type { CommandPaletteGroup } from '@food-admin/ui';

/** The pages the palette can open, as the router spells them. */
export type PalettePath =
  | '/admin'
  | '/admin/users'
  | '/admin/restaurants'
  | '/admin/menus'
  | '/admin/orders'
  | '/admin/reviews'
  | '/admin/restaurants/new'
  | '/welcome'
  | '/profile'
  | '/settings';

export type PaletteActions = {
  go: (to: PalettePath) => void;
  toggleTheme: () => void;
  signOut: () => void;
};

type Page = {
  to: PalettePath;
  label: string;
  icon: ReactNode;
  keywords?: string[];
  /** Who may open it: the role gate of its route (routes/_authenticated/admin/...). */
  roles?: readonly Role[];
};

const icon = (Icon: typeof Store) => <Icon size={16} />;

/** Every page, in the sidebar's order; `roles` mirrors each route's RoleGate (none: any signed-in role). */
const PAGES: readonly Page[] = [
  {
    to: '/admin',
    label: 'Dashboard',
    icon: icon(LayoutDashboard),
    keywords: ['home', 'stats', 'activity'],
    roles: ADMIN_ONLY,
  },
  { to: '/welcome', label: 'Welcome', icon: icon(House), keywords: ['home'] },
  {
    to: '/admin/users',
    label: 'Users',
    icon: icon(Users),
    keywords: ['accounts', 'roles'],
    roles: ADMIN_ONLY,
  },
  { to: '/admin/restaurants', label: 'Restaurants', icon: icon(Store), roles: STAFF },
  { to: '/admin/menus', label: 'Menus', icon: icon(UtensilsCrossed), keywords: ['dishes'], roles: STAFF },
  { to: '/admin/orders', label: 'Orders', icon: icon(ClipboardList), roles: ORDER_STAFF },
  {
    to: '/admin/reviews',
    label: 'Reviews',
    icon: icon(MessageSquareText),
    keywords: ['ratings'],
    // Owners see their restaurants' reviews and reply to them (docs/requirements.md#req-reviews-moderation).
    roles: STAFF,
  },
  { to: '/profile', label: 'Profile', icon: icon(User), keywords: ['account'] },
  { to: '/settings', label: 'Settings', icon: icon(Settings), keywords: ['preferences', 'theme'] },
];

const allows = (page: Pick<Page, 'roles'>, role: Role | null) =>
  page.roles === undefined || (role !== null && page.roles.includes(role));

/**
 * The palette's pages and actions for a role: only what it may open (the routes' role gates,
 * docs/requirements.md#req-roles-client). Admins get every admin page (their home is the
 * dashboard, so no Welcome); restaurant owners Welcome, "My Restaurants", Menus, Orders and
 * Reviews; couriers Welcome and "My deliveries"; every role its account pages. "New restaurant" is for staff; everyone may toggle the theme
 * and sign out.
 */
export function paletteCommands(role: Role | null, actions: PaletteActions): CommandPaletteGroup[] {
  const pages = PAGES.filter((page) => allows(page, role))
    .filter((page) => !(role === 'ADMIN' && page.to === '/welcome'))
    .map((page) => ({
      id: `page:${page.to}`,
      // Owners see their own restaurants there, titled as in the header.
      label:
        role === 'RESTAURANT' && page.to === '/admin/restaurants'
          ? 'My Restaurants'
          : role === 'COURIER' && page.to === '/admin/orders'
            ? 'My deliveries'
            : page.label,
      icon: page.icon,
      // "My Restaurants" is still found as restaurants.
      keywords: [...(page.to === '/admin/restaurants' ? ['restaurants'] : []), ...(page.keywords ?? [])],
      onSelect: () => actions.go(page.to),
    }));
  const newRestaurant = allows({ roles: STAFF }, role)
    ? [
        {
          id: 'action:new-restaurant',
          label: 'New restaurant',
          icon: icon(Plus),
          keywords: ['add', 'create'],
          onSelect: () => actions.go('/admin/restaurants/new'),
        },
      ]
    : [];
  return [
    { id: 'pages', heading: 'Pages', items: pages },
    {
      id: 'actions',
      heading: 'Actions',
      items: [
        ...newRestaurant,
        {
          id: 'action:toggle-theme',
          label: 'Toggle theme',
          icon: icon(SunMoon),
          keywords: ['dark', 'light', 'mode'],
          onSelect: actions.toggleTheme,
        },
        {
          id: 'action:sign-out',
          label: 'Sign out',
          icon: icon(LogOut),
          keywords: ['log out', 'logout'],
          onSelect: actions.signOut,
        },
      ],
    },
  ];
}
