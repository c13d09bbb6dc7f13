import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionSet, PermissionSetInput } from '@food-admin/api-client';
import { isolatedText } from '@food-admin/ui';
import { permissionSetsQuery } from '@/features/team';
import { messages } from '@/i18n/compiled/en/permissionSets';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { notify } from '@/shared/feedback/notify';

/*
 * The writes of the Permission sets page (docs/api.md#permission-sets): add a set, change one
 * (If-Match: its version as the page read it), delete one. Each reads the sets again afterwards,
 * success or not: the team pages' pickers read the same cache entry, and a refusal (a set changed
 * or deleted meanwhile) shows the sets as they are now.
 */

function useRefreshSets() {
  const api = useApi();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: permissionSetsQuery(api).queryKey });
}

/** The key of a set's save while it runs: the dialog stays open until it settles. */
export const SAVE_PERMISSION_SET = ['permission-sets', 'save'] as const;

/** A new set, or an admin's own set changed (`set` is the one the dialog opened with). */
export function useSavePermissionSet(set: PermissionSet | null) {
  const api = useApi();
  const t = useT(messages);
  const refresh = useRefreshSets();
  return useMutation({
    mutationKey: SAVE_PERMISSION_SET,
    mutationFn: (body: PermissionSetInput) =>
      set === null
        ? api.team.createPermissionSet({ body })
        : api.team.updatePermissionSet({ params: { id: set.id }, body, ifMatch: set.version }),
    onError: () => void refresh(),
    onSuccess: async (saved) => {
      const name = isolatedText(saved.name);
      notify.success(
        set === null ? t('permissionSets.created', { name }) : t('permissionSets.saved', { name }),
      );
      await refresh();
    },
  });
}

/** Deletes an admin's own set that nobody holds or is invited with (the server says 409 otherwise). */
export function useDeletePermissionSet() {
  const api = useApi();
  const t = useT(messages);
  const refresh = useRefreshSets();
  return useMutation({
    mutationFn: (set: PermissionSet) =>
      api.team.removePermissionSet({ params: { id: set.id }, ifMatch: set.version }),
    onError: () => void refresh(),
    onSuccess: async (_, set) => {
      notify.success(t('permissionSets.deleted', { name: isolatedText(set.name) }));
      await refresh();
    },
  });
}
