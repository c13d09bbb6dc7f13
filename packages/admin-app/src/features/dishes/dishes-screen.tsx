import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@food-admin/api-client';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Banner, Button, PageLayout, SearchInput } from '@food-admin/ui';
import { JustAddedBanner } from '@/features/feedback/just-added-banner';
import { CatalogueCrumbs } from '@/features/layout/crumbs';
import { LoadError } from '@/features/layout/load-error';
import { useRememberRecent } from '@/features/welcome/recent-items';
import { useApi } from '@/lib/api-context';
import { blankToUndefined } from '@/lib/search-params';
import { LoadingTitle } from '@/features/layout/loading-title';
import { HiddenSectionHeading } from '@/features/layout/section-heading';
import { menuQuery } from '@/features/menus/menu-queries';
import { LayoutToggle } from '@/features/lists/layout-toggle';
import { switchLayout, type LayoutSearch } from '@/features/lists/list-layout';
import { DishesTable } from './dishes-table';
import { MenuDishGrid } from './menu-dish-grid';

type DishesScreenProps = {
  menuId: number;
  search: LayoutSearch;
  onSearchChange: (next: LayoutSearch) => void;
};

/**
 * 'Dishes of <menu name>' with search, Add, Edit and Delete (docs/requirements.md#req-routes-dishes):
 * dish cards, or with `?layout=table` a paged table with sort, filter, export and bulk actions.
 */
export function DishesScreen({ menuId, search, onSearchChange }: DishesScreenProps) {
  const api = useApi();
  const text = search.search ?? '';
  const layout = search.layout ?? 'grid';
  const menu = useQuery({ ...menuQuery(api, menuId), enabled: Number.isInteger(menuId) });
  useRememberRecent(
    menu.data && {
      kind: 'Menu',
      id: menu.data.id,
      name: menu.data.name,
      to: `/admin/menus/${menu.data.id}/dishes`,
    },
  );

  if (!Number.isInteger(menuId)) {
    return (
      <PageLayout title="Dishes">
        <Banner tone="warning">This menu address is not valid.</Banner>
      </PageLayout>
    );
  }

  const header = {
    title: menu.data ? (
      `Dishes of ${menu.data.name}`
    ) : menu.isPending ? (
      <LoadingTitle width="14rem" label="Loading dishes" />
    ) : (
      'Dishes'
    ),
    breadcrumb: <CatalogueCrumbs menuId={menuId} />,
    actions: (
      <>
        <LayoutToggle
          label="Dishes layout"
          layout={layout}
          onLayoutChange={(next) => onSearchChange(switchLayout(search, next))}
        />
        <Button asChild leadingIcon={<Plus size={16} aria-hidden="true" />}>
          <Link to="/admin/menus/$menuId/dishes/new" params={{ menuId: String(menuId) }}>
            Add Dish
          </Link>
        </Button>
      </>
    ),
  };
  const notice = menu.isError ? (
    <LoadError
      error={menu.error}
      onRetry={() => void menu.refetch()}
      back={<Link to="/admin/menus">Back to menus</Link>}
    />
  ) : null;

  // No menu, no dishes: the notice says so once, without the list's own second error or its tools.
  if (menu.isError && isApiError(menu.error) && menu.error.status === 404) {
    return (
      <PageLayout title={header.title} breadcrumb={header.breadcrumb}>
        {notice}
      </PageLayout>
    );
  }

  if (layout === 'table') {
    return (
      <DishesTable
        menuId={menuId}
        search={search}
        onSearchChange={onSearchChange}
        header={header}
        notice={notice}
      />
    );
  }

  return (
    <PageLayout
      {...header}
      toolbar={
        <SearchInput
          label="Search dishes"
          placeholder="Search by name"
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next) })}
        />
      }
    >
      {notice}
      <JustAddedBanner kind="dishes" scope={menuId} />
      <HiddenSectionHeading>Dishes</HiddenSectionHeading>
      <MenuDishGrid menuId={menuId} search={search.search} />
    </PageLayout>
  );
}
