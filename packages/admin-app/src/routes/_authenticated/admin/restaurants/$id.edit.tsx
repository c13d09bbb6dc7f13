import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../lib/search-params';
import { RestaurantFormScreen } from '../../../../features/restaurants/restaurant-form-screen';

export const Route = createFileRoute('/_authenticated/admin/restaurants/$id/edit')({
  component: EditRestaurantRoute,
});

function EditRestaurantRoute() {
  const { id } = Route.useParams();
  return <RestaurantFormScreen restaurantId={parseIdParam(id)} />;
}
