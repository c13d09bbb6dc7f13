import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import type { ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { couriersQuery } from '@/features/couriers';
import { prefetch } from '@/lib/prefetch';
import { readBoard } from './board-patch';

/**
 * The open orders, one card each. Every order change marks it stale (shared/live/change-scope.ts);
 * a read then takes the changed cards alone where it can (board-patch.ts).
 */
export const orderBoardQuery = (api: ApiClient) => ({
  ...apiQuery(api, 'dispatch.board', {}),
  queryFn: (context: QueryFunctionContext) => readBoard(api, context),
});

export { couriersQuery };

/** The board's reads, started by the route's loader: the couriers lane only for dispatchers. */
export function prefetchBoard(queryClient: QueryClient, api: ApiClient, dispatch: boolean): void {
  prefetch(queryClient.ensureQueryData(orderBoardQuery(api)));
  if (dispatch) prefetch(queryClient.ensureQueryData(couriersQuery(api)));
}
