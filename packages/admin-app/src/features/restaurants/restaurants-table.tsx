import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { restaurantListQueries, type Restaurant } from '@food-admin/api-client';
import { Button, ConfirmDialog, DataTable, EmptyState, PageLayout, SearchInput } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/restaurants';
import { messages as listsMessages } from '@/i18n/compiled/en/lists';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useCatalogueScope } from '@/lib/auth/access';
import { useFormatDateTime } from '@/lib/format-date';
import { HiddenSectionHeading } from '@/shared/layout/section-heading';
import { JustAddedBanner } from '@/shared/feedback/just-added-banner';
import { FilterChip } from '@/shared/lists/filter-chip';
import type { ListSearch } from '@/shared/lists/list-search';
import { ListBulk } from '@/shared/lists/list-bulk';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { RowEditDelete } from '@/shared/lists/row-edit-delete';
import { SavedViews } from '@/shared/lists/saved-views';
import { deleteMessageValues, useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { useListView } from '@/shared/lists/use-list-view';
import { useRowNames } from '@/shared/lists/use-row-names';
import { restaurantColumns, restaurantFacetLabels } from './restaurant-columns';
import { useDeleteRestaurant } from './restaurant-mutations';
import {
  exportRestaurants,
  restaurantBulkActions,
  restaurantFacetsQuery,
  restaurantPageQuery,
} from './restaurant-queries';
import { useRestaurantsHeading, useRestaurantsTitle } from './restaurants-title';

type RestaurantsTableProps = {
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** The header's buttons (layout toggle, Add Restaurant). */
  actions: ReactNode;
  /** Offered by the empty state of an empty list. */
  addRestaurant: ReactNode;
};

/** A bulk delete takes the restaurants' menus and dishes along; the dashboard counts change too. */
/**
 * The restaurants as a paged table (`?layout=table`): search, sort by Name, Address or Active, the
 * status filter, columns, CSV export, bulk Activate / Deactivate / Delete, and Edit and Delete per
 * row; the whole view lives in the URL. When a pause began, which only a link sets (the dashboard's
 * long pauses), shows as a chip that removes it.
 */
export function RestaurantsTable({ search, onSearchChange, actions, addRestaurant }: RestaurantsTableProps) {
  const api = useApi();
  const t = useT(messages);
  const tLists = useT(listsMessages);
  const columns = useMemo(() => restaurantColumns(t), [t]);
  const scope = useCatalogueScope();
  const restaurants = useListView({
    search,
    onSearchChange,
    queries: restaurantListQueries,
    page: restaurantPageQuery(api, search, scope),
    facets: restaurantFacetsQuery(api, search, scope),
    facetLabels: restaurantFacetLabels(tLists),
    columns,
    exportCsv: () => exportRestaurants(search, scope),
    bulkActions: restaurantBulkActions(api, t, scope),
    changes: 'restaurant',
  });
  const deleteRestaurant = useDeleteRestaurant();
  const confirmDelete = useDeleteConfirm(deleteRestaurant.mutateAsync, (restaurant: Restaurant) =>
    t('restaurants.deleteConfirm', deleteMessageValues(restaurant.name)),
  );
  const nameOf = useRowNames(restaurants.table.data, (id) => t('restaurants.rowFallback', { id }));
  const formatDateTime = useFormatDateTime();
  const pausedBefore = search.pausedBefore as string | undefined;

  const title = useRestaurantsTitle();
  const heading = useRestaurantsHeading();
  // The same function from render to render: the table then skips the rows a sort, filter or page
  // click leaves as they are while the next page loads (the kit's DataTable memoises its rows).
  const askDelete = confirmDelete.ask;
  const rowActions = useCallback(
    (restaurant: Restaurant) => (
      <RowEditDelete
        name={restaurant.name}
        onDelete={() => askDelete(restaurant)}
        renderEditLink={(props) => (
          <Link to="/admin/restaurants/$id/edit" params={{ id: restaurant.id }} {...props} />
        )}
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
          label={t('restaurants.tableControls')}
          view={restaurants}
          views={<SavedViews list="restaurants" search={search} onOpen={onSearchChange} />}
          chips={
            pausedBefore === undefined ? null : (
              <FilterChip
                label={t('restaurants.pausedBefore', { time: formatDateTime(pausedBefore) })}
                onRemove={() => onSearchChange({ ...search, pausedBefore: undefined, page: undefined })}
              />
            )
          }
          search={
            <SearchInput
              {...restaurants.searchInput}
              label={t('restaurants.searchLabel')}
              placeholder={t('restaurants.searchPlaceholder')}
            />
          }
        />
      }
    >
      <JustAddedBanner kind="restaurants" />
      <HiddenSectionHeading>{heading}</HiddenSectionHeading>
      <DataTable<Restaurant>
        {...restaurants.table}
        label={t('restaurants.listLabel')}
        columns={columns}
        getRowId={(restaurant) => String(restaurant.id)}
        getRowLabel={(restaurant) => restaurant.name}
        empty={
          restaurants.text ? (
            <EmptyState
              title={t('restaurants.notFound')}
              description={t('restaurants.notFoundSearch', { text: restaurants.text })}
            />
          ) : restaurants.filtered ? (
            <EmptyState
              title={t('restaurants.notFound')}
              description={t('restaurants.notFoundFilters')}
              action={
                <Button variant="outline" onClick={restaurants.clearFilters}>
                  {t('restaurants.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('restaurants.empty')}
              description={t('restaurants.emptyDescription')}
              action={addRestaurant}
            />
          )
        }
        rowActions={rowActions}
      />
      <ListBulk bulk={restaurants.bulk} label={t('restaurants.bulkLabel')} getItemLabel={nameOf} />
      <ConfirmDialog {...confirmDelete.dialog} />
    </PageLayout>
  );
}
