import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { dishListQueries, STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { menuDishGridQuery, menuDishPageQuery } from '@/features/dishes/dish-queries';
import { DishesScreen, InvalidDishesAddress } from '@/features/dishes/dishes-screen';
import { listSearchSchema } from '@/shared/lists/list-search';
import { menuQuery } from '@/features/menus/menu-queries';
import { withLayout, type LayoutSearch } from '@/shared/lists/list-layout';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';
import { OwnerGate } from '@/features/auth/owner-gate';

export const Route = createFileRoute('/_authenticated/admin/menus/$menuId/dishes/')({
  params: idParams('menuId'),
  // The grid reads `?search=`; `?layout=table` adds the table's page, sort, filter and columns.
  validateSearch: withLayout(listSearchSchema(dishListQueries)),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, params, deps }) => {
    const { menuId } = params;
    if (!hasRole(auth, STAFF)) return;
    prefetch(
      queryClient.ensureQueryData(menuQuery(api, menuId)),
      deps.layout === 'table'
        ? queryClient.ensureQueryData(menuDishPageQuery(api, menuId, deps))
        : queryClient.ensureInfiniteQueryData(menuDishGridQuery(api, menuId, deps)),
    );
  },
  component: DishesRoute,
  notFoundComponent: InvalidDishesAddress,
});

function DishesRoute() {
  const { menuId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Typing in the grid's search replaces the entry (as before); the table's views and a change of
  // layout are entries of their own, so Back returns to them.
  const onSearchChange = (next: LayoutSearch) =>
    void navigate({ search: next, replace: search.layout !== 'table' && next.layout !== 'table' });
  return (
    <OwnerGate menuId={menuId} permission="menus.edit">
      <DishesScreen menuId={menuId} search={search} onSearchChange={onSearchChange} />
    </OwnerGate>
  );
}
