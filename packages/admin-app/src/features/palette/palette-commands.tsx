import { LogOut, Plus, SunMoon } from 'lucide-react';
import { STAFF, type Role } from '@food-admin/api-client';
import type { CommandPaletteGroup } from '@food-admin/ui';
import { navigationFor, type Reaches } from '@/shared/layout/navigation';
import type { Translate } from '@/i18n/catalog';
import type { messages as navMessages } from '@/i18n/compiled/en/nav';
import type { messages } from '@/i18n/compiled/en/palette';

export type PaletteActions = {
  /** Opens a page (a path of the sidebar's, or '/admin/restaurants/new'). */
  go: (to: string) => void;
  toggleTheme: () => void;
  signOut: () => void;
};

type PaletteKey = keyof typeof messages;

/** Other words a page is found by, in the reader's language (e.g. "My Restaurants" as restaurants). */
const KEYWORDS: Readonly<Record<string, PaletteKey>> = {
  '/admin': 'palette.keywords.dashboard',
  '/welcome': 'palette.keywords.welcome',
  '/admin/users': 'palette.keywords.users',
  '/admin/restaurants': 'palette.keywords.restaurants',
  '/admin/menus': 'palette.keywords.menus',
  '/admin/orders': 'palette.keywords.orders',
  '/admin/refunds': 'palette.keywords.refunds',
  '/admin/couriers': 'palette.keywords.couriers',
  '/admin/reviews': 'palette.keywords.reviews',
  '/admin/trash': 'palette.keywords.trash',
  '/admin/integrations': 'palette.keywords.integrations',
  '/profile': 'palette.keywords.profile',
  '/settings': 'palette.keywords.settings',
  '/api-tokens': 'palette.keywords.apiTokens',
};

/** A catalog's list of search words: separated by commas (Arabic's '،' included). */
export const searchWords = (list: string): string[] =>
  list
    .split(/[,،]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');

/**
 * The palette's pages and actions for a role: the sidebar's pages, which are what the role may
 * open (docs/requirements.md#req-navigation), except Welcome for admins (their home is the
 * dashboard). "New restaurant" is for staff; everyone may toggle the theme and sign out.
 */
export function paletteCommands(
  role: Role | null,
  reaches: Reaches,
  actions: PaletteActions,
  tNav: Translate<keyof typeof navMessages>,
  t: Translate<PaletteKey>,
): CommandPaletteGroup[] {
  const keywordsOf = (to: string) => {
    const key = KEYWORDS[to];
    return key ? searchWords(t(key)) : [];
  };
  // The sidebar's pages for the role, in its order and with its labels (one list, navigation.ts).
  const pages = navigationFor(role, reaches, tNav)
    .flatMap((section) => section.items)
    .filter((page) => !(role === 'ADMIN' && page.to === '/welcome'))
    .map(({ to, label, icon: Icon }) => ({
      id: `page:${to}`,
      label,
      icon: <Icon size={16} aria-hidden="true" />,
      keywords: keywordsOf(to),
      onSelect: () => actions.go(to),
    }));
  const newRestaurant =
    role !== null && (STAFF as readonly Role[]).includes(role)
      ? [
          {
            id: 'action:new-restaurant',
            label: t('palette.newRestaurant'),
            icon: <Plus size={16} aria-hidden="true" />,
            keywords: searchWords(t('palette.keywords.newRestaurant')),
            onSelect: () => actions.go('/admin/restaurants/new'),
          },
        ]
      : [];
  return [
    { id: 'pages', heading: t('palette.pages'), items: pages },
    {
      id: 'actions',
      heading: t('palette.actions'),
      items: [
        ...newRestaurant,
        {
          id: 'action:toggle-theme',
          label: t('palette.toggleTheme'),
          icon: <SunMoon size={16} aria-hidden="true" />,
          keywords: searchWords(t('palette.keywords.toggleTheme')),
          onSelect: actions.toggleTheme,
        },
        {
          id: 'action:sign-out',
          label: t('palette.signOut'),
          icon: <LogOut size={16} aria-hidden="true" />,
          keywords: searchWords(t('palette.keywords.signOut')),
          onSelect: actions.signOut,
        },
      ],
    },
  ];
}
