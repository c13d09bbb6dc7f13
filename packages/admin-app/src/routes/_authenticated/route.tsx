import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLoggedIn } from '@/features/auth/guards';
import { LiveUpdates } from '@/shared/live/live-updates';

// Pathless layout: everything under it needs a signed-in user with a profile, and hears live updates.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireLoggedIn,
  component: () => (
    <LiveUpdates>
      <Outlet />
    </LiveUpdates>
  ),
});
