import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Menu, MenuInput } from '@food-admin/api-client';
import { messages } from '@/i18n/compiled/en/menus';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { cacheSavedEntity, dropDeletedEntity } from '@/lib/list-cache';
import { notify } from '@/shared/feedback/notify';
import { rememberCreated } from '@/shared/feedback/just-added';
import { useUndoableDelete } from '@/features/trash';
import { refreshAfter } from '@/shared/live/change-scope';

/** Create (no id: POST under the chosen restaurant) or update (id) a menu. */
export function useSaveMenu(menuId?: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT(messages);
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: MenuInput; ifMatch?: number }): Promise<Menu> =>
      menuId === undefined
        ? api.menus.create({ params: { restaurantId: body.restaurantId }, body })
        : api.menus.update({ params: { id: menuId }, body, ifMatch }),
    onSuccess: async (saved) => {
      cacheSavedEntity(queryClient, 'menus', saved);
      if (menuId === undefined) rememberCreated('menus', saved, saved.restaurantId);
      notify.success(menuId === undefined ? t('menus.created') : t('menus.saved'), {
        action: {
          label: t('menus.view'),
          onClick: () => void navigate({ to: '/admin/menus/$menuId/dishes', params: { menuId: saved.id } }),
        },
      });
      const action = menuId === undefined ? 'create' : 'update';
      await refreshAfter(queryClient, { kind: 'menu', action, recordId: saved.id, version: saved.version });
    },
  });
}

export function useDeleteMenu() {
  const api = useApi();
  const queryClient = useQueryClient();
  // The toast's Undo restores it from the trash (docs/requirements.md#req-trash).
  const undoable = useUndoableDelete();
  return useMutation({
    mutationFn: (menu: Menu) => api.menus.remove({ params: { id: menu.id }, ifMatch: menu.version }),
    // Changed or deleted by someone else meanwhile (412, 404): the dialog says so; the list shows it as it is now.
    onError: () => void refreshAfter(queryClient, { kind: 'menu', action: 'update' }),
    onSuccess: (_, menu) => {
      dropDeletedEntity(queryClient, 'menus', menu.id);
      undoable('menu', menu.id, menu.name);
      void refreshAfter(queryClient, { kind: 'menu', action: 'delete' });
    },
  });
}
