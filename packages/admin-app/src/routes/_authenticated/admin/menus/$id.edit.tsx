import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { MenuFormScreen } from '@/features/menus/menu-form-screen';
import { menuQuery } from '@/features/menus/menu-queries';
import { allRestaurantsQuery } from '@/features/restaurants/restaurant-queries';
import { prefetch } from '@/lib/prefetch';
import { formReturnSchema, parseIdParam } from '@/lib/search-params';
import { OwnerGate } from '@/features/auth/owner-gate';

export const Route = createFileRoute('/_authenticated/admin/menus/$id/edit')({
  validateSearch: formReturnSchema,
  loader: ({ context: { queryClient, api, auth }, params }) => {
    const id = parseIdParam(params.id);
    if (!hasRole(auth, STAFF) || !Number.isInteger(id)) return;
    prefetch(
      queryClient.ensureQueryData(menuQuery(api, id)),
      queryClient.ensureQueryData(allRestaurantsQuery(api)),
    );
  },
  component: EditMenuRoute,
});

function EditMenuRoute() {
  const { id } = Route.useParams();
  const { restaurantId } = Route.useSearch();
  return (
    <OwnerGate menuId={parseIdParam(id)}>
      <MenuFormScreen menuId={parseIdParam(id)} returnToRestaurantId={restaurantId} />
    </OwnerGate>
  );
}
