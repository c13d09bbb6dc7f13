import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { userListQueries } from '@food-admin/api-client';
import { PermissionGate } from '@/features/auth/gates';
import { userPageQuery } from '@/features/users/user-queries';
import { UsersScreen } from '@/features/users/users-screen';
import { prefetchIfReaching } from '@/lib/auth/grants';
import { prefetch } from '@/lib/prefetch';
import { listSearchSchema, type ListSearch } from '@/shared/lists/list-search';

export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: listSearchSchema(userListQueries),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) =>
    prefetchIfReaching(queryClient, api, auth.profile?.role, 'users.manage', () =>
      prefetch(queryClient.ensureQueryData(userPageQuery(api, deps))),
    ),
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: ListSearch) => void navigate({ search: next });
  return (
    <PermissionGate permission="users.manage">
      <UsersScreen search={search} onSearchChange={onSearchChange} />
    </PermissionGate>
  );
}
