import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import type { PermissionSet, Restaurant, RestaurantTeam, TeamMember } from '@food-admin/api-client';
import { Button, ConfirmDialog, isolatedText, Ltr, NativeSelect } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { SaveError } from '@/shared/forms/save-error';
import { useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { TeamSection } from './team-section';
import { useChangeMember, useRemoveMember } from './team-mutations';

type MembersSectionProps = {
  restaurant: Pick<Restaurant, 'id' | 'name'>;
  team: RestaurantTeam;
  /** The sets the signed-in person may give here (./permission-sets.ts). */
  givable: readonly PermissionSet[];
  setName: (set: Pick<PermissionSet, 'id' | 'name'>) => string;
};

/**
 * The owner (who holds the Owner set by owning the restaurant, and is changed on its edit page)
 * and the members. A member's set changes as soon as another is picked; Remove asks first. A
 * member whose set holds more than the signed-in person does, and their own membership, are shown
 * without controls: the server would refuse the change (docs/api.md#team). A refusal (the last
 * manager of a restaurant without an owner) shows above the table.
 */
export function MembersSection({ restaurant, team, givable, setName }: MembersSectionProps) {
  const t = useT(messages);
  const texts = useApiTexts();
  const { profile } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const change = useChangeMember(restaurant.id, setName);
  const remove = useRemoveMember(restaurant.id);
  const confirmRemove = useDeleteConfirm(
    (member: TeamMember) => remove.mutateAsync(member),
    (member) =>
      t('team.removeMessage', {
        name: isolatedText(member.user.name),
        restaurant: isolatedText(restaurant.name),
      }),
  );
  const options = givable.map((set) => ({ value: String(set.id), label: setName(set) }));
  const mayChange = (member: TeamMember) =>
    member.user.id !== profile?.id && givable.some((set) => set.id === member.permissionSet.id);

  /** The set shown while its change is on its way: the one picked. */
  const shownSet = (member: TeamMember) =>
    change.isPending && change.variables.member.id === member.id
      ? change.variables.permissionSetId
      : member.permissionSet.id;

  const nobody = team.owner === null && team.members.length === 0;
  return (
    <TeamSection title={t('team.members')}>
      {(headingId) => (
        <>
          <SaveError message={error} />
          {nobody ? (
            <p className="team-section__empty">{t('team.noMembers')}</p>
          ) : (
            <table className="team-table" aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{t('team.name')}</th>
                  <th scope="col">{t('team.email')}</th>
                  <th scope="col">{t('team.permissionSet')}</th>
                  <th scope="col">
                    <span className="fa-visually-hidden">{t('team.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {team.owner ? (
                  <tr>
                    <th scope="row">{team.owner.name}</th>
                    <td className="team-table__email">
                      <Ltr>{team.owner.email}</Ltr>
                    </td>
                    <td>{t('team.set.Owner')}</td>
                    <td />
                  </tr>
                ) : null}
                {team.members.map((member) => (
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
              </tbody>
            </table>
          )}
          <ConfirmDialog
            {...confirmRemove.dialog}
            title={t('team.removeTitle')}
            confirmLabel={t('team.remove')}
          />
        </>
      )}
    </TeamSection>
  );
}
