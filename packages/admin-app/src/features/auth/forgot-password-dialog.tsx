import { useState } from 'react';
import * as v from 'valibot';
import { SignInFormSchema } from '@food-admin/api-client';
import { Banner, Button, Modal } from '@food-admin/ui';
import { TextField } from '@/features/forms/fields';
import { useEntityForm } from '@/features/forms/form-hook';
import { useAuth } from './auth-context';
import { PASSWORD_MESSAGES, resetRequestErrorMessage } from './password-errors';

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
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Reset password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      size="sm"
    >
      {/* Mounted only while open: each opening starts from the sign-in form's email, not a stale "sent". */}
      {open ? <ResetRequestForm initialEmail={initialEmail} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function ResetRequestForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const auth = useAuth();
  const [sent, setSent] = useState(false);
  const binding = useEntityForm({
    schema: ResetRequestSchema,
    defaultValues: { email: initialEmail.trim() },
    submit: async ({ email }) => {
      try {
        await auth.sendPasswordReset(email);
      } catch (error) {
        // Anything but an actionable failure (an unknown account above all) reads as sent.
        if (resetRequestErrorMessage(error) !== null) throw error;
      }
      setSent(true);
    },
    errorMessage: (error) => resetRequestErrorMessage(error) ?? PASSWORD_MESSAGES.generic,
  });
  const { form } = binding;

  if (sent) {
    return (
      <div className="reset-request">
        <Banner tone="info">{PASSWORD_MESSAGES.resetSent}</Banner>
        <Button onClick={onDone} autoFocus>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="reset-request"
      aria-label="Reset password"
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      {binding.submitError ? <Banner tone="error">{binding.submitError}</Banner> : null}
      <form.Field name="email">
        {(field) => <TextField field={field} label="Email" required type="email" autoComplete="email" />}
      </form.Field>
      <div className="reset-request__buttons">
        <Button variant="outline" onClick={onDone} disabled={binding.submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={binding.submitting}>
          Send reset link
        </Button>
      </div>
    </form>
  );
}
