import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Restaurant, RestaurantInput } from '@food-admin/api-client';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { cacheSavedEntity, dropDeletedEntity } from '@/lib/list-cache';
import { notify } from '@/shared/feedback/notify';
import { rememberCreated } from '@/shared/feedback/just-added';
import { useUndoableDelete } from '@/features/trash';
import { refreshAfter } from '@/shared/live/change-scope';

/** Create (no id) or update (id) a restaurant; every restaurant list and the counts refresh. */
export function useSaveRestaurant(restaurantId?: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT(messages);
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: RestaurantInput; ifMatch?: number }): Promise<Restaurant> =>
      restaurantId === undefined
        ? api.restaurants.create({ body })
        : api.restaurants.update({ params: { id: restaurantId }, body, ifMatch }),
    onSuccess: async (saved) => {
      cacheSavedEntity(queryClient, 'restaurants', saved);
      if (restaurantId === undefined) rememberCreated('restaurants', saved);
      notify.success(restaurantId === undefined ? t('restaurants.created') : t('restaurants.saved'), {
        action: {
          label: t('restaurants.view'),
          onClick: () => void navigate({ to: '/admin/restaurants/$id', params: { id: saved.id } }),
        },
      });
      const action = restaurantId === undefined ? 'create' : 'update';
      await refreshAfter(queryClient, {
        kind: 'restaurant',
        action,
        recordId: saved.id,
        version: saved.version,
      });
    },
  });
}

export function useDeleteRestaurant() {
  const api = useApi();
  const queryClient = useQueryClient();
  // The toast's Undo restores it from the trash (docs/requirements.md#req-trash).
  const undoable = useUndoableDelete();
  return useMutation({
    mutationFn: (restaurant: Restaurant) =>
      api.restaurants.remove({ params: { id: restaurant.id }, ifMatch: restaurant.version }),
    // Changed or deleted by someone else meanwhile (412, 404): the dialog says so; the list shows it as it is now.
    onError: () => void refreshAfter(queryClient, { kind: 'restaurant', action: 'update' }),
    onSuccess: (_, restaurant) => {
      dropDeletedEntity(queryClient, 'restaurants', restaurant.id);
      undoable('restaurant', restaurant.id, restaurant.name);
      // Its menus and dishes go with it on the server.
      void refreshAfter(queryClient, { kind: 'restaurant', action: 'delete' });
    },
  });
}
