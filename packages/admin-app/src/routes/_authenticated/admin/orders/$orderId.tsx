import { createFileRoute } from '@tanstack/react-router';
import { ORDER_STAFF } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { RoleGate } from '@/features/auth/role-gate';
import { orderQuery } from '@/features/orders/order-queries';
import { OrderScreen } from '@/features/orders/order-screen';
import { prefetch } from '@/lib/prefetch';
import { parseIdParam } from '@/lib/search-params';

// One order and its workflow (docs/requirements.md#req-orders-screens); the server answers 403 for
// an order the user may not see, which the page shows with the way back.
export const Route = createFileRoute('/_authenticated/admin/orders/$orderId')({
  loader: ({ context: { queryClient, api, auth }, params }) => {
    const orderId = parseIdParam(params.orderId);
    if (hasRole(auth, ORDER_STAFF) && Number.isInteger(orderId) && orderId > 0)
      prefetch(queryClient.ensureQueryData(orderQuery(api, orderId)));
  },
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  return (
    <RoleGate roles={ORDER_STAFF}>
      <OrderScreen orderId={parseIdParam(orderId)} />
    </RoleGate>
  );
}
