import { Banner, Button, Card } from '@food-admin/ui';
import { useAuth } from '@/features/auth/auth-context';
import { changePasswordErrorMessage, PASSWORD_MESSAGES } from '@/features/auth/password-errors';
import { TextField } from '@/features/forms/fields';
import { useEntityForm } from '@/features/forms/form-hook';
import { notify } from '@/features/feedback/notify';
import { ChangePasswordFormSchema } from './change-password-schema';

const TITLE = 'Change password';

/**
 * Change password (docs/requirements.md#req-account-password): for accounts that sign in with an
 * email and password. The identity provider checks the current password again (reauthentication)
 * before it takes the new one. Google accounts have no password here, and are told where to go.
 */
export function ChangePassword() {
  const { firebaseUser } = useAuth();
  return (
    <Card className="profile-card" padding="lg">
      <h2 className="profile-card__title">{TITLE}</h2>
      {firebaseUser?.hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <p className="profile-card__note">
          You sign in with Google, so there is no password to change here. Manage it in your Google account.
        </p>
      )}
    </Card>
  );
}

function ChangePasswordForm() {
  const auth = useAuth();
  const binding = useEntityForm({
    schema: ChangePasswordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit: ({ currentPassword, newPassword }) => auth.changePassword(currentPassword, newPassword),
    onSubmitted: () => {
      notify.success(PASSWORD_MESSAGES.passwordChanged);
      // Typed passwords never stay on screen.
      binding.form.reset();
    },
    errorMessage: changePasswordErrorMessage,
  });
  const { form } = binding;

  return (
    <form
      noValidate
      className="entity-form"
      aria-label={TITLE}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      <form.Field name="currentPassword">
        {(field) => (
          <TextField
            field={field}
            label="Current password"
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
            label="New password"
            required
            type="password"
            autoComplete="new-password"
            hint="At least 6 characters"
          />
        )}
      </form.Field>
      <form.Field name="confirmPassword">
        {(field) => (
          <TextField
            field={field}
            label="Confirm new password"
            required
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.Field>
      <div className="entity-form__footer">
        <div className="entity-form__buttons">
          <Button type="submit" loading={binding.submitting}>
            {TITLE}
          </Button>
        </div>
        {binding.submitError ? <Banner tone="error">{binding.submitError}</Banner> : null}
      </div>
    </form>
  );
}
