import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dish, DishInput } from '@food-admin/api-client';
import { queryKeys } from '@food-admin/api-client/query';
import { useApi } from '../../lib/api-context';
import { removeFromCachedLists } from '../../lib/list-cache';

/**
 * Create (no id) or update (id) a dish, then record the activity entry SPEC section 7 asks for
 * (category DISH, action CREATE or UPDATE). The dish is saved even if recording fails; that
 * failure is reported in the console rather than blocking the form, which would invite a duplicate save.
 */
export function useSaveDish(menuId: number, dishId?: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DishInput): Promise<Dish> => {
      const saved =
        dishId === undefined
          ? await api.dishes.create(menuId, input)
          : await api.dishes.update(dishId, input);
      const action = dishId === undefined ? 'CREATE' : 'UPDATE';
      await api.activityLog.record({ category: 'DISH', action }).catch((error: unknown) => {
        console.error(`Dish ${saved.id} saved, but its ${action} activity entry was not recorded`, error);
      });
      return saved;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.dishes.detail(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.dishes.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
      ]);
    },
  });
}

export function useDeleteDish() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dish: Dish) => api.dishes.remove(dish.id),
    onSuccess: (_, dish) => {
      removeFromCachedLists(queryClient, queryKeys.dishes.all, dish.id);
      queryClient.removeQueries({ queryKey: queryKeys.dishes.detail(dish.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dishes.all });
    },
  });
}
