import { RoleGate } from '../../../features/auth/role-gate';
import { ADMIN_ROLES } from '../../../features/auth/roles';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pagedSearchSchema, type PagedSearch } from '../../../lib/search-params';
import { ReviewsScreen } from '../../../features/reviews/reviews-screen';

export const Route = createFileRoute('/_authenticated/admin/reviews')({
  validateSearch: pagedSearchSchema,
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: PagedSearch) => void navigate({ search: next });
  return (
    <RoleGate roles={ADMIN_ROLES}>
      <ReviewsScreen search={search} onSearchChange={onSearchChange} />
    </RoleGate>
  );
}
