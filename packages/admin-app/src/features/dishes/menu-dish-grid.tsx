import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Dish } from '@food-admin/api-client';
import { dishQueries } from '@food-admin/api-client/query';
import { CardGrid, ConfirmDialog, DishCard, EmptyState } from '@food-admin/ui';
import { useApi } from '../../lib/api-context';
import { blankToUndefined } from '../../lib/search-params';
import { useDeleteDish } from './dish-mutations';

type MenuDishGridProps = {
  menuId: number;
  search: string;
  /** Set on the restaurant menu page, so the dish form returns there. */
  returnToRestaurantId?: number;
};

/** A menu's dishes: searchable, infinite scroll, Edit and Delete (with 'Confirm deletion'). */
export function MenuDishGrid({ menuId, search, returnToRestaurantId }: MenuDishGridProps) {
  const api = useApi();
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<Dish | null>(null);
  const deleteDish = useDeleteDish();

  const dishes = useInfiniteQuery(dishQueries.infinite(api, menuId, { search: blankToUndefined(search) }));
  const items = dishes.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <>
      <CardGrid<Dish>
        label="Dishes"
        skeletonVariant="dish"
        items={items}
        getKey={(dish) => dish.id}
        loading={dishes.isPending}
        loadingMore={dishes.isFetchingNextPage}
        hasMore={dishes.hasNextPage}
        onLoadMore={() => void dishes.fetchNextPage()}
        error={dishes.isError ? dishes.error.message : null}
        empty={
          search ? (
            <EmptyState title="No dishes found" description={`No dish matches “${search}”.`} />
          ) : (
            <EmptyState
              title="No dishes yet"
              description="This menu has no dishes yet: use Add Dish above."
            />
          )
        }
        renderItem={(dish) => (
          <DishCard
            dish={dish}
            onEdit={() =>
              void navigate({
                to: '/admin/menus/$menuId/dishes/$dishId/edit',
                params: { menuId: String(menuId), dishId: String(dish.id) },
                search: { restaurantId: returnToRestaurantId },
              })
            }
            onDelete={() => setToDelete(dish)}
          />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        message={toDelete ? `Delete the dish “${toDelete.name}”? This cannot be undone.` : undefined}
        onConfirm={() => (toDelete ? deleteDish.mutateAsync(toDelete) : undefined)}
      />
    </>
  );
}
