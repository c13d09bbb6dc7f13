import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { defineRoute, type Route } from '../../http/edge/route';
import { createDashboardCache } from './dashboard-cache';
import { dashboardAttention, dashboardSeries } from './dashboard-series.repository';
import { tableTotals } from './dashboard.repository';

export function dashboardRoutes({ db, config }: AppContext): Route[] {
  const cache = createDashboardCache(db, { staleMs: config.dashboardStaleMs });
  return [
    defineRoute(contract.admin.dashboardStats, () => tableTotals(db)),
    defineRoute(contract.admin.dashboardSeries, ({ query }) =>
      dashboardSeries(db, cache, query, new Date(), config.currency),
    ),
    defineRoute(contract.admin.dashboardAttention, () => dashboardAttention(db, cache, new Date())),
  ];
}
