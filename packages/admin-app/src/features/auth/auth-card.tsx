import type { ReactNode } from 'react';
import { Banner, Card } from '@food-admin/ui';

type AuthCardProps = {
  title: string;
  /** The last sign-in or sign-up failure, shown above the form. */
  error: string | null;
  onSubmit: () => void;
  /** The form's fields and submit button. */
  children: ReactNode;
  /** What follows the form inside the card (other sign-in options, the link to the other screen). */
  after: ReactNode;
};

/** The centred card of the sign-in and sign-up screens. */
export function AuthCard({ title, error, onSubmit, children, after }: AuthCardProps) {
  return (
    <div className="auth-page">
      <Card className="auth-card" padding="lg">
        <h1 className="auth-card__title">{title}</h1>
        {error ? (
          <Banner tone="error" className="auth-card__error">
            {error}
          </Banner>
        ) : null}
        <form
          noValidate
          className="auth-form"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
        {after}
      </Card>
    </div>
  );
}
