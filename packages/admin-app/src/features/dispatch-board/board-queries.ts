import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { couriersQuery } from '@/features/couriers';
import { prefetch } from '@/lib/prefetch';

/** The open orders, one card each (every order change refetches it: shared/live/change-scope.ts). */
export const orderBoardQuery = (api: ApiClient) => apiQuery(api, 'dispatch.board', {});

export { couriersQuery };

/** The board's reads, started by the route's loader: the couriers lane only for dispatchers. */
export function prefetchBoard(queryClient: QueryClient, api: ApiClient, dispatch: boolean): void {
  prefetch(queryClient.ensureQueryData(orderBoardQuery(api)));
  if (dispatch) prefetch(queryClient.ensureQueryData(couriersQuery(api)));
}
