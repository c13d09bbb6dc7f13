import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { defineRoute, type Route } from '../../http/edge/route';
import { dashboardAttention, dashboardSeries } from './dashboard-series.repository';
import { tableTotals } from './dashboard.repository';

export function dashboardRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.admin.dashboardStats, () => tableTotals(db)),
    defineRoute(contract.admin.dashboardSeries, ({ query }) => dashboardSeries(db, query, new Date())),
    defineRoute(contract.admin.dashboardAttention, () => dashboardAttention(db, new Date())),
  ];
}
