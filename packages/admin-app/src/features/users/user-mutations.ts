import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, User } from '@food-admin/api-client';
import { ltrText } from '@food-admin/ui';
import { apiKey } from '@food-admin/api-client/query';
import { messages } from '@/i18n/compiled/en/users';
import { useT } from '@/i18n/locale-provider';
import { useRoleName } from '@/i18n/role-names';
import { useApi } from '@/lib/api-context';
import { removeFromCachedLists } from '@/lib/list-cache';
import { notify } from '@/shared/feedback/notify';
import { useUndoableDelete } from '@/features/trash';
import { refreshAfter } from '@/shared/live/change-scope';

/** The user modal's Save: only the role changes (the whole user is sent, as the contract documents). */
export function useUpdateUserRole() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  const roleName = useRoleName();
  return useMutation({
    mutationFn: ({ user, role }: { user: User; role: Role }) =>
      api.admin.updateUser({ params: { id: user.id }, body: { ...user, role }, ifMatch: user.version }),
    // Changed or deleted by someone else meanwhile (412, 404): the modal says so; the list shows it as it is now.
    onError: () => void refreshAfter(queryClient, { kind: 'user', action: 'update' }),
    onSuccess: (saved) => {
      notify.success(t('users.roleUpdated'), {
        description: t('users.roleUpdatedDescription', {
          email: ltrText(saved.email),
          role: roleName(saved.role),
        }),
      });
      return refreshAfter(queryClient, {
        kind: 'user',
        action: 'update',
        recordId: saved.id,
        version: saved.version,
      });
    },
  });
}

export function useDeleteUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  // The toast's Undo restores it from the trash (docs/requirements.md#req-trash).
  const undoable = useUndoableDelete();
  return useMutation({
    mutationFn: (user: User) => api.admin.deleteUser({ params: { id: user.id }, ifMatch: user.version }),
    // Changed or deleted by someone else meanwhile (412, 404): the dialog says so; the list shows it as it is now.
    onError: () => void refreshAfter(queryClient, { kind: 'user', action: 'update' }),
    onSuccess: (_, user) => {
      removeFromCachedLists(queryClient, apiKey('admin.users'), user.id);
      undoable('user', user.id, ltrText(user.email));
      void refreshAfter(queryClient, { kind: 'user', action: 'delete' });
    },
  });
}
