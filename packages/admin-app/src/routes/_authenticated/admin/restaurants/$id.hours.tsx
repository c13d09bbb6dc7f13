import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { OwnerGate } from '@/features/auth/owner-gate';
import { InvalidHoursAddress, OpeningHoursScreen } from '@/features/restaurants/opening-hours-screen';
import { restaurantOperationsQuery, restaurantQuery } from '@/features/restaurants/restaurant-queries';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';

// A restaurant's opening hours and order rules (docs/requirements.md#req-operations), for admins
// and its owner.
export const Route = createFileRoute('/_authenticated/admin/restaurants/$id/hours')({
  params: idParams('id'),
  loader: ({ context: { queryClient, api, auth }, params }) => {
    if (!hasRole(auth, STAFF)) return;
    prefetch(
      queryClient.ensureQueryData(restaurantOperationsQuery(api, params.id)),
      queryClient.ensureQueryData(restaurantQuery(api, params.id)),
    );
  },
  component: OpeningHoursRoute,
  notFoundComponent: InvalidHoursAddress,
});

function OpeningHoursRoute() {
  const { id } = Route.useParams();
  return (
    <OwnerGate restaurantId={id} permission="restaurants.edit">
      <OpeningHoursScreen restaurantId={id} />
    </OwnerGate>
  );
}
