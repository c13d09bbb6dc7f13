import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { dishListQueries, type Dish } from '@food-admin/api-client';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  PageLayout,
  SearchInput,
  type PageLayoutProps,
} from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { HiddenSectionHeading } from '@/shared/layout/section-heading';
import { JustAddedBanner } from '@/shared/feedback/just-added-banner';
import type { ListSearch } from '@/shared/lists/list-search';
import { ListBulk } from '@/shared/lists/list-bulk';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { RowEditDelete } from '@/shared/lists/row-edit-delete';
import { SavedViews } from '@/shared/lists/saved-views';
import { deleteMessageValues, useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { useListView } from '@/shared/lists/use-list-view';
import { useRowNames } from '@/shared/lists/use-row-names';
import { messages } from '@/i18n/compiled/en/dishes';
import { useT } from '@/i18n/locale-provider';
import { dishColumns, dishFacetLabels } from './dish-columns';
import { useDeleteDish } from './dish-mutations';
import {
  exportMenuDishes,
  menuDishBulkActions,
  menuDishFacetsQuery,
  menuDishPageQuery,
} from './dish-queries';

type DishesTableProps = {
  menuId: number;
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** The page's title, breadcrumb and buttons (the screen's, shared with the grid). */
  header: Pick<PageLayoutProps, 'title' | 'breadcrumb' | 'actions'>;
  /** Above the table, e.g. the menu's load error. */
  notice?: ReactNode;
};

/** A bulk change is logged in the activity feed as well. */
/**
 * A menu's dishes as a paged table (`?layout=table`): search, sort by Name or Price, the
 * availability filter, columns, CSV export, bulk Make available / Make unavailable / Delete, and
 * Edit and Delete per row; the whole view lives in the URL.
 */
export function DishesTable({ menuId, search, onSearchChange, header, notice }: DishesTableProps) {
  const api = useApi();
  const t = useT(messages);
  const columns = useMemo(() => dishColumns(t), [t]);
  const dishes = useListView({
    search,
    onSearchChange,
    queries: dishListQueries,
    page: menuDishPageQuery(api, menuId, search),
    facets: menuDishFacetsQuery(api, menuId, search),
    facetLabels: dishFacetLabels(t),
    columns,
    exportCsv: () => exportMenuDishes(menuId, search),
    bulkActions: menuDishBulkActions(api, menuId, t),
    changes: 'dish',
  });
  const deleteDish = useDeleteDish();
  const confirmDelete = useDeleteConfirm(deleteDish.mutateAsync, (dish: Dish) =>
    t('dishes.deleteConfirm', deleteMessageValues(dish.name)),
  );
  const nameOf = useRowNames(dishes.table.data, (id) => t('dishes.rowName', { id }));

  // The same function from render to render: the table then skips the rows a sort, filter or page
  // click leaves as they are while the next page loads (the kit's DataTable memoises its rows).
  const askDelete = confirmDelete.ask;
  const rowActions = useCallback(
    (dish: Dish) => (
      <RowEditDelete
        name={dish.name}
        onDelete={() => askDelete(dish)}
        renderEditLink={(props) => (
          <Link
            to="/admin/menus/$menuId/dishes/$dishId/edit"
            params={{ menuId: menuId, dishId: dish.id }}
            {...props}
          />
        )}
      />
    ),
    [askDelete, menuId],
  );

  return (
    <PageLayout
      {...header}
      toolbar={
        <ListToolbar
          label={t('dishes.tableControls')}
          view={dishes}
          views={<SavedViews list="dishes" search={search} onOpen={onSearchChange} />}
          search={
            <SearchInput
              {...dishes.searchInput}
              label={t('dishes.search')}
              placeholder={t('dishes.searchPlaceholder')}
            />
          }
        />
      }
    >
      {notice}
      <JustAddedBanner kind="dishes" scope={menuId} />
      <HiddenSectionHeading>{t('dishes.title')}</HiddenSectionHeading>
      <DataTable<Dish>
        {...dishes.table}
        label={t('dishes.title')}
        columns={columns}
        getRowId={(dish) => String(dish.id)}
        getRowLabel={(dish) => dish.name}
        empty={
          dishes.text ? (
            <EmptyState
              title={t('dishes.noneFound')}
              description={t('dishes.noMatch', { search: dishes.text })}
            />
          ) : dishes.filtered ? (
            <EmptyState
              title={t('dishes.noneFound')}
              description={t('dishes.noFilterMatch')}
              action={
                <Button variant="outline" onClick={dishes.clearFilters}>
                  {t('dishes.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('dishes.empty')} description={t('dishes.emptyDescription')} />
          )
        }
        rowActions={rowActions}
      />
      <ListBulk bulk={dishes.bulk} label={t('dishes.bulkActions')} getItemLabel={nameOf} />
      <ConfirmDialog {...confirmDelete.dialog} />
    </PageLayout>
  );
}
