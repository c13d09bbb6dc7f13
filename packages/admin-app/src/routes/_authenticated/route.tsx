import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLoggedIn } from '@/features/auth/guards';

// Pathless layout: everything under it needs a signed-in user with a profile.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireLoggedIn,
  component: Outlet,
});
