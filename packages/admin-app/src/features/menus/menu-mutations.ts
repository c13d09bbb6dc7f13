import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Menu, MenuInput } from '@food-admin/api-client';
import { queryKeys } from '@food-admin/api-client/query';
import { useApi } from '../../lib/api-context';
import { removeFromCachedLists } from '../../lib/list-cache';

/** Create (no id: POST under the chosen restaurant) or update (id) a menu. */
export function useSaveMenu(menuId?: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MenuInput): Promise<Menu> =>
      menuId === undefined ? api.menus.create(input.restaurantId, input) : api.menus.update(menuId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.menus.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.menus.all });
    },
  });
}

export function useDeleteMenu() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (menu: Menu) => api.menus.remove(menu.id),
    onSuccess: (_, menu) => {
      removeFromCachedLists(queryClient, queryKeys.menus.all, menu.id);
      queryClient.removeQueries({ queryKey: queryKeys.menus.detail(menu.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.menus.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dishes.all });
    },
  });
}
