import { contract, orderCsvColumns } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import type { Route } from '../../http/edge/route';
import { listRoutes } from '../list-routes';
import { toOrder } from './orders.mapper';
import { ordersSource } from './orders.repository';

export function orderRoutes({ db }: AppContext): Route[] {
  return listRoutes(db, {
    endpoints: {
      list: contract.admin.orders,
      facets: contract.admin.orderFacets,
      export: contract.admin.ordersExport,
    },
    source: () => ordersSource(db),
    toItem: toOrder,
    csv: { columns: orderCsvColumns, list: 'orders' },
  });
}
