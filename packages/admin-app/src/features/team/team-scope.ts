import type { Restaurant } from '@food-admin/api-client';
import { isolatedText } from '@food-admin/ui';
import { messages as staffMessages } from '@/i18n/compiled/en/staff';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';

/**
 * Whose team the sections show and change (docs/api.md#team, #staff): a restaurant's (its owner
 * and the people holding a set there), or the platform's staff (its administrators and the people
 * holding a set platform-wide). The rules are the same; the endpoints, the cache entries and a few
 * sentences differ.
 */
export type TeamScope =
  { kind: 'restaurant'; restaurant: Pick<Restaurant, 'id' | 'name' | 'ownerId'> } | { kind: 'platform' };

/** The platform's staff. */
export const PLATFORM_SCOPE: TeamScope = { kind: 'platform' };

export const restaurantScope = (restaurant: Pick<Restaurant, 'id' | 'name' | 'ownerId'>): TeamScope => ({
  kind: 'restaurant',
  restaurant,
});

/** The sentences that name the place: the restaurant's team, or the platform's staff. */
export type ScopeTexts = {
  removeTitle: string;
  /** `name` isolated (isolatedText), as every name inside a sentence. */
  removeMessage: (name: string) => string;
  removed: (name: string) => string;
  noMembers: string;
  nothingToGive: string;
  inviteHint: (days: number) => string;
};

export function useScopeTexts(scope: TeamScope): ScopeTexts {
  const t = useT(messages);
  const staffT = useT(staffMessages);
  if (scope.kind === 'platform')
    return {
      removeTitle: staffT('staff.removeTitle'),
      removeMessage: (name) => staffT('staff.removeMessage', { name }),
      removed: (name) => staffT('staff.removed', { name }),
      noMembers: staffT('staff.noMembers'),
      nothingToGive: staffT('staff.nothingToGive'),
      inviteHint: (days) => staffT('staff.inviteHint', { days }),
    };
  const restaurant = isolatedText(scope.restaurant.name);
  return {
    removeTitle: t('team.removeTitle'),
    removeMessage: (name) => t('team.removeMessage', { name, restaurant }),
    removed: (name) => t('team.removed', { name }),
    noMembers: t('team.noMembers'),
    nothingToGive: t('team.nothingToGive'),
    inviteHint: (days) => t('team.inviteHint', { days }),
  };
}
