import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { OwnerGate } from '@/features/auth/owner-gate';
import { RestaurantFormScreen } from '@/features/restaurants/restaurant-form-screen';
import { restaurantQuery } from '@/features/restaurants/restaurant-queries';
import { prefetch } from '@/lib/prefetch';
import { parseIdParam } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/admin/restaurants/$id/edit')({
  loader: ({ context: { queryClient, api, auth }, params }) => {
    const id = parseIdParam(params.id);
    if (hasRole(auth, STAFF) && Number.isInteger(id))
      prefetch(queryClient.ensureQueryData(restaurantQuery(api, id)));
  },
  component: EditRestaurantRoute,
});

function EditRestaurantRoute() {
  const { id } = Route.useParams();
  const restaurantId = parseIdParam(id);
  return (
    <OwnerGate restaurantId={restaurantId}>
      <RestaurantFormScreen restaurantId={restaurantId} />
    </OwnerGate>
  );
}
