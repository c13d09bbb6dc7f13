import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { defineRoute, type Route } from '../../http/edge/route';
import { tableTotals } from './dashboard.repository';

export function dashboardRoutes({ db }: AppContext): Route[] {
  return [defineRoute(contract.admin.dashboardStats, () => tableTotals(db))];
}
