import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, TrashKind } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { refreshAfter } from '@/shared/live/change-scope';
import { notify } from '@/shared/feedback/notify';
import { messages } from '@/i18n/compiled/en/trash';
import { useT } from '@/i18n/locale-provider';

/** Each kind's name (the trash's badges). */
export const TRASH_KIND_KEYS = {
  restaurant: 'trash.kind.restaurant',
  menu: 'trash.kind.menu',
  dish: 'trash.kind.dish',
  review: 'trash.kind.review',
  user: 'trash.kind.user',
} as const satisfies Record<TrashKind, keyof typeof messages>;

/** The restore call of each kind (docs/requirements.md#req-trash). */
export function restoreCall(api: ApiClient, kind: TrashKind, id: number): Promise<unknown> {
  const params = { params: { id } };
  if (kind === 'restaurant') return api.restaurants.restore(params);
  if (kind === 'menu') return api.menus.restore(params);
  if (kind === 'dish') return api.dishes.restore(params);
  if (kind === 'review') return api.admin.restoreReview(params);
  return api.admin.restoreUser(params);
}

/** Restore: the row comes back with the same id (and what was deleted with it); every list refreshes. */
export function useRestore() {
  const texts = useApiTexts();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TrashKind; id: number; name: string }) => restoreCall(api, kind, id),
    onSuccess: (_, { kind, name }) => {
      notify.success(t('trash.restored', { kind }), { description: name });
      return refreshAfter(queryClient, { kind, action: 'restore' });
    },
    onError: (error, { kind }) => {
      notify.error(t('trash.restoreFailed', { kind }), { description: texts.error(error) });
      void refreshAfter(queryClient, { kind, action: 'restore' });
    },
  });
}

/** Delete forever: gone for good, with what was deleted with it. */
export function usePurge() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TrashKind; id: number; name: string }) =>
      api.admin.purgeTrashItem({ params: { kind, id } }),
    onSuccess: (_, { kind, name }) => {
      notify.success(t('trash.purged', { kind }), { description: name });
      return refreshAfter(queryClient, { kind, action: 'purge' });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: apiKey('admin.trash') }),
  });
}

/**
 * The toast after a delete: its Undo calls the restore endpoint, so it works from any tab and after
 * a reload (the row waits in the trash), and refreshes the lists the row comes back to.
 */
export function useUndoableDelete() {
  const texts = useApiTexts();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return (kind: TrashKind, id: number, name: string) => {
    notify.success(t('trash.deleted', { kind }), {
      description: name,
      action: {
        label: t('trash.undo'),
        onClick: () => {
          restoreCall(api, kind, id).then(
            () => {
              notify.success(t('trash.restored', { kind }), { description: name });
              void refreshAfter(queryClient, { kind, action: 'restore' });
            },
            (error: unknown) =>
              notify.error(t('trash.restoreFailed', { kind }), {
                description: error instanceof Error ? texts.error(error) : undefined,
              }),
          );
        },
      },
    });
  };
}
