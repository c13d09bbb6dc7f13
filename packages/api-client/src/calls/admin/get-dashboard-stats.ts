import type { Http } from '../../http/http';
import { DashboardStatsSchema, type DashboardStats } from '../../schemas/dashboard';

/** GET /admin/dashboard-stats: the four counts of the dashboard cards. */
export function getDashboardStats(http: Http): Promise<DashboardStats> {
  return http.json({ method: 'GET', path: '/admin/dashboard-stats' }, DashboardStatsSchema);
}
