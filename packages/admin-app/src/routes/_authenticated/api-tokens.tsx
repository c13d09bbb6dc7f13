import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { STAFF, type Role } from '@food-admin/api-client';
import { GateLoading, RoleGate } from '@/features/auth/gates';

// The signed-in person's own API tokens (docs/api.md#api-tokens): staff accounts make them (ADMIN and
// RESTAURANT, as the endpoints' access says); the others get "Not allowed" at the same address.
//
// Kept small for /admin's bundle budget, as the Integrations route is (see its comment): the list
// of chunks a route's code needs sits in the routed app's chunk, so the screen is a chunk of its
// own that this route's chunk loads, and the page's read starts once it has come (its code travels
// with the screen).
const loadScreen = () => import('@/features/api-tokens/api-tokens-screen');
const ApiTokensScreen = lazy(() => loadScreen().then((module) => ({ default: module.ApiTokensScreen })));

export const Route = createFileRoute('/_authenticated/api-tokens')({
  codeSplitGroupings: [['loader', 'component'], ['notFoundComponent']],
  loader: ({ context: { queryClient, api, auth } }) => {
    const role = auth.profile?.role;
    if (role && (STAFF as readonly Role[]).includes(role)) {
      void loadScreen().then((screen) => screen.prefetchApiTokens(queryClient, api));
    }
  },
  component: ApiTokensRoute,
});

function ApiTokensRoute() {
  return (
    <RoleGate roles={STAFF}>
      <Suspense fallback={<GateLoading />}>
        <ApiTokensScreen />
      </Suspense>
    </RoleGate>
  );
}
