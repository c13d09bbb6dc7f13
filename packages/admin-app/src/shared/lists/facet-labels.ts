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

/** A restaurant's `availability` filter: whether it takes orders now, is paused, or is closed. */
export const availabilityFacet = (t: Translate<keyof typeof messages>) => ({
  title: t('lists.facet.availability'),
  options: [
    { value: 'open', label: t('lists.facet.openNow') },
    { value: 'paused', label: t('lists.facet.paused') },
    { value: 'closed', label: t('lists.facet.closed') },
  ],
});
