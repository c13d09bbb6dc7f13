import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { searchOnlySchema, type SearchOnly } from '../../../../lib/search-params';
import { RestaurantsScreen } from '../../../../features/restaurants/restaurants-screen';

export const Route = createFileRoute('/_authenticated/admin/restaurants/')({
  validateSearch: searchOnlySchema,
  component: RestaurantsRoute,
});

function RestaurantsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: SearchOnly) => void navigate({ search: next, replace: true });
  return <RestaurantsScreen search={search} onSearchChange={onSearchChange} />;
}
