import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { menuDishGridQuery } from '@/features/dishes/dish-queries';
import { restaurantMenusQuery } from '@/features/menus/menu-queries';
import { restaurantQuery } from '@/features/restaurants/restaurant-queries';
import {
  InvalidRestaurantMenuAddress,
  RestaurantMenuScreen,
} from '@/features/restaurants/restaurant-menu-screen';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';
import { searchOnlySchema, type SearchOnly } from '@/lib/search-params';
import { OwnerGate } from '@/features/auth/owner-gate';

export const Route = createFileRoute('/_authenticated/admin/restaurants/$restaurantId/menu')({
  params: idParams('restaurantId'),
  validateSearch: searchOnlySchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, params, deps }) => {
    const { restaurantId } = params;
    if (!hasRole(auth, STAFF)) return;
    prefetch(
      queryClient.ensureQueryData(restaurantQuery(api, restaurantId)),
      // The page shows the first menu's dishes: ask for them as soon as the menus are known.
      queryClient.ensureQueryData(restaurantMenusQuery(api, restaurantId)).then((menus) => {
        const first = menus[0];
        return first
          ? queryClient.ensureInfiniteQueryData(menuDishGridQuery(api, first.id, deps))
          : undefined;
      }),
    );
  },
  component: RestaurantMenuRoute,
  notFoundComponent: InvalidRestaurantMenuAddress,
});

function RestaurantMenuRoute() {
  const { restaurantId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: SearchOnly) => void navigate({ search: next, replace: true });
  return (
    <OwnerGate restaurantId={restaurantId} permission="menus.edit">
      <RestaurantMenuScreen restaurantId={restaurantId} search={search} onSearchChange={onSearchChange} />
    </OwnerGate>
  );
}
