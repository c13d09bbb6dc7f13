import { RoleGate } from '../../../features/auth/role-gate';
import { ADMIN_ROLES } from '../../../features/auth/roles';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pagedSearchSchema, type PagedSearch } from '../../../lib/search-params';
import { UsersScreen } from '../../../features/users/users-screen';

export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: pagedSearchSchema,
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: PagedSearch) => void navigate({ search: next });
  return (
    <RoleGate roles={ADMIN_ROLES}>
      <UsersScreen search={search} onSearchChange={onSearchChange} />
    </RoleGate>
  );
}
