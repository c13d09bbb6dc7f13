import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { defineRoute, type Route } from '../../http/edge/route';
import { orderBoard } from './dispatch-board.repository';

/**
 * The operations board (docs/api.md#dispatch-board): the open orders the caller may see, for staff
 * (the edge refuses couriers and customers). Assigning a courier from it is the orders' own
 * PUT /admin/orders/{id}/courier; the couriers lane is GET /admin/couriers.
 */
export function dispatchRoutes({ db, config }: AppContext): Route[] {
  return [
    defineRoute(contract.dispatch.board, ({ user, query }) =>
      orderBoard(db, user, config.currency, query.id),
    ),
  ];
}
