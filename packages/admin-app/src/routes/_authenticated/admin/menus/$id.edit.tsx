import { createFileRoute } from '@tanstack/react-router';
import { formReturnSchema, parseIdParam } from '../../../../lib/search-params';
import { MenuFormScreen } from '../../../../features/menus/menu-form-screen';

export const Route = createFileRoute('/_authenticated/admin/menus/$id/edit')({
  validateSearch: formReturnSchema,
  component: EditMenuRoute,
});

function EditMenuRoute() {
  const { id } = Route.useParams();
  const { restaurantId } = Route.useSearch();
  return <MenuFormScreen menuId={parseIdParam(id)} returnToRestaurantId={restaurantId} />;
}
