import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { TRASH_KIND_LABELS, type ApiClient, type TrashKind } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';
import { useApi } from '@/lib/api-context';
import { notify } from '@/features/feedback/notify';

/** The lists a restored or purged row of a kind shows up in (or leaves). */
const LISTS_OF: Record<TrashKind, () => QueryKey[]> = {
  restaurant: () => [
    apiKey('restaurants'),
    apiKey('menus'),
    apiKey('dishes'),
    apiKey('admin.reviews'),
    apiKey('admin.dashboardStats'),
  ],
  menu: () => [apiKey('menus'), apiKey('dishes')],
  dish: () => [apiKey('dishes')],
  review: () => [apiKey('admin.reviews'), apiKey('admin.reviewFacets'), apiKey('restaurants')],
  user: () => [apiKey('admin.users'), apiKey('admin.dashboardStats')],
};

async function refreshAfter(queryClient: QueryClient, kind: TrashKind): Promise<void> {
  await Promise.all(
    [apiKey('admin.trash'), ...LISTS_OF[kind]()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

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
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TrashKind; id: number; name: string }) => restoreCall(api, kind, id),
    onSuccess: (_, { kind, name }) => {
      notify.success(`${TRASH_KIND_LABELS[kind]} restored`, { description: name });
      return refreshAfter(queryClient, kind);
    },
    onError: (error, { kind }) => {
      notify.error(`Could not restore the ${kind}`, { description: error.message });
      void refreshAfter(queryClient, kind);
    },
  });
}

/** Delete forever: gone for good, with what was deleted with it. */
export function usePurge() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TrashKind; id: number; name: string }) =>
      api.admin.purgeTrashItem({ params: { kind, id } }),
    onSuccess: (_, { kind, name }) => {
      notify.success(`${TRASH_KIND_LABELS[kind]} deleted forever`, { description: name });
      return refreshAfter(queryClient, kind);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: apiKey('admin.trash') }),
  });
}

/**
 * The toast after a delete: its Undo calls the restore endpoint, so it works from any tab and after
 * a reload (the row waits in the trash), and refreshes the lists the row comes back to.
 */
export function useUndoableDelete() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (kind: TrashKind, id: number, name: string) => {
    notify.success(`${TRASH_KIND_LABELS[kind]} deleted`, {
      description: name,
      action: {
        label: 'Undo',
        onClick: () => {
          restoreCall(api, kind, id).then(
            () => {
              notify.success(`${TRASH_KIND_LABELS[kind]} restored`, { description: name });
              void refreshAfter(queryClient, kind);
            },
            (error: unknown) =>
              notify.error(`Could not restore the ${kind}`, {
                description: error instanceof Error ? error.message : undefined,
              }),
          );
        },
      },
    });
  };
}
