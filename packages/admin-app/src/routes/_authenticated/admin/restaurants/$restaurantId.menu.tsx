import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { parseIdParam, searchOnlySchema, type SearchOnly } from '../../../../lib/search-params';
import { RestaurantMenuScreen } from '../../../../features/restaurants/restaurant-menu-screen';

export const Route = createFileRoute('/_authenticated/admin/restaurants/$restaurantId/menu')({
  validateSearch: searchOnlySchema,
  component: RestaurantMenuRoute,
});

function RestaurantMenuRoute() {
  const { restaurantId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: SearchOnly) => void navigate({ search: next, replace: true });
  return (
    <RestaurantMenuScreen
      restaurantId={parseIdParam(restaurantId)}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
