import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ORDER_STAFF, orderListQueries } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { RoleGate } from '@/features/auth/gates';
import { orderPageQuery } from '@/features/orders/order-queries';
import { OrdersScreen } from '@/features/orders/orders-screen';
import { prefetch } from '@/lib/prefetch';
import { listSearchSchema, type ListSearch } from '@/shared/lists/list-search';

// Admins see every order, owners their restaurants' orders, couriers their deliveries and the orders
// ready for pick-up: the server scopes the list (docs/requirements.md#req-orders-screens).
export const Route = createFileRoute('/_authenticated/admin/orders/')({
  validateSearch: listSearchSchema(orderListQueries),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (hasRole(auth, ORDER_STAFF)) prefetch(queryClient.ensureQueryData(orderPageQuery(api, deps)));
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: ListSearch) => void navigate({ search: next });
  return (
    <RoleGate roles={ORDER_STAFF}>
      <OrdersScreen search={search} onSearchChange={onSearchChange} />
    </RoleGate>
  );
}
