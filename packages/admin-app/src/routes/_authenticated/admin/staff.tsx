import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/features/auth/gates';
import { StaffScreen } from '@/features/staff/staff-screen';
import { permissionSetsQuery, staffInvitationsQuery, staffQuery } from '@/features/team';
import { prefetchIfReaching } from '@/lib/auth/grants';
import { prefetch } from '@/lib/prefetch';

// The platform's staff and its invitations (docs/requirements.md#req-permissions, docs/api.md#staff),
// for whoever holds users.manage platform-wide: admins, a restaurant account holding such a set.
export const Route = createFileRoute('/_authenticated/admin/staff')({
  // A page few open: its loader and queries travel in its own chunk with the screen (they start
  // together once it arrives), not in the app's chunk every page loads.
  codeSplitGroupings: [['loader', 'component'], ['notFoundComponent']],
  loader: ({ context: { queryClient, api, auth } }) =>
    prefetchIfReaching(queryClient, api, auth.profile?.role, 'users.manage', () =>
      prefetch(
        queryClient.ensureQueryData(staffQuery(api)),
        queryClient.ensureQueryData(staffInvitationsQuery(api)),
        queryClient.ensureQueryData(permissionSetsQuery(api)),
      ),
    ),
  component: StaffRoute,
});

function StaffRoute() {
  return (
    <PermissionGate permission="users.manage">
      <StaffScreen />
    </PermissionGate>
  );
}
