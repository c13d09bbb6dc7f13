import { useAuth } from '@/lib/auth/auth-context';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';

/** Owners see their own restaurants under the header button's name, "My Restaurants". */
export function useRestaurantsTitle(): string {
  const { profile } = useAuth();
  const t = useT(messages);
  return profile?.role === 'RESTAURANT' ? t('restaurants.titleMine') : t('restaurants.title');
}
