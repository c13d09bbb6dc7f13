import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, Invitation, InvitationInput, TeamMember } from '@food-admin/api-client';
import { isolatedText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { notify } from '@/shared/feedback/notify';
import { refreshAfter } from '@/shared/live/change-scope';
import { scopeInvitationsQuery, scopeMembersKey } from './team-queries';
import { useScopeTexts, type TeamScope } from './team-scope';

/*
 * The team pages' writes (docs/api.md#team, #staff, #invitations), for a restaurant's team or the
 * platform's staff (./team-scope.ts). Each refreshes what it changed: the members or the
 * invitations, read again from the server, which may have refused or changed more than the write (a
 * re-invitation replaces the open one). A membership change is also a change of its member (the
 * server's live `user` event), so what follows from it (the feed, the people's lists) refreshes too.
 */

/** The scope's endpoints: a restaurant's team and invitations, or the platform's staff. */
function scopeCalls(api: ApiClient, scope: TeamScope) {
  if (scope.kind === 'platform')
    return {
      change: (memberId: number, permissionSetId: number) =>
        api.staff.change({ params: { memberId }, body: { permissionSetId } }),
      remove: (memberId: number) => api.staff.remove({ params: { memberId } }),
      invite: (body: InvitationInput) => api.staff.invite({ body }),
      revoke: (invitationId: number) => api.staff.revokeInvitation({ params: { invitationId } }),
    };
  const id = scope.restaurant.id;
  return {
    change: (memberId: number, permissionSetId: number) =>
      api.team.changeMember({ params: { id, memberId }, body: { permissionSetId } }),
    remove: (memberId: number) => api.team.removeMember({ params: { id, memberId } }),
    invite: (body: InvitationInput) => api.invitations.create({ params: { id }, body }),
    revoke: (invitationId: number) => api.invitations.revoke({ params: { id, invitationId } }),
  };
}

/** A team or the staff, as far as the writes touch it. */
type WithMembers = { members: TeamMember[] };

const refreshMembers = (queryClient: QueryClient, api: ApiClient, scope: TeamScope) =>
  queryClient.invalidateQueries({ queryKey: scopeMembersKey(api, scope) });

const refreshInvitations = (queryClient: QueryClient, api: ApiClient, scope: TeamScope) =>
  queryClient.invalidateQueries({ queryKey: scopeInvitationsQuery(api, scope).queryKey });

/** A member's new permission set; the row shows it at once, from the server's answer. */
export function useChangeMember(scope: TeamScope, setName: (set: TeamMember['permissionSet']) => string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: ({ member, permissionSetId }: { member: TeamMember; permissionSetId: number }) =>
      scopeCalls(api, scope).change(member.id, permissionSetId),
    // Removed or changed by someone else meanwhile (404, 409): the table shows the team as it is now.
    onError: () => void refreshMembers(queryClient, api, scope),
    onSuccess: async (saved) => {
      queryClient.setQueryData<WithMembers>(
        scopeMembersKey(api, scope),
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
        refreshMembers(queryClient, api, scope),
        refreshAfter(queryClient, { kind: 'user', action: 'update' }),
      ]);
    },
  });
}

/** Takes a member off the team (after the confirmation dialog, which shows a refusal). */
export function useRemoveMember(scope: TeamScope) {
  const api = useApi();
  const queryClient = useQueryClient();
  const texts = useScopeTexts(scope);
  return useMutation({
    mutationFn: (member: TeamMember) => scopeCalls(api, scope).remove(member.id),
    onError: () => void refreshMembers(queryClient, api, scope),
    onSuccess: async (_, member) => {
      queryClient.setQueryData<WithMembers>(
        scopeMembersKey(api, scope),
        (team) => team && { ...team, members: team.members.filter((other) => other.id !== member.id) },
      );
      notify.success(texts.removed(isolatedText(member.user.name)));
      await Promise.all([
        refreshMembers(queryClient, api, scope),
        refreshAfter(queryClient, { kind: 'user', action: 'update' }),
      ]);
    },
  });
}

/** Invites an email with a set; the invitations list shows it (and drops the one it replaced). */
export function useInvite(scope: TeamScope) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: (body: InvitationInput) => scopeCalls(api, scope).invite(body),
    onSuccess: async (invitation) => {
      notify.success(t('team.invited', { email: invitation.email }));
      await refreshInvitations(queryClient, api, scope);
    },
  });
}

/** Revokes an open invitation: its email can no longer join with it. */
export function useRevokeInvitation(scope: TeamScope) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  return useMutation({
    mutationFn: (invitation: Invitation) => scopeCalls(api, scope).revoke(invitation.id),
    // Accepted, revoked or replaced meanwhile (404): the list shows what is open now.
    onError: () => void refreshInvitations(queryClient, api, scope),
    onSuccess: async (_, invitation) => {
      queryClient.setQueryData<Invitation[]>(scopeInvitationsQuery(api, scope).queryKey, (invitations) =>
        invitations?.filter((other) => other.id !== invitation.id),
      );
      notify.success(t('team.revoked'));
      await refreshInvitations(queryClient, api, scope);
    },
  });
}
