import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant, RestaurantInput } from '@food-admin/api-client';
import { queryKeys } from '@food-admin/api-client/query';
import { useApi } from '../../lib/api-context';
import { removeFromCachedLists } from '../../lib/list-cache';

/** Create (no id) or update (id) a restaurant; every restaurant list and the counts refresh. */
export function useSaveRestaurant(restaurantId?: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RestaurantInput): Promise<Restaurant> =>
      restaurantId === undefined
        ? api.restaurants.create(input)
        : api.restaurants.update(restaurantId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.restaurants.detail(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}

export function useDeleteRestaurant() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (restaurant: Restaurant) => api.restaurants.remove(restaurant.id),
    onSuccess: (_, restaurant) => {
      removeFromCachedLists(queryClient, queryKeys.restaurants.all, restaurant.id);
      queryClient.removeQueries({ queryKey: queryKeys.restaurants.detail(restaurant.id) });
      // Its menus and dishes go with it on the server.
      void queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.menus.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dishes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
