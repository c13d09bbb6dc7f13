import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/router';
import { RootLayout } from '@/app/root-layout';
import { RedirectHome } from '@/shared/layout/redirect-home';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Any unknown path redirects to / (docs/requirements.md#req-routes-public).
  notFoundComponent: RedirectHome,
});
