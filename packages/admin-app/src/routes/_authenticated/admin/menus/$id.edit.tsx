import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { InvalidMenuAddress, MenuFormScreen } from '@/features/menus/menu-form-screen';
import { menuQuery } from '@/features/menus/menu-queries';
import { allRestaurantsQuery } from '@/features/restaurants/restaurant-queries';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';
import { formReturnSchema } from '@/lib/search-params';
import { OwnerGate } from '@/features/auth/owner-gate';

export const Route = createFileRoute('/_authenticated/admin/menus/$id/edit')({
  params: idParams('id'),
  validateSearch: formReturnSchema,
  loader: ({ context: { queryClient, api, auth }, params }) => {
    if (!hasRole(auth, STAFF)) return;
    prefetch(
      queryClient.ensureQueryData(menuQuery(api, params.id)),
      queryClient.ensureQueryData(allRestaurantsQuery(api)),
    );
  },
  component: EditMenuRoute,
  notFoundComponent: InvalidMenuAddress,
});

function EditMenuRoute() {
  const { id } = Route.useParams();
  const { restaurantId } = Route.useSearch();
  return (
    <OwnerGate menuId={id} permission="menus.edit">
      <MenuFormScreen menuId={id} returnToRestaurantId={restaurantId} />
    </OwnerGate>
  );
}
