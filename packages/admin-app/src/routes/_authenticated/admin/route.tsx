import { createFileRoute, Outlet } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { RoleGate } from '@/features/auth/role-gate';

// /admin/* is for staff accounts (docs/requirements.md#req-roles-client, our decision); the server enforces it too.
export const Route = createFileRoute('/_authenticated/admin')({
  component: () => (
    <RoleGate roles={STAFF}>
      <Outlet />
    </RoleGate>
  ),
});
