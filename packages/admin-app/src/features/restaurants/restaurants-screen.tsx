import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Restaurant } from '@food-admin/api-client';
import {
  Button,
  CardGrid,
  ConfirmDialog,
  EmptyState,
  PageLayout,
  RestaurantCard,
  SearchInput,
} from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useCatalogueScope } from '@/lib/auth/access';
import { blankToUndefined } from '@/lib/search-params';
import { HiddenSectionHeading } from '@/shared/layout/section-heading';
import { deleteMessageValues, useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { useInfiniteGrid } from '@/shared/lists/use-infinite-grid';
import { LayoutToggle } from '@/shared/lists/layout-toggle';
import { JustAddedBanner } from '@/shared/feedback/just-added-banner';
import { switchLayout, type LayoutSearch } from '@/shared/lists/list-layout';
import { useDeleteRestaurant } from './restaurant-mutations';
import { restaurantGridQuery } from './restaurant-queries';
import { RestaurantsTable } from './restaurants-table';
import { useRestaurantsHeading, useRestaurantsTitle } from './restaurants-title';

type RestaurantsScreenProps = { search: LayoutSearch; onSearchChange: (next: LayoutSearch) => void };

function AddRestaurantButton() {
  const t = useT(messages);
  return (
    <Button asChild leadingIcon={<Plus size={16} aria-hidden="true" />}>
      <Link to="/admin/restaurants/new">{t('restaurants.add')}</Link>
    </Button>
  );
}

/**
 * The restaurants as a card grid (docs/requirements.md#req-routes-restaurants), or with
 * `?layout=table` as a paged table with sort, filters, export and bulk actions.
 */
export function RestaurantsScreen({ search, onSearchChange }: RestaurantsScreenProps) {
  const t = useT(messages);
  const layout = search.layout ?? 'grid';
  const actions = (
    <>
      <LayoutToggle
        label={t('restaurants.layoutLabel')}
        layout={layout}
        onLayoutChange={(next) => onSearchChange(switchLayout(search, next))}
      />
      <AddRestaurantButton />
    </>
  );
  return layout === 'table' ? (
    <RestaurantsTable
      search={search}
      onSearchChange={onSearchChange}
      actions={actions}
      addRestaurant={<AddRestaurantButton />}
    />
  ) : (
    <RestaurantsGrid search={search.search} onSearchChange={onSearchChange} actions={actions} />
  );
}

type RestaurantsGridProps = {
  search: string | undefined;
  onSearchChange: (next: LayoutSearch) => void;
  actions: ReactNode;
};

/** Card grid with search, infinite scroll, Add Restaurant, empty state, Edit and Delete (docs/requirements.md#req-routes-restaurants). */
function RestaurantsGrid({ search, onSearchChange, actions }: RestaurantsGridProps) {
  const api = useApi();
  const t = useT(messages);
  const navigate = useNavigate();
  const text = search ?? '';
  const { items, ...grid } = useInfiniteGrid(restaurantGridQuery(api, { search }, useCatalogueScope()));
  const deleteRestaurant = useDeleteRestaurant();
  const confirmDelete = useDeleteConfirm(deleteRestaurant.mutateAsync, (restaurant) =>
    t('restaurants.deleteConfirm', deleteMessageValues(restaurant.name)),
  );

  const title = useRestaurantsTitle();
  const heading = useRestaurantsHeading();
  return (
    <PageLayout
      title={title}
      actions={actions}
      toolbar={
        <SearchInput
          label={t('restaurants.searchLabel')}
          placeholder={t('restaurants.searchPlaceholder')}
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next) })}
        />
      }
    >
      <JustAddedBanner kind="restaurants" />
      <HiddenSectionHeading>{heading}</HiddenSectionHeading>
      <CardGrid<Restaurant>
        {...grid}
        label={t('restaurants.listLabel')}
        items={items}
        getKey={(restaurant) => restaurant.id}
        empty={
          text ? (
            <EmptyState
              title={t('restaurants.notFound')}
              description={t('restaurants.notFoundSearch', { text })}
            />
          ) : (
            <EmptyState
              title={t('restaurants.empty')}
              description={t('restaurants.emptyDescription')}
              action={<AddRestaurantButton />}
            />
          )
        }
        renderItem={(restaurant) => (
          <RestaurantCard
            restaurant={restaurant}
            renderLink={({ className, children }) => (
              <Link
                to="/admin/restaurants/$restaurantId/menu"
                params={{ restaurantId: restaurant.id }}
                className={className}
              >
                {children}
              </Link>
            )}
            onEdit={() => void navigate({ to: '/admin/restaurants/$id/edit', params: { id: restaurant.id } })}
            onDelete={() => confirmDelete.ask(restaurant)}
          />
        )}
      />
      <ConfirmDialog {...confirmDelete.dialog} />
    </PageLayout>
  );
}
