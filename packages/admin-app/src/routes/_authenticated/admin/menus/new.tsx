import { createFileRoute } from '@tanstack/react-router';
import { formReturnSchema } from '../../../../lib/search-params';
import { MenuFormScreen } from '../../../../features/menus/menu-form-screen';

export const Route = createFileRoute('/_authenticated/admin/menus/new')({
  validateSearch: formReturnSchema,
  component: NewMenuRoute,
});

function NewMenuRoute() {
  const { restaurantId } = Route.useSearch();
  return <MenuFormScreen returnToRestaurantId={restaurantId} />;
}
