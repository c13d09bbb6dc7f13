import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/lists';

/** An `isActive` filter's menu ('Status'): the values as the ActiveBadge spells them. */
export const activeStatusFacet = (t: Translate<keyof typeof messages>) => ({
  title: t('lists.facet.status'),
  options: [
    { value: 'true', label: t('lists.facet.active') },
    { value: 'false', label: t('lists.facet.inactive') },
  ],
});

/** A restaurant's `hasActiveMenu` filter ('Active menu'): whether customers can order from it. */
export const activeMenuFacet = (t: Translate<keyof typeof messages>) => ({
  title: t('lists.facet.activeMenu'),
  options: [
    { value: 'true', label: t('lists.facet.withActiveMenu') },
    { value: 'false', label: t('lists.facet.withoutActiveMenu') },
  ],
});

/** A restaurant's `paused` filter ('Pause'): whether a pause stops its orders now. */
export const pausedFacet = (t: Translate<keyof typeof messages>) => ({
  title: t('lists.facet.pause'),
  options: [
    { value: 'true', label: t('lists.facet.paused') },
    { value: 'false', label: t('lists.facet.notPaused') },
  ],
});
