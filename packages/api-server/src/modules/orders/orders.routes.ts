import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { mapPage } from '../../db/list-page';
import { defineRoute, type Route } from '../../http/edge/route';
import { toOrder } from './orders.mapper';
import { ordersPage } from './orders.repository';

export function orderRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.admin.orders, async ({ query }) => mapPage(await ordersPage(db, query), toOrder)),
  ];
}
