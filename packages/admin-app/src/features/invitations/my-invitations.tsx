import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyInvitation } from '@food-admin/api-client';
import { apiKey, apiQuery } from '@food-admin/api-client/query';
import { Button, Card } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/invitations';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormatDateTime } from '@/lib/format-date';
import { notify } from '@/shared/feedback/notify';
import './my-invitations.css';

/**
 * The invitations waiting for the signed-in person (docs/api.md#invitations): each restaurant team
 * that invited their verified email, as what, until when, with Accept. Accepting makes them a member
 * (a customer becomes a restaurant account): their profile and what they may open follow at once.
 * Nothing shows without any; couriers and admins cannot join a team, so they are not asked.
 */
export function MyInvitations() {
  const api = useApi();
  const { profile } = useAuth();
  const t = useT(messages);
  const mayJoin = profile?.role === 'CUSTOMER' || profile?.role === 'RESTAURANT';
  const invitations = useQuery({ ...apiQuery(api, 'invitations.mine'), enabled: mayJoin });
  if (!mayJoin || !invitations.data || invitations.data.length === 0) return null;
  return (
    <section aria-labelledby="my-invitations" className="my-invitations">
      <h2 id="my-invitations" className="my-invitations__title">
        {t('invitations.title')}
      </h2>
      <ul className="my-invitations__list">
        {invitations.data.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard invitation={invitation} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvitationCard({ invitation }: { invitation: MyInvitation }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { refreshProfile } = useAuth();
  const t = useT(messages);
  const texts = useApiTexts();
  const dateTime = useFormatDateTime();
  // No restaurant: an invitation to the platform's staff.
  const restaurant = invitation.restaurant?.name;
  const set = invitation.permissionSet.name;
  const accept = useMutation({
    mutationFn: () => api.invitations.accept({ params: { id: invitation.id } }),
    onSuccess: async () => {
      notify.success(
        restaurant === undefined ? t('invitations.joinedPlatform') : t('invitations.joined', { restaurant }),
      );
      // A customer is a restaurant account now, and a member: the role and the grants follow.
      await Promise.all([
        refreshProfile(),
        queryClient.invalidateQueries({ queryKey: apiKey('profile.permissions') }),
        queryClient.invalidateQueries({ queryKey: apiKey('invitations.mine') }),
        queryClient.invalidateQueries({ queryKey: apiKey('restaurants') }),
      ]);
    },
    onError: (error) => notify.error(t('invitations.acceptFailed'), { description: texts.error(error) }),
  });
  return (
    <Card className="my-invitations__card">
      <p>
        {restaurant === undefined
          ? t('invitations.invitePlatform', { set })
          : t('invitations.invite', { restaurant, set })}
        {invitation.invitedBy ? ` ${t('invitations.by', { name: invitation.invitedBy.name })}` : null}
      </p>
      <p className="my-invitations__until">
        {t('invitations.until', { date: dateTime(invitation.expiresAt) })}
      </p>
      <Button
        loading={accept.isPending}
        onClick={() => accept.mutate()}
        aria-label={
          restaurant === undefined
            ? t('invitations.acceptPlatform')
            : t('invitations.acceptNamed', { restaurant })
        }
      >
        {t('invitations.accept')}
      </Button>
    </Card>
  );
}
