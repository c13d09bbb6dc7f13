import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { refundListQueries, STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { RoleGate } from '@/features/auth/gates';
import { refundPageQuery } from '@/features/refunds/refund-queries';
import { RefundsScreen } from '@/features/refunds/refunds-screen';
import { prefetch } from '@/lib/prefetch';
import { listSearchSchema, type ListSearch } from '@/shared/lists/list-search';

// Admins see every refund and decide the waiting ones; a restaurant owner sees their own
// restaurants' refunds (the server scopes the list; docs/api.md#refunds-list).
export const Route = createFileRoute('/_authenticated/admin/refunds')({
  validateSearch: listSearchSchema(refundListQueries),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (hasRole(auth, STAFF)) prefetch(queryClient.ensureQueryData(refundPageQuery(api, deps)));
  },
  component: RefundsRoute,
});

function RefundsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: ListSearch) => void navigate({ search: next });
  return (
    <RoleGate roles={STAFF}>
      <RefundsScreen search={search} onSearchChange={onSearchChange} />
    </RoleGate>
  );
}
