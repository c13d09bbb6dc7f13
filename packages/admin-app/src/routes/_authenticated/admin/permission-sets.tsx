import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/features/auth/gates';
import { PermissionSetsScreen } from '@/features/permission-sets/permission-sets-screen';
import { permissionSetsQuery } from '@/features/team';
import { prefetchIfReaching } from '@/lib/auth/grants';
import { prefetch } from '@/lib/prefetch';

// The permission sets (docs/api.md#permission-sets): the built-in ones and the admins' own, for
// whoever holds users.manage platform-wide, as the server asks of every write to them.
export const Route = createFileRoute('/_authenticated/admin/permission-sets')({
  // A page few open: its loader and queries travel in its own chunk with the screen.
  codeSplitGroupings: [['loader', 'component'], ['notFoundComponent']],
  loader: ({ context: { queryClient, api, auth } }) =>
    prefetchIfReaching(queryClient, api, auth.profile?.role, 'users.manage', () =>
      prefetch(queryClient.ensureQueryData(permissionSetsQuery(api))),
    ),
  component: PermissionSetsRoute,
});

function PermissionSetsRoute() {
  return (
    <PermissionGate permission="users.manage">
      <PermissionSetsScreen />
    </PermissionGate>
  );
}
