import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { searchOnlySchema, type SearchOnly } from '../../../../lib/search-params';
import { MenusScreen } from '../../../../features/menus/menus-screen';

export const Route = createFileRoute('/_authenticated/admin/menus/')({
  validateSearch: searchOnlySchema,
  component: MenusRoute,
});

function MenusRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: SearchOnly) => void navigate({ search: next, replace: true });
  return <MenusScreen search={search} onSearchChange={onSearchChange} />;
}
