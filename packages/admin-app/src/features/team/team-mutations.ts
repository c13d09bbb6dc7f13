import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ApiClient,
  Invitation,
  InvitationInput,
  RestaurantTeam,
  TeamMember,
} from '@food-admin/api-client';
import { isolatedText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { notify } from '@/shared/feedback/notify';
import { refreshAfter } from '@/shared/live/change-scope';
import { invitationsQuery, teamQuery } from './team-queries';

/*
 * The team page's writes (docs/api.md#team, #invitations). Each refreshes what it changed: the team
 * or its invitations, read again from the server, which may have refused or changed more than the
 * write (a re-invitation replaces the open one). A membership change is also a change of its member
 * (the server's live `user` event), so what follows from it (the feed, the people's lists) refreshes too.
 */

const refreshTeam = (queryClient: QueryClient, api: ApiClient, restaurantId: number) =>
  queryClient.invalidateQueries({ queryKey: teamQuery(api, restaurantId).queryKey });

const refreshInvitations = (queryClient: QueryClient, api: ApiClient, restaurantId: number) =>
  queryClient.invalidateQueries({ queryKey: invitationsQuery(api, restaurantId).queryKey });

/** A member's new permission set; the row shows it at once, from the server's answer. */
export function useChangeMember(restaurantId: number, setName: (set: TeamMember['permissionSet']) => string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: ({ member, permissionSetId }: { member: TeamMember; permissionSetId: number }) =>
      api.team.changeMember({ params: { id: restaurantId, memberId: member.id }, body: { permissionSetId } }),
    // Removed or changed by someone else meanwhile (404, 409): the table shows the team as it is now.
    onError: () => void refreshTeam(queryClient, api, restaurantId),
    onSuccess: async (saved) => {
      queryClient.setQueryData<RestaurantTeam>(
        teamQuery(api, restaurantId).queryKey,
        (team) =>
          team && {
            ...team,
            members: team.members.map((member) => (member.id === saved.id ? saved : member)),
          },
      );
      notify.success(t('team.setChanged'), {
        description: t('team.setChangedDescription', {
          name: isolatedText(saved.user.name),
          set: isolatedText(setName(saved.permissionSet)),
        }),
      });
      await Promise.all([
        refreshTeam(queryClient, api, restaurantId),
        refreshAfter(queryClient, { kind: 'user', action: 'update' }),
      ]);
    },
  });
}

/** Takes a member off the team (after the confirmation dialog, which shows a refusal). */
export function useRemoveMember(restaurantId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: (member: TeamMember) =>
      api.team.removeMember({ params: { id: restaurantId, memberId: member.id } }),
    onError: () => void refreshTeam(queryClient, api, restaurantId),
    onSuccess: async (_, member) => {
      queryClient.setQueryData<RestaurantTeam>(
        teamQuery(api, restaurantId).queryKey,
        (team) => team && { ...team, members: team.members.filter((other) => other.id !== member.id) },
      );
      notify.success(t('team.removed', { name: isolatedText(member.user.name) }));
      await Promise.all([
        refreshTeam(queryClient, api, restaurantId),
        refreshAfter(queryClient, { kind: 'user', action: 'update' }),
      ]);
    },
  });
}

/** Invites an email with a set; the invitations list shows it (and drops the one it replaced). */
export function useInvite(restaurantId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: (body: InvitationInput) => api.invitations.create({ params: { id: restaurantId }, body }),
    onSuccess: async (invitation) => {
      notify.success(t('team.invited', { email: invitation.email }));
      await refreshInvitations(queryClient, api, restaurantId);
    },
  });
}

/** Revokes an open invitation: its email can no longer join with it. */
export function useRevokeInvitation(restaurantId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      api.invitations.revoke({ params: { id: restaurantId, invitationId: invitation.id } }),
    // Accepted, revoked or replaced meanwhile (404): the list shows what is open now.
    onError: () => void refreshInvitations(queryClient, api, restaurantId),
    onSuccess: async (_, invitation) => {
      queryClient.setQueryData<Invitation[]>(invitationsQuery(api, restaurantId).queryKey, (invitations) =>
        invitations?.filter((other) => other.id !== invitation.id),
      );
      notify.success(t('team.revoked'));
      await refreshInvitations(queryClient, api, restaurantId);
    },
  });
}
