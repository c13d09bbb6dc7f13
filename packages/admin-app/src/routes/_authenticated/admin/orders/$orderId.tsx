import { createFileRoute } from '@tanstack/react-router';
import { ORDER_STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { RoleGate } from '@/features/auth/gates';
import { orderQuery } from '@/features/orders/order-queries';
import { InvalidOrderAddress, OrderScreen } from '@/features/orders/order-screen';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';

// One order and its workflow (docs/requirements.md#req-orders-screens); the server answers 403 for
// an order the user may not see, which the page shows with the way back.
export const Route = createFileRoute('/_authenticated/admin/orders/$orderId')({
  params: idParams('orderId'),
  loader: ({ context: { queryClient, api, auth }, params }) => {
    if (hasRole(auth, ORDER_STAFF)) prefetch(queryClient.ensureQueryData(orderQuery(api, params.orderId)));
  },
  component: OrderRoute,
  notFoundComponent: InvalidOrderAddress,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  return (
    <RoleGate roles={ORDER_STAFF}>
      <OrderScreen orderId={orderId} />
    </RoleGate>
  );
}
