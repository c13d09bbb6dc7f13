import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { SignInFormSchema } from '@food-admin/api-client';
import { Button, Checkbox } from '@food-admin/ui';
import { formSchema } from '../../lib/form-schema';
import { TextInputField } from '../forms/text-fields';
import { AuthCard } from './auth-card';
import { useAuth } from './auth-context';
import { loginErrorMessage } from './auth-errors';
import { GoogleButton } from './google-button';

type LoginFormValues = { email: string; password: string; rememberMe: boolean };

/** SPEC section 2: email and password sign-in, Remember me, Sign up, Continue with Google. */
export function LoginScreen() {
  const auth = useAuth();
  const [authError, setAuthError] = useState<string | null>(null);
  const [googlePending, setGooglePending] = useState(false);

  const form = useForm({
    defaultValues: { email: '', password: '', rememberMe: false },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema<LoginFormValues>(SignInFormSchema) },
    onSubmit: async ({ value }) => {
      setAuthError(null);
      try {
        // Success needs no navigation here: the route guard moves a logged-in user to /welcome.
        await auth.signIn(value.email.trim(), value.password, value.rememberMe);
      } catch (error) {
        setAuthError(loginErrorMessage(error));
      }
    },
  });

  const continueWithGoogle = async () => {
    setAuthError(null);
    setGooglePending(true);
    try {
      await auth.signInWithGoogle();
    } catch (error) {
      setAuthError(loginErrorMessage(error));
    } finally {
      setGooglePending(false);
    }
  };

  return (
    <AuthCard
      title="Sign in"
      error={authError}
      onSubmit={() => void form.handleSubmit()}
      after={
        <>
          <div className="auth-card__divider" role="presentation">
            <span>or</span>
          </div>
          <GoogleButton pending={googlePending} onClick={() => void continueWithGoogle()} />
          <p className="auth-card__switch">
            No account yet?{' '}
            <Button asChild variant="outline" size="sm">
              <Link to="/register">Sign up</Link>
            </Button>
          </p>
        </>
      }
    >
      <form.Field name="email">
        {(field) => <TextInputField field={field} label="Email" required type="email" autoComplete="email" />}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextInputField
            field={field}
            label="Password"
            required
            type="password"
            autoComplete="current-password"
          />
        )}
      </form.Field>
      <form.Field name="rememberMe">
        {(field) => (
          <Checkbox label="Remember me" checked={field.state.value} onCheckedChange={field.handleChange} />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button type="submit" fullWidth loading={isSubmitting} disabled={googlePending}>
            Sign in
          </Button>
        )}
      </form.Subscribe>
    </AuthCard>
  );
}
