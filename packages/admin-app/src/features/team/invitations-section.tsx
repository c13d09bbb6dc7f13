import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import type { PermissionSet } from '@food-admin/api-client';
import { Badge, Banner, Button, Ltr, Skeleton } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useFormatDateTime } from '@/lib/format-date';
import { SaveError } from '@/shared/forms/save-error';
import { TeamSection, TeamTable } from './team-section';
import { useRevokeInvitation } from './team-mutations';
import { scopeInvitationsQuery } from './team-queries';
import type { TeamScope } from './team-scope';

/**
 * The invitations still open (docs/api.md#invitations), newest first: to whom, with which set,
 * until when, "Expired" once that has passed (an expired one stays until it is revoked or replaced).
 * They load, fail (with Retry) and are empty on their own, below the rest of the page.
 */
export function InvitationsSection({
  scope,
  setName,
}: {
  scope: TeamScope;
  setName: (set: Pick<PermissionSet, 'id' | 'name'>) => string;
}) {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const formatDateTime = useFormatDateTime();
  const invitations = useQuery(scopeInvitationsQuery(api, scope));
  const revoke = useRevokeInvitation(scope);
  const [error, setError] = useState<string | null>(null);

  return (
    <TeamSection title={t('team.pending')}>
      {(headingId) => {
        if (invitations.isError)
          return (
            <Banner tone="warning" onRetry={() => void invitations.refetch()}>
              {texts.error(invitations.error)}
            </Banner>
          );
        if (invitations.isPending)
          return (
            <div className="team-section__loading" aria-busy="true">
              <Skeleton height="2.5rem" />
              <Skeleton height="2.5rem" />
            </div>
          );
        if (invitations.data.length === 0)
          return <p className="team-section__empty">{t('team.noInvitations')}</p>;
        return (
          <>
            <SaveError message={error} />
            <TeamTable
              headingId={headingId}
              columns={[t('team.email'), t('team.permissionSet'), t('team.expires')]}
            >
              {invitations.data.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row" className="team-table__email">
                    <Ltr>{invitation.email}</Ltr>
                  </th>
                  <td>{setName(invitation.permissionSet)}</td>
                  <td className="team-table__wide">
                    <span className="team-table__expiry">
                      <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
                      {invitation.status === 'EXPIRED' ? (
                        <Badge tone="warning">{t('team.expired')}</Badge>
                      ) : null}
                    </span>
                  </td>
                  <td className="team-table__actions">
                    <Button
                      size="sm"
                      variant="ghost"
                      leadingIcon={<MailX size={14} aria-hidden="true" />}
                      aria-label={t('team.revokeInvitation', { email: invitation.email })}
                      loading={revoke.isPending && revoke.variables.id === invitation.id}
                      disabled={revoke.isPending}
                      onClick={() => {
                        setError(null);
                        revoke.mutate(invitation, { onError: (caught) => setError(texts.error(caught)) });
                      }}
                    >
                      {t('team.revoke')}
                    </Button>
                  </td>
                </tr>
              ))}
            </TeamTable>
          </>
        );
      }}
    </TeamSection>
  );
}
