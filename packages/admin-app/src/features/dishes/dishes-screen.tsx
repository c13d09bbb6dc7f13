import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Banner, Button, PageLayout, SearchInput } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { blankToUndefined, type SearchOnly } from '@/lib/search-params';
import { LoadingTitle } from '@/features/layout/loading-title';
import { HiddenSectionHeading } from '@/features/layout/section-heading';
import { menuQuery } from '@/features/menus/menu-queries';
import { MenuDishGrid } from './menu-dish-grid';

type DishesScreenProps = {
  menuId: number;
  search: SearchOnly;
  onSearchChange: (next: SearchOnly) => void;
};

/** 'Dishes of <menu name>' with search, Add, Edit and Delete (docs/requirements.md#req-routes-dishes). */
export function DishesScreen({ menuId, search, onSearchChange }: DishesScreenProps) {
  const api = useApi();
  const text = search.search ?? '';
  const menu = useQuery({ ...menuQuery(api, menuId), enabled: Number.isInteger(menuId) });

  const addDish = (
    <Button asChild leadingIcon={<Plus size={16} aria-hidden="true" />}>
      <Link to="/admin/menus/$menuId/dishes/new" params={{ menuId: String(menuId) }}>
        Add Dish
      </Link>
    </Button>
  );

  if (!Number.isInteger(menuId)) {
    return (
      <PageLayout title="Dishes">
        <Banner tone="warning">This menu address is not valid.</Banner>
      </PageLayout>
    );
  }

  return (
    <PageLayout
      title={
        menu.data ? (
          `Dishes of ${menu.data.name}`
        ) : menu.isPending ? (
          <LoadingTitle width="14rem" label="Loading dishes" />
        ) : (
          'Dishes'
        )
      }
      breadcrumb={<Link to="/admin/menus">← Menus</Link>}
      actions={addDish}
      toolbar={
        <SearchInput
          label="Search dishes"
          placeholder="Search by name"
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next) })}
        />
      }
    >
      {menu.isError ? <Banner tone="warning">{menu.error.message}</Banner> : null}
      <HiddenSectionHeading>Dishes</HiddenSectionHeading>
      <MenuDishGrid menuId={menuId} search={search.search} />
    </PageLayout>
  );
}
