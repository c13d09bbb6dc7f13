import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { parseIdParam, searchOnlySchema, type SearchOnly } from '../../../../../../lib/search-params';
import { DishesScreen } from '../../../../../../features/dishes/dishes-screen';

export const Route = createFileRoute('/_authenticated/admin/menus/$menuId/dishes/')({
  validateSearch: searchOnlySchema,
  component: DishesRoute,
});

function DishesRoute() {
  const { menuId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: SearchOnly) => void navigate({ search: next, replace: true });
  return <DishesScreen menuId={parseIdParam(menuId)} search={search} onSearchChange={onSearchChange} />;
}
