import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/features/auth/gates';
import { trashQuery } from '@/features/trash/trash-queries';
import { TrashScreen } from '@/features/trash/trash-screen';
import { prefetchIfReaching } from '@/lib/auth/grants';
import { prefetch } from '@/lib/prefetch';

// Admins restore or purge what was deleted (docs/requirements.md#req-trash).
export const Route = createFileRoute('/_authenticated/admin/trash')({
  loader: ({ context: { queryClient, api, auth } }) =>
    prefetchIfReaching(queryClient, api, auth.profile?.role, 'platform.manage', () =>
      prefetch(queryClient.ensureQueryData(trashQuery(api))),
    ),
  component: () => (
    <PermissionGate permission="platform.manage">
      <TrashScreen />
    </PermissionGate>
  ),
});
