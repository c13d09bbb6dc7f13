import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { menuListQueries, type Menu } from '@food-admin/api-client';
import { Button, ConfirmDialog, DataTable, EmptyState, PageLayout, SearchInput } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/menus';
import { messages as listsMessages } from '@/i18n/compiled/en/lists';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useCatalogueScope } from '@/lib/auth/access';
import { HiddenSectionHeading } from '@/shared/layout/section-heading';
import { JustAddedBanner } from '@/shared/feedback/just-added-banner';
import type { ListSearch } from '@/shared/lists/list-search';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { RowEditDelete } from '@/shared/lists/row-edit-delete';
import { SavedViews } from '@/shared/lists/saved-views';
import { deleteMessageValues, useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { useListView } from '@/shared/lists/use-list-view';
import { allRestaurantsQuery } from '@/features/restaurants';
import { menuColumns, menuFacetLabels } from './menu-columns';
import { useDeleteMenu } from './menu-mutations';
import { exportMenus, menuFacetsQuery, menuPageQuery } from './menu-queries';
import { useMenusHeading, useMenusTitle } from './menus-title';

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
  const t = useT(messages);
  const tLists = useT(listsMessages);
  const restaurants = useQuery(allRestaurantsQuery(api));
  const scope = useCatalogueScope();
  const title = useMenusTitle();
  const heading = useMenusHeading();
  const columns = useMemo(
    () =>
      menuColumns(new Map((restaurants.data ?? []).map((restaurant) => [restaurant.id, restaurant.name])), t),
    [restaurants.data, t],
  );
  const menus = useListView({
    search,
    onSearchChange,
    queries: menuListQueries,
    page: menuPageQuery(api, search, scope),
    facets: menuFacetsQuery(api, search, scope),
    facetLabels: menuFacetLabels(tLists),
    columns,
    exportCsv: () => exportMenus(search, scope),
  });
  const deleteMenu = useDeleteMenu();
  const confirmDelete = useDeleteConfirm(deleteMenu.mutateAsync, (menu: Menu) =>
    t('menus.deleteConfirm', deleteMessageValues(menu.name)),
  );

  // The same function from render to render: the table then skips the rows a sort, filter or page
  // click leaves as they are while the next page loads (the kit's DataTable memoises its rows).
  const askDelete = confirmDelete.ask;
  const rowActions = useCallback(
    (menu: Menu) => (
      <RowEditDelete
        name={menu.name}
        onDelete={() => askDelete(menu)}
        renderEditLink={(props) => <Link to="/admin/menus/$id/edit" params={{ id: menu.id }} {...props} />}
      />
    ),
    [askDelete],
  );

  return (
    <PageLayout
      title={title}
      actions={actions}
      toolbar={
        <ListToolbar
          label={t('menus.tableControls')}
          view={menus}
          views={<SavedViews list="menus" search={search} onOpen={onSearchChange} />}
          search={
            <SearchInput
              {...menus.searchInput}
              label={t('menus.searchLabel')}
              placeholder={t('menus.searchPlaceholder')}
            />
          }
        />
      }
    >
      <JustAddedBanner kind="menus" />
      <HiddenSectionHeading>{heading}</HiddenSectionHeading>
      <DataTable<Menu>
        {...menus.table}
        label={t('menus.listLabel')}
        columns={columns}
        getRowId={(menu) => String(menu.id)}
        empty={
          menus.text || menus.filtered ? (
            <EmptyState
              title={t('menus.notFound')}
              description={
                menus.text ? t('menus.notFoundSearch', { text: menus.text }) : t('menus.notFoundFilters')
              }
              action={
                menus.filtered ? (
                  <Button variant="outline" onClick={menus.clearFilters}>
                    {t('menus.clearFilters')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <EmptyState title={t('menus.empty')} description={t('menus.emptyDescription')} action={addMenu} />
          )
        }
        rowActions={rowActions}
      />
      <ConfirmDialog {...confirmDelete.dialog} />
    </PageLayout>
  );
}
