import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/router';
import { RootLayout } from '@/features/layout/root-layout';
import { RedirectHome } from '@/features/layout/redirect-home';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Any unknown path redirects to / (docs/requirements.md#req-routes-public).
  notFoundComponent: RedirectHome,
});
