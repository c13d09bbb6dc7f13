import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ActivityFeedFiltersSchema, ADMIN_ONLY, type ActivityFeedFilters } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { RoleGate } from '@/features/auth/role-gate';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { activityFeedQuery, dashboardStatsQuery } from '@/features/dashboard/dashboard-queries';
import { prefetch } from '@/lib/prefetch';
import { lenientSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/admin/')({
  // The feed's filters, as the contract defines them (absent = all).
  validateSearch: lenientSearch(ActivityFeedFiltersSchema),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (!hasRole(auth, ADMIN_ONLY)) return;
    prefetch(
      queryClient.ensureQueryData(dashboardStatsQuery(api)),
      queryClient.ensureInfiniteQueryData(activityFeedQuery(api, deps)),
    );
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const filters = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onFiltersChange = (next: ActivityFeedFilters) => void navigate({ search: next, replace: true });
  return (
    <RoleGate roles={ADMIN_ONLY}>
      <DashboardScreen filters={filters} onFiltersChange={onFiltersChange} />
    </RoleGate>
  );
}
