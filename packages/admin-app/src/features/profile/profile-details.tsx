import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  lengthLimitOf,
  PHONE_EXAMPLE,
  ProfileUpdatePayloadSchema,
  type Profile,
} from '@food-admin/api-client';
import { Avatar, Button, Card, fullName, Ltr } from '@food-admin/ui';
import { FormActions } from '@/shared/forms/form-actions';
import { TextField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { useLeaveGuard, useKeptDraftWaits } from '@/shared/forms/leave-guard';
import { messages } from '@/i18n/compiled/en/profile';
import { useT } from '@/i18n/locale-provider';
import { useRoleName } from '@/i18n/role-names';
import { useSaveProfile } from './profile-mutations';

/**
 * The user's profile, read-only until "Edit profile": then their first name, last name and phone
 * become a form (docs/requirements.md#req-account-profile). The email belongs to the sign-in
 * account and the role to the admins, so both stay read-only.
 */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const t = useT(messages);
  const roleName = useRoleName();
  // Changes kept when the session ended reopen the form with them (docs/requirements.md#req-forms-keep-work).
  const draftWaits = useKeptDraftWaits();
  const [editing, setEditing] = useState(draftWaits);
  // Focus follows the switch: into the form when it opens, back to its button when it closes.
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const name = fullName(profile);
  return (
    <Card className="profile-card" padding="lg">
      <div className="profile-card__head">
        <Avatar name={name} size="lg" />
        <div>
          <p className="profile-card__name">{name}</p>
          <p className="profile-card__email">
            <Ltr>{profile.email}</Ltr>
          </p>
        </div>
      </div>
      {editing ? (
        <ProfileForm profile={profile} onClose={close} />
      ) : (
        <>
          <dl className="details-list">
            <Detail label={t('profile.firstName')} value={profile.firstName} />
            <Detail label={t('profile.lastName')} value={profile.lastName} />
            <Detail label={t('profile.email')} value={<Ltr>{profile.email}</Ltr>} />
            <Detail label={t('profile.phone')} value={profile.phone ? <Ltr>{profile.phone}</Ltr> : null} />
            <Detail
              label={t('profile.role')}
              value={profile.role ? roleName(profile.role) : t('profile.noRole')}
            />
          </dl>
          <div className="entity-form__footer">
            <div className="entity-form__buttons">
              <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
                {t('profile.edit')}
              </Button>
            </div>
          </div>
        </>
      )}
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="details-list__row">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}

/** The form's length limits, as the contract's schema declares them (the fields' counters). */
const MAX = {
  firstName: lengthLimitOf(ProfileUpdatePayloadSchema.entries.firstName, 'max'),
  lastName: lengthLimitOf(ProfileUpdatePayloadSchema.entries.lastName, 'max'),
  phone: lengthLimitOf(ProfileUpdatePayloadSchema.entries.phone, 'max'),
};

function ProfileForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const t = useT(messages);
  const roleName = useRoleName();
  const save = useSaveProfile();
  const binding = useEntityForm({
    // The server's own schema: the same rules and messages before the request as after it.
    schema: ProfileUpdatePayloadSchema,
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
    },
    submit: (body) => save.mutateAsync(body),
    onSubmitted: onClose,
  });
  const { form } = binding;

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);
  const guard = useLeaveGuard({
    hasUnsavedChanges: binding.hasUnsavedChanges,
    discard: binding.discard,
    draft: binding.draft,
    focusAfterDrop: () => formRef.current?.querySelector('input')?.focus(),
  });

  return (
    <form
      ref={formRef}
      noValidate
      className="entity-form"
      aria-label={t('profile.edit')}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      {guard.restoredNotice}
      <form.Field name="firstName">
        {(field) => (
          <TextField
            field={field}
            label={t('profile.firstName')}
            required
            autoComplete="given-name"
            maxLength={MAX.firstName}
          />
        )}
      </form.Field>
      <form.Field name="lastName">
        {(field) => (
          <TextField
            field={field}
            label={t('profile.lastName')}
            required
            autoComplete="family-name"
            maxLength={MAX.lastName}
          />
        )}
      </form.Field>
      <form.Field name="phone">
        {(field) => (
          <TextField
            field={field}
            label={t('profile.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={PHONE_EXAMPLE}
            maxLength={MAX.phone}
          />
        )}
      </form.Field>
      <dl className="details-list">
        <Detail label={t('profile.email')} value={<Ltr>{profile.email}</Ltr>} />
        <Detail
          label={t('profile.role')}
          value={profile.role ? roleName(profile.role) : t('profile.noRole')}
        />
      </dl>
      <p className="profile-card__note">{t('profile.emailNote')}</p>
      <FormActions
        saving={binding.submitting}
        onCancel={() => {
          binding.discard();
          onClose();
        }}
        saveError={binding.submitError}
      />
      {guard.dialog}
    </form>
  );
}
