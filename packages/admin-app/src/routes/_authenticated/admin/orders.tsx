import { RoleGate } from '../../../features/auth/role-gate';
import { ADMIN_ROLES } from '../../../features/auth/roles';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pagedSearchSchema, type PagedSearch } from '../../../lib/search-params';
import { OrdersScreen } from '../../../features/orders/orders-screen';

export const Route = createFileRoute('/_authenticated/admin/orders')({
  validateSearch: pagedSearchSchema,
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: PagedSearch) => void navigate({ search: next });
  return (
    <RoleGate roles={ADMIN_ROLES}>
      <OrdersScreen search={search} onSearchChange={onSearchChange} />
    </RoleGate>
  );
}
