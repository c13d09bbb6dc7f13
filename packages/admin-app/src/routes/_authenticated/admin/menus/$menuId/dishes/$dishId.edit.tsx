import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { OwnerGate } from '@/features/auth/owner-gate';
import { DishFormScreen } from '@/features/dishes/dish-form-screen';
import { dishQuery } from '@/features/dishes/dish-queries';
import { menuQuery } from '@/features/menus/menu-queries';
import { prefetch } from '@/lib/prefetch';
import { formReturnSchema, parseIdParam } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/admin/menus/$menuId/dishes/$dishId/edit')({
  validateSearch: formReturnSchema,
  loader: ({ context: { queryClient, api, auth }, params }) => {
    const menuId = parseIdParam(params.menuId);
    const dishId = parseIdParam(params.dishId);
    if (!hasRole(auth, STAFF) || !Number.isInteger(menuId) || !Number.isInteger(dishId)) return;
    prefetch(
      queryClient.ensureQueryData(dishQuery(api, dishId)),
      queryClient.ensureQueryData(menuQuery(api, menuId)),
    );
  },
  component: EditDishRoute,
});

function EditDishRoute() {
  const { menuId, dishId } = Route.useParams();
  const { restaurantId } = Route.useSearch();
  return (
    <OwnerGate menuId={parseIdParam(menuId)}>
      <DishFormScreen
        menuId={parseIdParam(menuId)}
        dishId={parseIdParam(dishId)}
        returnToRestaurantId={restaurantId}
      />
    </OwnerGate>
  );
}
