import { createFileRoute, Outlet } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { RoleGate } from '@/features/auth/gates';

// The catalogue is for admins and restaurant owners (docs/requirements.md#req-roles-client).
export const Route = createFileRoute('/_authenticated/admin/menus')({
  component: () => (
    <RoleGate roles={STAFF}>
      <Outlet />
    </RoleGate>
  ),
});
