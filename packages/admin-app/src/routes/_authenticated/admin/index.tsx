import { RoleGate } from '../../../features/auth/role-gate';
import { ADMIN_ROLES } from '../../../features/auth/roles';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { ActivityCategorySchema, ActivityLevelSchema } from '@food-admin/api-client';
import { optionalSearchText } from '../../../lib/search-params';
import { DashboardScreen, type ActivityFilters } from '../../../features/dashboard/dashboard-screen';

const dashboardSearchSchema = v.object({
  search: optionalSearchText,
  category: v.fallback(v.optional(ActivityCategorySchema), undefined),
  level: v.fallback(v.optional(ActivityLevelSchema), undefined),
});

export const Route = createFileRoute('/_authenticated/admin/')({
  validateSearch: dashboardSearchSchema,
  component: DashboardRoute,
});

function DashboardRoute() {
  const filters = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onFiltersChange = (next: ActivityFilters) => void navigate({ search: next, replace: true });
  return (
    <RoleGate roles={ADMIN_ROLES}>
      <DashboardScreen filters={filters} onFiltersChange={onFiltersChange} />
    </RoleGate>
  );
}
