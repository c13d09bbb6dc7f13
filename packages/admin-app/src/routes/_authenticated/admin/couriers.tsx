import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/features/auth/gates';
import { couriersQuery } from '@/features/couriers/courier-queries';
import { CouriersScreen } from '@/features/couriers/couriers-screen';
import { prefetchIfReaching } from '@/lib/auth/grants';
import { prefetch } from '@/lib/prefetch';

// Admins see the couriers and switch their availability (docs/requirements.md#req-couriers).
export const Route = createFileRoute('/_authenticated/admin/couriers')({
  loader: ({ context: { queryClient, api, auth } }) =>
    prefetchIfReaching(queryClient, api, auth.profile?.role, 'orders.dispatch', () =>
      prefetch(queryClient.ensureQueryData(couriersQuery(api))),
    ),
  component: () => (
    <PermissionGate permission="orders.dispatch">
      <CouriersScreen />
    </PermissionGate>
  ),
});
