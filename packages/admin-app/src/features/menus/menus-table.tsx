import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { menuListQueries, type Menu } from '@food-admin/api-client';
import { Button, ConfirmDialog, DataTable, EmptyState, PageLayout, SearchInput } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { HiddenSectionHeading } from '@/features/layout/section-heading';
import { JustAddedBanner } from '@/features/feedback/just-added-banner';
import type { ListSearch } from '@/features/lists/list-search';
import { ListToolbar } from '@/features/lists/list-toolbar';
import { RowEditDelete } from '@/features/lists/row-edit-delete';
import { SavedViews } from '@/features/lists/saved-views';
import { useDeleteConfirm } from '@/features/lists/use-delete-confirm';
import { useListView } from '@/features/lists/use-list-view';
import { allRestaurantsQuery } from '@/features/restaurants/restaurant-queries';
import { menuColumns, menuFacetLabels } from './menu-columns';
import { useDeleteMenu } from './menu-mutations';
import { exportMenus, menuFacetsQuery, menuPageQuery } from './menu-queries';

type MenusTableProps = {
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** The header's buttons (layout toggle, Add Menu). */
  actions: ReactNode;
  addMenu: ReactNode;
};

/**
 * The menus as a paged table (`?layout=table`): search, sort by name, the status filter, columns,
 * CSV export, saved views, and Edit and Delete per row; the whole view lives in the URL. (The API
 * has no bulk actions for menus.)
 */
export function MenusTable({ search, onSearchChange, actions, addMenu }: MenusTableProps) {
  const api = useApi();
  const restaurants = useQuery(allRestaurantsQuery(api));
  const columns = useMemo(
    () =>
      menuColumns(new Map((restaurants.data ?? []).map((restaurant) => [restaurant.id, restaurant.name]))),
    [restaurants.data],
  );
  const menus = useListView({
    search,
    onSearchChange,
    queries: menuListQueries,
    page: menuPageQuery(api, search),
    facets: menuFacetsQuery(api, search),
    facetLabels: menuFacetLabels,
    columns,
    exportCsv: () => exportMenus(api, search),
  });
  const deleteMenu = useDeleteMenu();
  const confirmDelete = useDeleteConfirm(
    deleteMenu.mutateAsync,
    (menu: Menu) => `Delete the menu “${menu.name}” with its dishes? This cannot be undone.`,
  );

  return (
    <PageLayout
      title="Menus"
      actions={actions}
      toolbar={
        <ListToolbar
          label="Menus table controls"
          view={menus}
          views={<SavedViews list="menus" search={search} onOpen={onSearchChange} />}
          search={<SearchInput {...menus.searchInput} label="Search menus" placeholder="Search by name" />}
        />
      }
    >
      <JustAddedBanner kind="menus" />
      <HiddenSectionHeading>All menus</HiddenSectionHeading>
      <DataTable<Menu>
        {...menus.table}
        label="Menus"
        columns={columns}
        getRowId={(menu) => String(menu.id)}
        empty={
          menus.text || menus.filtered ? (
            <EmptyState
              title="No menus found"
              description={menus.text ? `No menu matches “${menus.text}”.` : 'No menu matches these filters.'}
              action={
                menus.filtered ? (
                  <Button variant="outline" onClick={menus.clearFilters}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <EmptyState title="No menus yet" description="Create a menu for a restaurant." action={addMenu} />
          )
        }
        rowActions={(menu) => (
          <RowEditDelete
            name={menu.name}
            onDelete={() => confirmDelete.ask(menu)}
            renderEditLink={(props) => (
              <Link to="/admin/menus/$id/edit" params={{ id: String(menu.id) }} {...props} />
            )}
          />
        )}
      />
      <ConfirmDialog {...confirmDelete.dialog} />
    </PageLayout>
  );
}
