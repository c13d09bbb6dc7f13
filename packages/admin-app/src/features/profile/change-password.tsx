import { useMemo } from 'react';
import { Button, Card } from '@food-admin/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { changePasswordErrorMessage } from '@/lib/auth/password-errors';
import { TextField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { notify } from '@/shared/feedback/notify';
import { messages as passwordMessages } from '@/i18n/compiled/en/password';
import { messages } from '@/i18n/compiled/en/profile';
import { useT } from '@/i18n/locale-provider';
import { changePasswordFormSchema } from './change-password-schema';
import { SaveError } from '@/shared/forms/save-error';

/**
 * Change password (docs/requirements.md#req-account-password): for accounts that sign in with an
 * email and password. The identity provider checks the current password again (reauthentication)
 * before it takes the new one. Google accounts have no password here, and are told where to go.
 */
export function ChangePassword() {
  const { firebaseUser } = useAuth();
  const t = useT(messages);
  return (
    <Card className="profile-card" padding="lg">
      <h2 className="profile-card__title">{t('profile.changePassword')}</h2>
      {firebaseUser?.hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <p className="profile-card__note">{t('profile.googleNote')}</p>
      )}
    </Card>
  );
}

function ChangePasswordForm() {
  const auth = useAuth();
  const t = useT(messages);
  const passwordT = useT(passwordMessages);
  const schema = useMemo(() => changePasswordFormSchema(t), [t]);
  const binding = useEntityForm({
    schema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit: ({ currentPassword, newPassword }) => auth.changePassword(currentPassword, newPassword),
    onSubmitted: () => {
      notify.success(t('profile.passwordChanged'));
      // Typed passwords never stay on screen.
      binding.form.reset();
    },
    errorMessage: (error) => changePasswordErrorMessage(error, passwordT),
  });
  const { form } = binding;

  return (
    <form
      noValidate
      className="entity-form"
      aria-label={t('profile.changePassword')}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      <form.Field name="currentPassword">
        {(field) => (
          <TextField
            field={field}
            label={t('profile.currentPassword')}
            required
            type="password"
            autoComplete="current-password"
          />
        )}
      </form.Field>
      <form.Field name="newPassword">
        {(field) => (
          <TextField
            field={field}
            label={t('profile.newPassword')}
            required
            type="password"
            autoComplete="new-password"
            hint={t('profile.newPasswordHint')}
          />
        )}
      </form.Field>
      <form.Field name="confirmPassword">
        {(field) => (
          <TextField
            field={field}
            label={t('profile.confirmPassword')}
            required
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.Field>
      <div className="entity-form__footer">
        <div className="entity-form__buttons">
          <Button type="submit" loading={binding.submitting}>
            {t('profile.changePassword')}
          </Button>
        </div>
        <SaveError message={binding.submitError} />
      </div>
    </form>
  );
}
