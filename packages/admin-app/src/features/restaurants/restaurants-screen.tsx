import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { Restaurant } from '@food-admin/api-client';
import { restaurantQueries } from '@food-admin/api-client/query';
import {
  Button,
  CardGrid,
  ConfirmDialog,
  EmptyState,
  PageLayout,
  RestaurantCard,
  SearchInput,
} from '@food-admin/ui';
import { HiddenSectionHeading } from '../layout/section-heading';
import { useApi } from '../../lib/api-context';
import { blankToUndefined, type SearchOnly } from '../../lib/search-params';
import { useDeleteRestaurant } from './restaurant-mutations';

type RestaurantsScreenProps = { search: SearchOnly; onSearchChange: (next: SearchOnly) => void };

function AddRestaurantButton() {
  return (
    <Button asChild leadingIcon={<Plus size={16} aria-hidden="true" />}>
      <Link to="/admin/restaurants/new">Add Restaurant</Link>
    </Button>
  );
}

/** SPEC section 2: card grid with search, infinite scroll, Add Restaurant, empty state, Edit and Delete. */
export function RestaurantsScreen({ search, onSearchChange }: RestaurantsScreenProps) {
  const api = useApi();
  const navigate = useNavigate();
  const text = search.search ?? '';
  const [toDelete, setToDelete] = useState<Restaurant | null>(null);
  const deleteRestaurant = useDeleteRestaurant();

  const restaurants = useInfiniteQuery(restaurantQueries.infinite(api, { search: blankToUndefined(text) }));
  const items = restaurants.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <PageLayout
      title="Restaurants"
      actions={<AddRestaurantButton />}
      toolbar={
        <SearchInput
          label="Search restaurants"
          placeholder="Search by name"
          value={text}
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next) })}
        />
      }
    >
      <HiddenSectionHeading>All restaurants</HiddenSectionHeading>
      <CardGrid<Restaurant>
        label="Restaurants"
        items={items}
        getKey={(restaurant) => restaurant.id}
        loading={restaurants.isPending}
        loadingMore={restaurants.isFetchingNextPage}
        hasMore={restaurants.hasNextPage}
        onLoadMore={() => void restaurants.fetchNextPage()}
        error={restaurants.isError ? restaurants.error.message : null}
        empty={
          text ? (
            <EmptyState title="No restaurants found" description={`No restaurant matches “${text}”.`} />
          ) : (
            <EmptyState
              title="No restaurants yet"
              description="Add the first restaurant to start building menus."
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
                params={{ restaurantId: String(restaurant.id) }}
                className={className}
              >
                {children}
              </Link>
            )}
            onEdit={() =>
              void navigate({ to: '/admin/restaurants/$id/edit', params: { id: String(restaurant.id) } })
            }
            onDelete={() => setToDelete(restaurant)}
          />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        message={
          toDelete ? `Delete “${toDelete.name}” with its menus and dishes? This cannot be undone.` : undefined
        }
        onConfirm={() => (toDelete ? deleteRestaurant.mutateAsync(toDelete) : undefined)}
      />
    </PageLayout>
  );
}
