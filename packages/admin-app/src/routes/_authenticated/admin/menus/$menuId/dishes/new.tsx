import { createFileRoute } from '@tanstack/react-router';
import { formReturnSchema, parseIdParam } from '../../../../../../lib/search-params';
import { DishFormScreen } from '../../../../../../features/dishes/dish-form-screen';

export const Route = createFileRoute('/_authenticated/admin/menus/$menuId/dishes/new')({
  validateSearch: formReturnSchema,
  component: NewDishRoute,
});

function NewDishRoute() {
  const { menuId } = Route.useParams();
  const { restaurantId } = Route.useSearch();
  return <DishFormScreen menuId={parseIdParam(menuId)} returnToRestaurantId={restaurantId} />;
}
