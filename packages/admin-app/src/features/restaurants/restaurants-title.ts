import { useCatalogueScope } from '@/lib/auth/access';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';

/** Owners see their own restaurants (catalogueScope) under the header button's name, "My Restaurants". */
export function useRestaurantsTitle(): string {
  const t = useT(messages);
  return useCatalogueScope().owner ? t('restaurants.titleMine') : t('restaurants.title');
}

/** The list's heading for screen readers: an owner's are their own restaurants, not all of them. */
export function useRestaurantsHeading(): string {
  const t = useT(messages);
  return useCatalogueScope().owner ? t('restaurants.mineHeading') : t('restaurants.allHeading');
}
