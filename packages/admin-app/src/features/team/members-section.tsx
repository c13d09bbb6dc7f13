import { useState, type ReactNode } from 'react';
import { UserMinus } from 'lucide-react';
import type { PermissionSet, TeamLeader, TeamMember } from '@food-admin/api-client';
import { Button, ConfirmDialog, isolatedText, Ltr, NativeSelect, useKitStrings } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { SaveError } from '@/shared/forms/save-error';
import { useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { TeamSection, TeamTable } from './team-section';
import { useChangeMember, useRemoveMember } from './team-mutations';
import { useScopeTexts, type TeamScope } from './team-scope';

type MembersSectionProps = {
  scope: TeamScope;
  /**
   * Who holds everything here without a set, first and read-only: a restaurant's owner (changed on
   * its edit page), the platform's administrators (by their role, changed on the Users page).
   */
  leaders: readonly TeamLeader[];
  /** What the leaders' rows say in the set's column: Owner, Administrator. */
  leaderSet: string;
  /** A line under the heading, about the leaders (where the administrators' roles change). */
  hint?: ReactNode;
  members: readonly TeamMember[];
  /** The sets the signed-in person may give here (./permission-sets.ts). */
  givable: readonly PermissionSet[];
  setName: (set: Pick<PermissionSet, 'id' | 'name'>) => string;
};

/**
 * The leaders and the members. A member's set changes as soon as another is picked; Remove asks
 * first. A member whose set holds more than the signed-in person does, and their own membership,
 * are shown without controls: the server would refuse the change (docs/api.md#team). A refusal
 * (the last manager of a restaurant without an owner) shows above the table.
 */
export function MembersSection({
  scope,
  leaders,
  leaderSet,
  hint,
  members,
  givable,
  setName,
}: MembersSectionProps) {
  const t = useT(messages);
  const texts = useApiTexts();
  const scopeTexts = useScopeTexts(scope);
  const { profile } = useAuth();
  const { formatRelativeTime } = useKitStrings();
  const [error, setError] = useState<string | null>(null);
  const change = useChangeMember(scope, setName);
  const remove = useRemoveMember(scope);
  const confirmRemove = useDeleteConfirm(
    (member: TeamMember) => remove.mutateAsync(member),
    (member) => scopeTexts.removeMessage(isolatedText(member.user.name)),
  );
  const options = givable.map((set) => ({ value: String(set.id), label: setName(set) }));
  const mayChange = (member: TeamMember) =>
    member.user.id !== profile?.id && givable.some((set) => set.id === member.permissionSet.id);

  /** The set shown while its change is on its way: the one picked. */
  const shownSet = (member: TeamMember) =>
    change.isPending && change.variables.member.id === member.id
      ? change.variables.permissionSetId
      : member.permissionSet.id;

  /** When someone last used the API, or that they have not yet. */
  const seen = (lastSeenAt: string | null) =>
    lastSeenAt ? formatRelativeTime(lastSeenAt, Date.now()) : t('team.neverSeen');

  const anyone = leaders.length > 0 || members.length > 0;
  // A restaurant's owner alone is its whole team; the platform's administrators are there on every
  // platform, so its note says that nobody holds a set yet.
  const noMembers = members.length === 0 && (!anyone || scope.kind === 'platform');
  return (
    <TeamSection title={t('team.members')}>
      {(headingId) => (
        <>
          {hint ? <p className="team-section__hint">{hint}</p> : null}
          <SaveError message={error} />
          {anyone ? (
            <TeamTable
              headingId={headingId}
              columns={[t('team.name'), t('team.email'), t('team.permissionSet'), t('team.lastSeen')]}
            >
              {leaders.map((leader) => (
                <tr key={leader.email}>
                  <th scope="row">{leader.name}</th>
                  <td className="team-table__email">
                    <Ltr>{leader.email}</Ltr>
                  </td>
                  <td>{leaderSet}</td>
                  <td className="team-table__seen">{seen(leader.lastSeenAt)}</td>
                  <td />
                </tr>
              ))}
              {members.map((member) => (
                <tr key={member.id}>
                  <th scope="row">{member.user.name}</th>
                  <td className="team-table__email">
                    <Ltr>{member.user.email}</Ltr>
                  </td>
                  <td>
                    {mayChange(member) ? (
                      <NativeSelect
                        size="sm"
                        aria-label={t('team.setOf', { name: member.user.name })}
                        value={String(shownSet(member))}
                        disabled={change.isPending}
                        options={options}
                        onValueChange={(next) => {
                          setError(null);
                          change.mutate(
                            { member, permissionSetId: Number(next) },
                            { onError: (caught) => setError(texts.error(caught)) },
                          );
                        }}
                      />
                    ) : (
                      setName(member.permissionSet)
                    )}
                  </td>
                  <td className="team-table__seen">{seen(member.lastSeenAt)}</td>
                  <td className="team-table__actions">
                    {mayChange(member) ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        leadingIcon={<UserMinus size={14} aria-hidden="true" />}
                        aria-label={t('team.removeMember', { name: member.user.name })}
                        disabled={change.isPending}
                        onClick={() => {
                          setError(null);
                          confirmRemove.ask(member);
                        }}
                      >
                        {t('team.remove')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </TeamTable>
          ) : null}
          {noMembers ? <p className="team-section__empty">{scopeTexts.noMembers}</p> : null}
          <ConfirmDialog
            {...confirmRemove.dialog}
            title={scopeTexts.removeTitle}
            confirmLabel={t('team.remove')}
          />
        </>
      )}
    </TeamSection>
  );
}
