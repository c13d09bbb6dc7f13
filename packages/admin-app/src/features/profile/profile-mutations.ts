import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdatePayload } from '@food-admin/api-client';
import { useApi } from '@/lib/api-context';
import { refreshAfter } from '@/shared/live/change-scope';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/shared/feedback/notify';
import { messages } from '@/i18n/compiled/en/profile';
import { useT } from '@/i18n/locale-provider';

/**
 * Saves the signed-in user's own name and phone (PUT /api/profile). The answer becomes the app's
 * profile at once (the header's account menu shows the new name) and is stored like a sign-in's.
 */
export function useSaveProfile() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: (body: ProfileUpdatePayload): Promise<Profile> => api.profile.update({ body }),
    onSuccess: (saved) => {
      auth.applyProfile(saved);
      notify.success(t('profile.saved'));
      // An admin's own row in the users list, the activity feed's new entry, the palette's hits.
      void refreshAfter(queryClient, { kind: 'user', action: 'update' });
    },
  });
}
