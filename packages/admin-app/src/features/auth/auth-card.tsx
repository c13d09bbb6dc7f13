import type { ReactNode } from 'react';
import { loadContract } from '@food-admin/api-client';
import { Banner, Button, Card } from '@food-admin/ui';
import type { FormBinding } from '@/shared/forms/form-hook';

type AuthCardProps = {
  title: string;
  /** `useEntityForm`'s result: the card submits it and shows its failure above the form. */
  binding: FormBinding;
  /** Another failure to show instead (e.g. of the Google sign-in). */
  error?: string | null;
  submitLabel: string;
  submitDisabled?: boolean;
  /** The form's fields. */
  children: ReactNode;
  /** What follows the form inside the card (other sign-in options, the link to the other screen). */
  after: ReactNode;
};

/** The centred card of the sign-in and sign-up screens. */
export function AuthCard({
  title,
  binding,
  error,
  submitLabel,
  submitDisabled,
  children,
  after,
}: AuthCardProps) {
  const shownError = error ?? binding.submitError;
  // Signing in or up ends in a call to our API: its endpoint table (a chunk of its own) loads while
  // the user fills the form or reaches for a button, so the call does not wait for it.
  const prepareApi = () => void loadContract().catch(() => undefined);
  return (
    <div className="auth-page" onFocus={prepareApi} onPointerEnter={prepareApi}>
      <Card className="auth-card" padding="lg">
        <h1 className="auth-card__title">{title}</h1>
        {shownError ? (
          <Banner tone="error" className="auth-card__error">
            {shownError}
          </Banner>
        ) : null}
        <form
          noValidate
          className="auth-form"
          onSubmit={(event) => {
            event.preventDefault();
            binding.submit();
          }}
        >
          {children}
          <Button type="submit" fullWidth loading={binding.submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </form>
        {after}
      </Card>
    </div>
  );
}
