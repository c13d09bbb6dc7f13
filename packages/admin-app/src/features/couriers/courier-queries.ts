import type { ApiClient, Courier } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/couriers';

/** Every courier with their figures (the couriers screen and the route's loader share it). */
export const couriersQuery = (api: ApiClient) => apiQuery(api, 'admin.couriers', {});

/** "24 min", "1 h 5 min" (in `t`'s language); a dash when there is no delivery to measure. */
export function formatDeliveryTime(
  minutes: Courier['averageDeliveryMinutes'],
  t: Translate<keyof typeof messages>,
): string {
  if (minutes === null) return '—';
  if (minutes < 60) return t('couriers.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('couriers.hours', { hours }) : t('couriers.hoursMinutes', { hours, minutes: rest });
}
