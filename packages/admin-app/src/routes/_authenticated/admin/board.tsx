import { lazy, Suspense } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { GateLoading, PermissionGate } from '@/features/auth/gates';
import { prefetchWithReach } from '@/lib/auth/grants';

// The live operations board (docs/requirements.md#req-dispatch-board), for whoever sees orders:
// dispatchers with the couriers lane, a restaurant's staff their restaurants' orders.
//
// Kept as small as a route gets, for /admin's bundle budget, as the Integrations route is (see its
// comment): the screen, the kit's board and its drag and drop are chunks this route's chunk loads,
// and the search is read by the screen (boardFiltersOf), without validateSearch.
const loadScreen = () => import('@/features/dispatch-board/board-screen');
const BoardScreen = lazy(() => loadScreen().then((module) => ({ default: module.BoardScreen })));

export const Route = createFileRoute('/_authenticated/admin/board')({
  codeSplitGroupings: [['loader', 'component'], ['notFoundComponent']],
  loader: ({ context: { queryClient, api, auth } }) =>
    prefetchWithReach(queryClient, api, auth.profile?.role, (reaches) => {
      if (reaches('orders.view'))
        void loadScreen().then((screen) =>
          screen.prefetchBoard(queryClient, api, reaches('orders.dispatch')),
        );
    }),
  component: BoardRoute,
});

function BoardRoute() {
  const search = Route.useSearch() as Record<string, unknown>;
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <PermissionGate permission="orders.view">
      <Suspense fallback={<GateLoading />}>
        <BoardScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />
      </Suspense>
    </PermissionGate>
  );
}
