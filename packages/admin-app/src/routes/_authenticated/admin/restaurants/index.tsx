import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { restaurantGridQuery } from '@/features/restaurants/restaurant-queries';
import { RestaurantsScreen } from '@/features/restaurants/restaurants-screen';
import { prefetch } from '@/lib/prefetch';
import { searchOnlySchema, type SearchOnly } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/admin/restaurants/')({
  validateSearch: searchOnlySchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, deps }) => {
    if (hasRole(auth, STAFF)) prefetch(queryClient.ensureInfiniteQueryData(restaurantGridQuery(api, deps)));
  },
  component: RestaurantsRoute,
});

function RestaurantsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: SearchOnly) => void navigate({ search: next, replace: true });
  return <RestaurantsScreen search={search} onSearchChange={onSearchChange} />;
}
