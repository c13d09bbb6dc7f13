import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { OwnerGate } from '@/features/auth/owner-gate';
import {
  InvalidRestaurantAddress,
  RestaurantFormScreen,
} from '@/features/restaurants/restaurant-form-screen';
import { restaurantQuery } from '@/features/restaurants/restaurant-queries';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';

export const Route = createFileRoute('/_authenticated/admin/restaurants/$id/edit')({
  params: idParams('id'),
  loader: ({ context: { queryClient, api, auth }, params }) => {
    if (hasRole(auth, STAFF)) prefetch(queryClient.ensureQueryData(restaurantQuery(api, params.id)));
  },
  component: EditRestaurantRoute,
  notFoundComponent: InvalidRestaurantAddress,
});

function EditRestaurantRoute() {
  const { id } = Route.useParams();
  return (
    <OwnerGate restaurantId={id} permission="restaurants.edit">
      <RestaurantFormScreen restaurantId={id} />
    </OwnerGate>
  );
}
