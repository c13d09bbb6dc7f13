import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { DishFormScreen, InvalidDishAddress } from '@/features/dishes/dish-form-screen';
import { menuQuery } from '@/features/menus/menu-queries';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';
import { formReturnSchema } from '@/lib/search-params';
import { OwnerGate } from '@/features/auth/owner-gate';

export const Route = createFileRoute('/_authenticated/admin/menus/$menuId/dishes/new')({
  params: idParams('menuId'),
  validateSearch: formReturnSchema,
  loader: ({ context: { queryClient, api, auth }, params }) => {
    if (hasRole(auth, STAFF)) prefetch(queryClient.ensureQueryData(menuQuery(api, params.menuId)));
  },
  component: NewDishRoute,
  notFoundComponent: () => <InvalidDishAddress editing={false} />,
});

function NewDishRoute() {
  const { menuId } = Route.useParams();
  const { restaurantId } = Route.useSearch();
  return (
    <OwnerGate menuId={menuId} permission="menus.edit">
      <DishFormScreen menuId={menuId} returnToRestaurantId={restaurantId} />
    </OwnerGate>
  );
}
