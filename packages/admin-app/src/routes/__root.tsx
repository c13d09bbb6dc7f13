import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { RootLayout } from '../features/layout/root-layout';
import { RedirectHome } from '../features/layout/redirect-home';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // SPEC section 2: any unknown path redirects to /.
  notFoundComponent: RedirectHome,
});
