import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { OwnerGate } from '@/features/auth/owner-gate';
import { DishFormScreen, InvalidDishAddress } from '@/features/dishes/dish-form-screen';
import { dishQuery } from '@/features/dishes/dish-queries';
import { menuQuery } from '@/features/menus/menu-queries';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';
import { formReturnSchema } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/admin/menus/$menuId/dishes/$dishId/edit')({
  params: idParams('menuId', 'dishId'),
  validateSearch: formReturnSchema,
  loader: ({ context: { queryClient, api, auth }, params }) => {
    if (!hasRole(auth, STAFF)) return;
    prefetch(
      queryClient.ensureQueryData(dishQuery(api, params.dishId)),
      queryClient.ensureQueryData(menuQuery(api, params.menuId)),
    );
  },
  component: EditDishRoute,
  notFoundComponent: () => <InvalidDishAddress editing />,
});

function EditDishRoute() {
  const { menuId, dishId } = Route.useParams();
  const { restaurantId } = Route.useSearch();
  return (
    <OwnerGate menuId={menuId} permission="menus.edit">
      <DishFormScreen menuId={menuId} dishId={dishId} returnToRestaurantId={restaurantId} />
    </OwnerGate>
  );
}
