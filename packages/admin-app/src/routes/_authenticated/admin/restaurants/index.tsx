import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { restaurantListQueries, STAFF } from '@food-admin/api-client';
import { catalogueScope, hasRole } from '@/lib/auth/access';
import { listSearchSchema } from '@/shared/lists/list-search';
import { withLayout, type LayoutSearch } from '@/shared/lists/list-layout';
import { restaurantGridQuery, restaurantPageQuery } from '@/features/restaurants/restaurant-queries';
import { RestaurantsScreen } from '@/features/restaurants/restaurants-screen';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_authenticated/admin/restaurants/')({
  // The grid reads `?search=`; `?layout=table` adds the table's page, sort, filters and columns.
  validateSearch: withLayout(listSearchSchema(restaurantListQueries)),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (!hasRole(auth, STAFF)) return;
    const scope = catalogueScope(auth);
    prefetch(
      deps.layout === 'table'
        ? queryClient.ensureQueryData(restaurantPageQuery(api, deps, scope))
        : queryClient.ensureInfiniteQueryData(restaurantGridQuery(api, deps, scope)),
    );
  },
  component: RestaurantsRoute,
});

function RestaurantsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Typing in the grid's search replaces the entry (as before); the table's views and a change of
  // layout are entries of their own, so Back returns to them.
  const onSearchChange = (next: LayoutSearch) =>
    void navigate({ search: next, replace: search.layout !== 'table' && next.layout !== 'table' });
  return <RestaurantsScreen search={search} onSearchChange={onSearchChange} />;
}
