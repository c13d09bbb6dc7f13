import { useState } from 'react';
import * as v from 'valibot';
import { SignInFormSchema } from '@food-admin/api-client';
import { Banner, Button, Modal } from '@food-admin/ui';
import { TextField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { useAuth } from '@/lib/auth/auth-context';
import { messages as authMessages } from '@/i18n/compiled/en/auth';
import { messages } from '@/i18n/compiled/en/password';
import { useT } from '@/i18n/locale-provider';
import { resetRequestErrorMessage } from '@/lib/auth/password-errors';
import { SaveError } from '@/shared/forms/save-error';

/** The reset form's one field, with the sign-in form's email rule and message. */
const ResetRequestSchema = v.object({ email: SignInFormSchema.entries.email });

export type ForgotPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the sign-in form's Email field holds, so the user need not type it again. */
  initialEmail: string;
};

/**
 * "Forgot password?" on /login (docs/requirements.md#req-account-password-reset): asks the identity
 * provider to email a reset link, then says it did whether or not the address has an account (the
 * form must not tell who has one). Only failures the user can act on (offline, too many requests,
 * a malformed address) show as errors. Loaded when the link is first used: /login's bundle is tight.
 */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: ForgotPasswordDialogProps) {
  const t = useT(messages);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('password.resetTitle')}
      description={t('password.resetDescription')}
      size="sm"
    >
      {/* Mounted only while open: each opening starts from the sign-in form's email, not a stale "sent". */}
      {open ? <ResetRequestForm initialEmail={initialEmail} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function ResetRequestForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const auth = useAuth();
  const t = useT(messages);
  const authT = useT(authMessages);
  const [sent, setSent] = useState(false);
  const binding = useEntityForm({
    schema: ResetRequestSchema,
    defaultValues: { email: initialEmail.trim() },
    submit: async ({ email }) => {
      try {
        await auth.sendPasswordReset(email);
      } catch (error) {
        // Anything but an actionable failure (an unknown account above all) reads as sent.
        if (resetRequestErrorMessage(error, t) !== null) throw error;
      }
      setSent(true);
    },
    errorMessage: (error) => resetRequestErrorMessage(error, t) ?? t('password.generic'),
  });
  const { form } = binding;

  if (sent) {
    return (
      <div className="reset-request">
        <Banner tone="info">{t('password.resetSent')}</Banner>
        <Button onClick={onDone} autoFocus>
          {t('password.backToSignIn')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="reset-request"
      aria-label={t('password.resetTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      <SaveError message={binding.submitError} />
      <form.Field name="email">
        {(field) => (
          <TextField field={field} label={authT('auth.email')} required type="email" autoComplete="email" />
        )}
      </form.Field>
      <div className="reset-request__buttons">
        <Button variant="outline" onClick={onDone} disabled={binding.submitting}>
          {t('password.cancel')}
        </Button>
        <Button type="submit" loading={binding.submitting}>
          {t('password.sendLink')}
        </Button>
      </div>
    </form>
  );
}
