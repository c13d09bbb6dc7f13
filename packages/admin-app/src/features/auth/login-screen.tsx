import { useState, type ComponentType } from 'react';
import { lengthLimitOf, SignInFormSchema } from '@food-admin/api-client';
import { Button } from '@food-admin/ui';
import { CheckboxField, TextField } from '@/shared/forms/fields';
import { useLightForm } from '@/shared/forms/light-form';
import { AuthCard } from './auth-card';
import { useAuth } from '@/lib/auth/auth-context';
import { messages } from '@/i18n/compiled/en/auth';
import { useT } from '@/i18n/locale-provider';
import { loginErrorMessage } from '@/lib/auth/auth-errors';
import type { ForgotPasswordDialogProps } from './forgot-password-dialog';
import { GoogleButton } from './google-button';
import { usePageLink } from '@/shared/layout/page-links';

/**
 * The shortest password the form takes. Its message stays the spec's 'Password is required' for any
 * shorter one (docs/requirements.md#req-validation-signin); the field's hint names the length.
 */
const PASSWORD_MIN = lengthLimitOf(SignInFormSchema.entries.password, 'min');

/** The reset dialog and its Firebase call load on first use: /login's own bundle is at its budget. */
const loadForgotPasswordDialog = () => import('./forgot-password-dialog');

/**
 * Email and password sign-in, Remember me, Sign up, Continue with Google (docs/requirements.md#req-routes-login).
 * Rendered by the router's /login and /, and without the router when the visit starts here
 * (boot/sign-in-app.tsx): it links through usePageLink, never the router's own Link.
 */
export function LoginScreen() {
  const auth = useAuth();
  const pageLink = usePageLink();
  const t = useT(messages);
  const [googleError, setGoogleError] = useState<string | null>(null);
  const [googlePending, setGooglePending] = useState(false);
  const [ResetDialog, setResetDialog] = useState<ComponentType<ForgotPasswordDialogProps> | null>(null);
  const [resetOpen, setResetOpen] = useState(false);

  const { values, field, binding, clearSubmitError } = useLightForm({
    schema: SignInFormSchema,
    defaultValues: { email: '', password: '', rememberMe: false },
    // Success needs no navigation here: the route guard moves a logged-in user to /welcome.
    submit: ({ email, password, rememberMe }) => {
      setGoogleError(null);
      return auth.signIn(email, password, rememberMe);
    },
    errorMessage: (error) => loginErrorMessage(error, t),
  });

  const continueWithGoogle = async () => {
    clearSubmitError();
    setGoogleError(null);
    setGooglePending(true);
    try {
      await auth.signInWithGoogle();
    } catch (error) {
      setGoogleError(loginErrorMessage(error, t));
    } finally {
      setGooglePending(false);
    }
  };

  const openPasswordReset = async () => {
    setGoogleError(null);
    try {
      const { ForgotPasswordDialog } = await loadForgotPasswordDialog();
      setResetDialog(() => ForgotPasswordDialog);
      setResetOpen(true);
    } catch {
      // The chunk did not load (offline): say so where sign-in failures show.
      setGoogleError(t('auth.error.generic'));
    }
  };

  return (
    <AuthCard
      title={t('auth.signInTitle')}
      binding={binding}
      error={googleError}
      submitLabel={t('auth.signIn')}
      submitDisabled={googlePending}
      after={
        <>
          <div className="auth-card__divider" role="presentation">
            <span>{t('auth.or')}</span>
          </div>
          <GoogleButton
            pending={googlePending}
            onClick={() => void continueWithGoogle()}
            onPrepare={auth.prepareGoogleSignIn}
          />
          {ResetDialog ? (
            <ResetDialog open={resetOpen} onOpenChange={setResetOpen} initialEmail={values.email} />
          ) : null}
          <p className="auth-card__switch">
            {t('auth.noAccount')}{' '}
            <Button asChild variant="outline" size="sm">
              {pageLink({ to: 'register', className: '', children: t('auth.signUp') })}
            </Button>
          </p>
        </>
      }
    >
      <TextField field={field('email')} label={t('auth.email')} required type="email" autoComplete="email" />
      <TextField
        field={field('password')}
        label={t('auth.password')}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
        required
        type="password"
        autoComplete="current-password"
      />
      <div className="auth-form__row">
        <CheckboxField field={field('rememberMe')} label={t('auth.rememberMe')} />
        <Button
          variant="ghost"
          size="sm"
          className="auth-form__forgot"
          // Fetch the dialog while the pointer or focus is on its way: it opens without a wait.
          onPointerEnter={() => void loadForgotPasswordDialog().catch(() => undefined)}
          onFocus={() => void loadForgotPasswordDialog().catch(() => undefined)}
          onClick={() => void openPasswordReset()}
        >
          {t('auth.forgotPassword')}
        </Button>
      </div>
    </AuthCard>
  );
}
