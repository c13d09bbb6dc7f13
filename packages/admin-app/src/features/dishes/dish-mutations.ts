import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dish, DishInput } from '@food-admin/api-client';
import { useApi } from '@/lib/api-context';
import { cacheSavedEntity, dropDeletedEntity } from '@/lib/list-cache';
import { notify } from '@/shared/feedback/notify';
import { rememberCreated } from '@/shared/feedback/just-added';
import { useUndoableDelete } from '@/features/trash';
import { messages } from '@/i18n/compiled/en/dishes';
import { useT } from '@/i18n/locale-provider';
import { refreshAfter } from '@/shared/live/change-scope';

/**
 * Create (no id) or update (id) a dish, then record the required activity entry (docs/requirements.md#req-states-dish-activity)
 * (category DISH, action CREATE or UPDATE), naming the saved dish: the server matches it to the
 * entry the save itself logged, so the feed shows the change once. The dish is saved even if
 * recording fails; that failure is reported in the console rather than blocking the form, which
 * would invite a duplicate save.
 */
export function useSaveDish(menuId: number, dishId?: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: async ({ body, ifMatch }: { body: DishInput; ifMatch?: number }): Promise<Dish> => {
      const saved =
        dishId === undefined
          ? await api.dishes.create({ params: { menuId }, body })
          : await api.dishes.update({ params: { id: dishId }, body, ifMatch });
      const action = dishId === undefined ? 'CREATE' : 'UPDATE';
      await api.activityLog
        .record({ body: { category: 'DISH', action, entityId: saved.id } })
        .catch((error: unknown) => {
          console.error(`Dish ${saved.id} saved, but its ${action} activity entry was not recorded`, error);
        });
      return saved;
    },
    onSuccess: async (saved) => {
      cacheSavedEntity(queryClient, 'dishes', saved);
      if (dishId === undefined) rememberCreated('dishes', saved, menuId);
      notify.success(t(dishId === undefined ? 'dishes.toast.created' : 'dishes.toast.saved'), {
        description: saved.name,
      });
      const action = dishId === undefined ? 'create' : 'update';
      await refreshAfter(queryClient, { kind: 'dish', action, recordId: saved.id, version: saved.version });
    },
  });
}

export function useDeleteDish() {
  const api = useApi();
  const queryClient = useQueryClient();
  // The toast's Undo restores it from the trash (docs/requirements.md#req-trash).
  const undoable = useUndoableDelete();
  return useMutation({
    mutationFn: (dish: Dish) => api.dishes.remove({ params: { id: dish.id }, ifMatch: dish.version }),
    // Changed or deleted by someone else meanwhile (412, 404): the dialog says so; the list shows it as it is now.
    onError: () => void refreshAfter(queryClient, { kind: 'dish', action: 'update' }),
    onSuccess: (_, dish) => {
      dropDeletedEntity(queryClient, 'dishes', dish.id);
      undoable('dish', dish.id, dish.name);
      void refreshAfter(queryClient, { kind: 'dish', action: 'delete' });
    },
  });
}
