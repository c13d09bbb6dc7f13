import { Send } from 'lucide-react';
import { INVITATION_DAYS, InvitationInputSchema, type PermissionSet } from '@food-admin/api-client';
import { Button, NativeSelect } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { ControlField, TextField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { SaveError } from '@/shared/forms/save-error';
import { TeamSection } from './team-section';
import { useInvite } from './team-mutations';
import { useScopeTexts, type TeamScope } from './team-scope';

type InviteSectionProps = {
  scope: TeamScope;
  /** The sets the signed-in person may give here (./permission-sets.ts); the narrowest is picked. */
  givable: readonly PermissionSet[];
  setName: (set: Pick<PermissionSet, 'id' | 'name'>) => string;
};

/**
 * Inviting an email with a set (docs/api.md#invitations): the contract's InvitationInputSchema
 * checks the address here as the server does, and the server's field messages show on their
 * fields. A sent invitation empties the address and keeps the set, for the next person.
 */
export function InviteSection({ scope, givable, setName }: InviteSectionProps) {
  const t = useT(messages);
  const scopeTexts = useScopeTexts(scope);
  // The set with the fewest permissions first: an invitation sent in haste gives too little, not too much.
  const first = givable.reduce<PermissionSet | undefined>(
    (narrowest, set) =>
      narrowest === undefined || set.permissions.length < narrowest.permissions.length ? set : narrowest,
    undefined,
  );
  return (
    <TeamSection title={t('team.invite')}>
      {() =>
        first ? (
          <InviteForm
            scope={scope}
            firstSetId={first.id}
            options={givable.map((set) => ({ value: String(set.id), label: setName(set) }))}
          />
        ) : (
          <p className="team-section__empty">{scopeTexts.nothingToGive}</p>
        )
      }
    </TeamSection>
  );
}

function InviteForm({
  scope,
  firstSetId,
  options,
}: {
  scope: TeamScope;
  firstSetId: number;
  options: { value: string; label: string }[];
}) {
  const t = useT(messages);
  const scopeTexts = useScopeTexts(scope);
  const invite = useInvite(scope);
  const binding = useEntityForm({
    schema: InvitationInputSchema,
    defaultValues: { email: '', permissionSetId: firstSetId },
    submit: (body) => invite.mutateAsync(body),
    // Ready for the next person: no address, no message, the same set.
    onSubmitted: (): void =>
      binding.form.reset({ ...binding.form.state.values, email: '' }, { keepDefaultValues: true }),
  });
  const { form } = binding;

  return (
    <form
      noValidate
      className="team-invite"
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      <p className="team-section__hint">{scopeTexts.inviteHint(INVITATION_DAYS)}</p>
      <SaveError message={binding.submitError} />
      <div className="team-invite__fields">
        <form.Field name="email">
          {(field) => (
            <TextField field={field} label={t('team.email')} required type="email" autoComplete="off" />
          )}
        </form.Field>
        <form.Field name="permissionSetId">
          {(field) => (
            <ControlField field={field} label={t('team.permissionSet')}>
              {({ name, value, onChange }) => (
                <NativeSelect
                  name={name}
                  value={String(value)}
                  onValueChange={(next) => onChange(Number(next))}
                  options={options}
                />
              )}
            </ControlField>
          )}
        </form.Field>
      </div>
      <div className="team-invite__buttons">
        <Button
          type="submit"
          loading={binding.submitting}
          leadingIcon={<Send size={16} aria-hidden="true" />}
        >
          {t('team.sendInvitation')}
        </Button>
      </div>
    </form>
  );
}
