import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { OwnerGate } from '@/features/auth/owner-gate';
import { restaurantMenusQuery } from '@/features/menus/menu-queries';
import {
  restaurantQuery,
  restaurantRecentOrdersQuery,
  restaurantRecentReviewsQuery,
} from '@/features/restaurants/restaurant-queries';
import { InvalidRestaurantPageAddress, RestaurantScreen } from '@/features/restaurants/restaurant-screen';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';

// One restaurant's page (docs/requirements.md#req-routes-restaurant-page), for admins and its owner;
// its parts are asked for at once, each shown as it arrives.
export const Route = createFileRoute('/_authenticated/admin/restaurants/$id/')({
  params: idParams('id'),
  loader: ({ context: { queryClient, api, auth }, params }) => {
    if (!hasRole(auth, STAFF)) return;
    prefetch(
      queryClient.ensureQueryData(restaurantQuery(api, params.id)),
      queryClient.ensureQueryData(restaurantMenusQuery(api, params.id)),
      queryClient.ensureQueryData(restaurantRecentOrdersQuery(api, params.id)),
      queryClient.ensureQueryData(restaurantRecentReviewsQuery(api, params.id)),
    );
  },
  component: RestaurantRoute,
  notFoundComponent: InvalidRestaurantPageAddress,
});

function RestaurantRoute() {
  const { id } = Route.useParams();
  return (
    <OwnerGate restaurantId={id}>
      <RestaurantScreen restaurantId={id} />
    </OwnerGate>
  );
}
