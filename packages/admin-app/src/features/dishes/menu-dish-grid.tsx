import { useNavigate } from '@tanstack/react-router';
import { type Dish } from '@food-admin/api-client';
import { CardGrid, ConfirmDialog, DishCard, EmptyState } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { deleteMessageValues, useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { useInfiniteGrid } from '@/shared/lists/use-infinite-grid';
import { useDeleteDish } from './dish-mutations';
import { menuDishGridQuery } from './dish-queries';
import { messages } from '@/i18n/compiled/en/dishes';
import { useT } from '@/i18n/locale-provider';

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
  const t = useT(messages);
  const { items, ...grid } = useInfiniteGrid(menuDishGridQuery(api, menuId, { search }));
  const deleteDish = useDeleteDish();
  const confirmDelete = useDeleteConfirm(deleteDish.mutateAsync, (dish) =>
    t('dishes.deleteConfirm', deleteMessageValues(dish.name)),
  );

  return (
    <>
      <CardGrid<Dish>
        {...grid}
        label={t('dishes.title')}
        skeletonVariant="dish"
        items={items}
        getKey={(dish) => dish.id}
        empty={
          search ? (
            <EmptyState title={t('dishes.noneFound')} description={t('dishes.noMatch', { search })} />
          ) : (
            <EmptyState title={t('dishes.empty')} description={t('dishes.emptyDescription')} />
          )
        }
        renderItem={(dish) => (
          <DishCard
            dish={dish}
            onEdit={() =>
              void navigate({
                to: '/admin/menus/$menuId/dishes/$dishId/edit',
                params: { menuId: menuId, dishId: dish.id },
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
