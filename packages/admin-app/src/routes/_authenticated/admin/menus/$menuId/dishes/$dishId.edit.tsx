import { createFileRoute } from '@tanstack/react-router';
import { formReturnSchema, parseIdParam } from '../../../../../../lib/search-params';
import { DishFormScreen } from '../../../../../../features/dishes/dish-form-screen';

export const Route = createFileRoute('/_authenticated/admin/menus/$menuId/dishes/$dishId/edit')({
  validateSearch: formReturnSchema,
  component: EditDishRoute,
});

function EditDishRoute() {
  const { menuId, dishId } = Route.useParams();
  const { restaurantId } = Route.useSearch();
  return (
    <DishFormScreen
      menuId={parseIdParam(menuId)}
      dishId={parseIdParam(dishId)}
      returnToRestaurantId={restaurantId}
    />
  );
}
