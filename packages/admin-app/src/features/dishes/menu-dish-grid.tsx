import { useNavigate } from '@tanstack/react-router';
import type { Dish } from '@food-admin/api-client';
import { CardGrid, ConfirmDialog, DishCard, EmptyState } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { useDeleteConfirm } from '@/features/lists/use-delete-confirm';
import { useInfiniteGrid } from '@/features/lists/use-infinite-grid';
import { useDeleteDish } from './dish-mutations';
import { menuDishGridQuery } from './dish-queries';

type MenuDishGridProps = {
  menuId: number;
  /** The route's search (absent = every dish). */
  search: string | undefined;
  /** Set on the restaurant menu page, so the dish form returns there. */
  returnToRestaurantId?: number;
};

/** A menu's dishes: searchable, infinite scroll, Edit and Delete (with 'Confirm deletion'). */
export function MenuDishGrid({ menuId, search, returnToRestaurantId }: MenuDishGridProps) {
  const api = useApi();
  const navigate = useNavigate();
  const { items, ...grid } = useInfiniteGrid(menuDishGridQuery(api, menuId, { search }));
  const deleteDish = useDeleteDish();
  const confirmDelete = useDeleteConfirm(
    deleteDish.mutateAsync,
    (dish) => `Delete the dish “${dish.name}”? This cannot be undone.`,
  );

  return (
    <>
      <CardGrid<Dish>
        {...grid}
        label="Dishes"
        skeletonVariant="dish"
        items={items}
        getKey={(dish) => dish.id}
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
            onDelete={() => confirmDelete.ask(dish)}
          />
        )}
      />
      <ConfirmDialog {...confirmDelete.dialog} />
    </>
  );
}
