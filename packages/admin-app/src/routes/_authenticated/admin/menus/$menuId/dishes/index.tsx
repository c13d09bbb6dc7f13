import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/features/auth/access';
import { menuDishGridQuery } from '@/features/dishes/dish-queries';
import { DishesScreen } from '@/features/dishes/dishes-screen';
import { menuQuery } from '@/features/menus/menu-queries';
import { prefetch } from '@/lib/prefetch';
import { parseIdParam, searchOnlySchema, type SearchOnly } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/admin/menus/$menuId/dishes/')({
  validateSearch: searchOnlySchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api, auth }, params, deps }) => {
    const menuId = parseIdParam(params.menuId);
    if (!hasRole(auth, STAFF) || !Number.isInteger(menuId)) return;
    prefetch(
      queryClient.ensureQueryData(menuQuery(api, menuId)),
      queryClient.ensureInfiniteQueryData(menuDishGridQuery(api, menuId, deps)),
    );
  },
  component: DishesRoute,
});

function DishesRoute() {
  const { menuId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: SearchOnly) => void navigate({ search: next, replace: true });
  return <DishesScreen menuId={parseIdParam(menuId)} search={search} onSearchChange={onSearchChange} />;
}
