import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ORDER_STAFF } from '@food-admin/api-client';
import { RoleGate } from '@/features/auth/gates';

// /admin/* is for staff accounts and couriers (docs/requirements.md#req-roles-client, our decision);
// each section gates its own roles below this, and the server enforces them too.
export const Route = createFileRoute('/_authenticated/admin')({
  component: () => (
    <RoleGate roles={ORDER_STAFF}>
      <Outlet />
    </RoleGate>
  ),
});
