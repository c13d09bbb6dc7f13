import { PAUSE_REASONS, type PauseReason } from '@food-admin/api-client';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/restaurants';
import { PAUSE_REASON_TEXTS } from './pause-reasons';

type RestaurantsTranslate = Translate<keyof typeof messages>;

/**
 * What a restaurant's History calls its fields (the record's columns, as the API names them), the
 * form's and the opening hours' labels, and how it reads their coded values.
 */
export const restaurantHistoryLabels = (t: RestaurantsTranslate) => ({
  name: t('restaurants.name'),
  address: t('restaurants.address'),
  description: t('restaurants.description'),
  logoUrl: t('restaurants.logo'),
  isActive: t('restaurants.active'),
  ownerId: t('restaurants.owner'),
  timeZone: t('restaurants.timeZone'),
  openingHours: t('restaurants.week'),
  openingExceptions: t('restaurants.exceptions'),
  closures: t('restaurants.closures'),
  lastOrderMinutes: t('restaurants.lastOrderMinutes'),
  acceptanceTimeoutMinutes: t('restaurants.acceptanceTimeout'),
  acceptanceTimeoutAction: t('restaurants.acceptanceAction'),
  pauseReason: t('restaurants.pauseReason'),
  pauseNote: t('restaurants.pauseNote'),
  pausedUntil: t('restaurants.pauseUntil'),
  pausedAt: t('restaurants.pausedAtLabel'),
  pausedBy: t('restaurants.pausedByLabel'),
});

const isPauseReason = (value: string): value is PauseReason =>
  (PAUSE_REASONS as readonly string[]).includes(value);

/** The History's names of the coded values: a pause's reason, the timeout's action. */
export const restaurantHistoryValueNames = (t: RestaurantsTranslate) => ({
  pauseReason: (value: string) => (isPauseReason(value) ? t(PAUSE_REASON_TEXTS[value]) : value),
  acceptanceTimeoutAction: (value: string) =>
    value === 'accept'
      ? t('restaurants.timeoutAccept')
      : value === 'reject'
        ? t('restaurants.timeoutReject')
        : value,
});
