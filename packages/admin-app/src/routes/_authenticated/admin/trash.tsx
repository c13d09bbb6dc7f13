import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_ONLY } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { RoleGate } from '@/features/auth/role-gate';
import { trashQuery } from '@/features/trash/trash-queries';
import { TrashScreen } from '@/features/trash/trash-screen';
import { prefetch } from '@/lib/prefetch';

// Admins restore or purge what was deleted (docs/requirements.md#req-trash).
export const Route = createFileRoute('/_authenticated/admin/trash')({
  loader: ({ context: { queryClient, api, auth } }) => {
    if (hasRole(auth, ADMIN_ONLY)) prefetch(queryClient.ensureQueryData(trashQuery(api)));
  },
  component: () => (
    <RoleGate roles={ADMIN_ONLY}>
      <TrashScreen />
    </RoleGate>
  ),
});
