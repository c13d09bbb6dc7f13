import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { ActivityFeedFiltersSchema } from '@food-admin/api-client';
import { PermissionGate } from '@/features/auth/gates';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import {
  activityFeedQuery,
  dashboardAttentionQuery,
  dashboardSeriesQuery,
  dashboardStatsQuery,
} from '@/features/dashboard/dashboard-queries';
import { seriesQueryOf, TrendsPeriodSchema } from '@/features/dashboard/trends-period';
import { prefetchIfReaching } from '@/lib/auth/grants';
import { prefetch } from '@/lib/prefetch';
import { lenientSearch } from '@/lib/search-params';

// The feed's filters, as the contract defines them (absent = all), and the trends' period.
const DashboardSearchSchema = v.object({
  ...ActivityFeedFiltersSchema.entries,
  ...TrendsPeriodSchema.entries,
});

export const Route = createFileRoute('/_authenticated/admin/')({
  validateSearch: lenientSearch(DashboardSearchSchema),
  loaderDeps: ({ search }) => search,
  // The trends' and alerts' data start with the rest, not after their chunk has rendered.
  loader: ({ context: { queryClient, api, auth }, deps: { range, from, to, ...filters } }) =>
    prefetchIfReaching(queryClient, api, auth.profile?.role, 'platform.manage', () =>
      prefetch(
        queryClient.ensureQueryData(dashboardStatsQuery(api)),
        queryClient.ensureInfiniteQueryData(activityFeedQuery(api, filters)),
        queryClient.ensureQueryData(dashboardSeriesQuery(api, seriesQueryOf({ range, from, to }))),
        queryClient.ensureQueryData(dashboardAttentionQuery(api)),
      ),
    ),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { range, from, to, ...filters } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <PermissionGate permission="platform.manage">
      <DashboardScreen
        filters={filters}
        onFiltersChange={(next) => void navigate({ search: { ...next, range, from, to }, replace: true })}
        period={{ range, from, to }}
        onPeriodChange={(next) => void navigate({ search: { ...filters, ...next } })}
      />
    </PermissionGate>
  );
}
