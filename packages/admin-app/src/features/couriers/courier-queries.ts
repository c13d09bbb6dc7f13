import type { ApiClient, Courier } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';

/** Every courier with their figures (the couriers screen and the route's loader share it). */
export const couriersQuery = (api: ApiClient) => apiQuery(api, 'admin.couriers', {});

/** "24 min", "1 h 5 min"; a dash when there is no delivery to measure. */
export function formatDeliveryTime(minutes: Courier['averageDeliveryMinutes']): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}
