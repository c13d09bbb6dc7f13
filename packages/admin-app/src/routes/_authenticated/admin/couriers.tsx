import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_ONLY } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { RoleGate } from '@/features/auth/role-gate';
import { couriersQuery } from '@/features/couriers/courier-queries';
import { CouriersScreen } from '@/features/couriers/couriers-screen';
import { prefetch } from '@/lib/prefetch';

// Admins see the couriers and switch their availability (docs/requirements.md#req-couriers).
export const Route = createFileRoute('/_authenticated/admin/couriers')({
  loader: ({ context: { queryClient, api, auth } }) => {
    if (hasRole(auth, ADMIN_ONLY)) prefetch(queryClient.ensureQueryData(couriersQuery(api)));
  },
  component: () => (
    <RoleGate roles={ADMIN_ONLY}>
      <CouriersScreen />
    </RoleGate>
  ),
});
