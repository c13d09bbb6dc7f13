import { useCatalogueScope } from '@/lib/auth/access';
import { messages } from '@/i18n/compiled/en/menus';
import { useT } from '@/i18n/locale-provider';

/** Owners see the menus of their own restaurants (catalogueScope) as "My Menus", beside "My Restaurants". */
export function useMenusTitle(): string {
  const t = useT(messages);
  return useCatalogueScope().owner ? t('menus.titleMine') : t('menus.title');
}

/** The list's heading for screen readers: an owner's are their own restaurants' menus, not all. */
export function useMenusHeading(): string {
  const t = useT(messages);
  return useCatalogueScope().owner ? t('menus.mineHeading') : t('menus.allHeading');
}
