import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ADMIN_ONLY, userListQueries } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { RoleGate } from '@/features/auth/role-gate';
import { userPageQuery } from '@/features/users/user-queries';
import { UsersScreen } from '@/features/users/users-screen';
import { prefetch } from '@/lib/prefetch';
import { listSearchSchema, type ListSearch } from '@/shared/lists/list-search';

export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: listSearchSchema(userListQueries),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (hasRole(auth, ADMIN_ONLY)) prefetch(queryClient.ensureQueryData(userPageQuery(api, deps)));
  },
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: ListSearch) => void navigate({ search: next });
  return (
    <RoleGate roles={ADMIN_ONLY}>
      <UsersScreen search={search} onSearchChange={onSearchChange} />
    </RoleGate>
  );
}
