import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { menuGridQuery } from '@/features/menus/menu-queries';
import { MenusScreen } from '@/features/menus/menus-screen';
import { allRestaurantsQuery } from '@/features/restaurants/restaurant-queries';
import { prefetch } from '@/lib/prefetch';
import { searchOnlySchema, type SearchOnly } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/admin/menus/')({
  validateSearch: searchOnlySchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (!hasRole(auth, STAFF)) return;
    prefetch(
      queryClient.ensureInfiniteQueryData(menuGridQuery(api, deps)),
      queryClient.ensureQueryData(allRestaurantsQuery(api)),
    );
  },
  component: MenusRoute,
});

function MenusRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: SearchOnly) => void navigate({ search: next, replace: true });
  return <MenusScreen search={search} onSearchChange={onSearchChange} />;
}
