import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ADMIN_ONLY, orderListQueries } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { RoleGate } from '@/features/auth/role-gate';
import { orderPageQuery } from '@/features/orders/order-queries';
import { OrdersScreen } from '@/features/orders/orders-screen';
import { prefetch } from '@/lib/prefetch';
import { listSearchSchema, type ListSearch } from '@/features/lists/list-search';

export const Route = createFileRoute('/_authenticated/admin/orders')({
  validateSearch: listSearchSchema(orderListQueries),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (hasRole(auth, ADMIN_ONLY)) prefetch(queryClient.ensureQueryData(orderPageQuery(api, deps)));
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: ListSearch) => void navigate({ search: next });
  return (
    <RoleGate roles={ADMIN_ONLY}>
      <OrdersScreen search={search} onSearchChange={onSearchChange} />
    </RoleGate>
  );
}
