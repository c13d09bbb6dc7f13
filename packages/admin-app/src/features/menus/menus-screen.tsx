import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { type Menu } from '@food-admin/api-client';
import {
  Button,
  CardGrid,
  ConfirmDialog,
  EmptyState,
  MenuCard,
  PageLayout,
  SearchInput,
} from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/menus';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useCatalogueScope } from '@/lib/auth/access';
import { blankToUndefined, type SearchOnly } from '@/lib/search-params';
import { HiddenSectionHeading } from '@/shared/layout/section-heading';
import { deleteMessageValues, useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { useInfiniteGrid } from '@/shared/lists/use-infinite-grid';
import { allRestaurantsQuery } from '@/features/restaurants';
import { useDeleteMenu } from './menu-mutations';
import { LayoutToggle } from '@/shared/lists/layout-toggle';
import { JustAddedBanner } from '@/shared/feedback/just-added-banner';
import { switchLayout, type LayoutSearch } from '@/shared/lists/list-layout';
import { menuGridQuery } from './menu-queries';
import { useMenusHeading, useMenusTitle } from './menus-title';
import { MenusTable } from './menus-table';

type MenusScreenProps = { search: LayoutSearch; onSearchChange: (next: LayoutSearch) => void };

function AddMenuButton() {
  const t = useT(messages);
  return (
    <Button asChild leadingIcon={<Plus size={16} aria-hidden="true" />}>
      <Link to="/admin/menus/new">{t('menus.add')}</Link>
    </Button>
  );
}

/**
 * The menus as cards (docs/requirements.md#req-routes-menus), or with `?layout=table` as a paged
 * table with sort, the status filter, export and saved views.
 */
export function MenusScreen({ search, onSearchChange }: MenusScreenProps) {
  const t = useT(messages);
  const layout = search.layout ?? 'grid';
  const actions = (
    <>
      <LayoutToggle
        label={t('menus.layoutLabel')}
        layout={layout}
        onLayoutChange={(next) => onSearchChange(switchLayout(search, next))}
      />
      <AddMenuButton />
    </>
  );
  return layout === 'table' ? (
    <MenusTable
      search={search}
      onSearchChange={onSearchChange}
      actions={actions}
      addMenu={<AddMenuButton />}
    />
  ) : (
    <MenusGrid search={search} onSearchChange={onSearchChange} actions={actions} />
  );
}

type MenusGridProps = { search: SearchOnly; onSearchChange: (next: SearchOnly) => void; actions: ReactNode };

/** Menu cards with search, infinite scroll, View dishes, Edit, Delete (docs/requirements.md#req-routes-menus). */
function MenusGrid({ search, onSearchChange, actions }: MenusGridProps) {
  const api = useApi();
  const t = useT(messages);
  const navigate = useNavigate();
  const text = search.search ?? '';
  const { items, ...grid } = useInfiniteGrid(
    menuGridQuery(api, { search: search.search }, useCatalogueScope()),
  );
  const title = useMenusTitle();
  const heading = useMenusHeading();
  const deleteMenu = useDeleteMenu();
  const confirmDelete = useDeleteConfirm(deleteMenu.mutateAsync, (menu) =>
    t('menus.deleteConfirm', deleteMessageValues(menu.name)),
  );
  // Restaurant names under each card; the cards still render if this lookup fails.
  const restaurants = useQuery(allRestaurantsQuery(api));
  const restaurantNames = useMemo(
    () => new Map((restaurants.data ?? []).map((restaurant) => [restaurant.id, restaurant.name])),
    [restaurants.data],
  );

  return (
    <PageLayout
      title={title}
      actions={actions}
      toolbar={
        <SearchInput
          label={t('menus.searchLabel')}
          placeholder={t('menus.searchPlaceholder')}
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next) })}
        />
      }
    >
      <JustAddedBanner kind="menus" />
      <HiddenSectionHeading>{heading}</HiddenSectionHeading>
      <CardGrid<Menu>
        {...grid}
        label={t('menus.listLabel')}
        skeletonVariant="menu"
        items={items}
        getKey={(menu) => menu.id}
        empty={
          text ? (
            <EmptyState title={t('menus.notFound')} description={t('menus.notFoundSearch', { text })} />
          ) : (
            <EmptyState
              title={t('menus.empty')}
              description={t('menus.emptyDescription')}
              action={<AddMenuButton />}
            />
          )
        }
        renderItem={(menu) => (
          <MenuCard
            menu={menu}
            restaurantName={restaurantNames.get(menu.restaurantId)}
            renderLink={({ className, children }) => (
              <Link to="/admin/menus/$menuId/dishes" params={{ menuId: menu.id }} className={className}>
                {children}
              </Link>
            )}
            onViewDishes={() =>
              void navigate({ to: '/admin/menus/$menuId/dishes', params: { menuId: menu.id } })
            }
            onEdit={() => void navigate({ to: '/admin/menus/$id/edit', params: { id: menu.id } })}
            onDelete={() => confirmDelete.ask(menu)}
          />
        )}
      />
      <ConfirmDialog {...confirmDelete.dialog} />
    </PageLayout>
  );
}
