import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { DishFormScreen } from '@/features/dishes/dish-form-screen';
import { menuQuery } from '@/features/menus/menu-queries';
import { prefetch } from '@/lib/prefetch';
import { formReturnSchema, parseIdParam } from '@/lib/search-params';
import { OwnerGate } from '@/features/auth/owner-gate';

export const Route = createFileRoute('/_authenticated/admin/menus/$menuId/dishes/new')({
  validateSearch: formReturnSchema,
  loader: ({ context: { queryClient, api, auth }, params }) => {
    const menuId = parseIdParam(params.menuId);
    if (hasRole(auth, STAFF) && Number.isInteger(menuId))
      prefetch(queryClient.ensureQueryData(menuQuery(api, menuId)));
  },
  component: NewDishRoute,
});

function NewDishRoute() {
  const { menuId } = Route.useParams();
  const { restaurantId } = Route.useSearch();
  return (
    <OwnerGate menuId={parseIdParam(menuId)}>
      <DishFormScreen menuId={parseIdParam(menuId)} returnToRestaurantId={restaurantId} />
    </OwnerGate>
  );
}
