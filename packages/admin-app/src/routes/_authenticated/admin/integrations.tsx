import { lazy, Suspense } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { GateLoading, PermissionGate } from '@/features/auth/gates';
import { prefetchIfReaching } from '@/lib/auth/grants';
import type { ListSearch } from '@/shared/lists/list-search';

// Webhook endpoints and their delivery log (docs/api.md#webhooks), for whoever holds webhooks.manage
// (admins, a platform-wide set that has it).
//
// Kept as small as a route gets, for /admin's bundle budget (bench/bundle-budget.mjs): every
// route's stub and the list of chunks its code needs sit in the routed app's chunk, which every
// page loads. So the screen is a chunk of its own that this route's chunk loads (the loader starts
// it, and the page's reads once it has come: the reads' code travels with the screen, so the route
// names few chunks), and the route keeps its search as it comes, without validateSearch:
// the page reads the delivery log's view with the list's declaration (deliverySearchOf), which
// lives in the webhooks' part of the endpoint table that only this page loads.
const loadScreen = () => import('@/features/integrations/integrations-screen');
const IntegrationsScreen = lazy(() =>
  loadScreen().then((module) => ({ default: module.IntegrationsScreen })),
);

export const Route = createFileRoute('/_authenticated/admin/integrations')({
  codeSplitGroupings: [['loader', 'component'], ['notFoundComponent']],
  loader: ({ context: { queryClient, api, auth }, location }) =>
    prefetchIfReaching(queryClient, api, auth.profile?.role, 'webhooks.manage', () => {
      void loadScreen().then((screen) =>
        screen.prefetchIntegrations(queryClient, api, location.search as ListSearch),
      );
    }),
  component: IntegrationsRoute,
});

function IntegrationsRoute() {
  const search = Route.useSearch() as ListSearch;
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: ListSearch) => void navigate({ search: next });
  return (
    <PermissionGate permission="webhooks.manage">
      <Suspense fallback={<GateLoading />}>
        <IntegrationsScreen search={search} onSearchChange={onSearchChange} />
      </Suspense>
    </PermissionGate>
  );
}
