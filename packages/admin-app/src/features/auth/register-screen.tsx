import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { SignUpFormSchema } from '@food-admin/api-client';
import { Banner, Button, Card, FormField, Input } from '@food-admin/ui';
import { firstErrorMessage } from '../../lib/form-errors';
import { formSchema } from '../../lib/form-schema';
import { useAuth } from './auth-context';
import { registrationErrorMessage } from './auth-errors';

type RegisterFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
};

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'password' | 'phone';

const FIELDS: ReadonlyArray<{
  name: TextFieldName;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
}> = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', required: true },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
];

/** SPEC section 2: first name, last name, email, password, optional phone; a Sign in link back to /. */
export function RegisterScreen() {
  const auth = useAuth();
  const [authError, setAuthError] = useState<string | null>(null);

  const form = useForm({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phone: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema<RegisterFormValues>(SignUpFormSchema) },
    onSubmit: async ({ value }) => {
      setAuthError(null);
      try {
        await auth.signUp({
          firstName: value.firstName.trim(),
          lastName: value.lastName.trim(),
          email: value.email.trim(),
          password: value.password,
          phone: value.phone,
        });
      } catch (error) {
        setAuthError(registrationErrorMessage(error));
      }
    },
  });

  return (
    <div className="auth-page">
      <Card className="auth-card" padding="lg">
        <h1 className="auth-card__title">Create an account</h1>
        {authError ? (
          <Banner tone="error" className="auth-card__error">
            {authError}
          </Banner>
        ) : null}
        <form
          noValidate
          className="auth-form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          {FIELDS.map(({ name, label, type, autoComplete, required }) => (
            <form.Field key={name} name={name}>
              {(field) => (
                <FormField
                  label={label}
                  required={required}
                  error={firstErrorMessage(field.state.meta.errors)}
                >
                  <Input
                    type={type}
                    name={field.name}
                    autoComplete={autoComplete}
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={field.handleBlur}
                  />
                </FormField>
              )}
            </form.Field>
          ))}
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" fullWidth loading={isSubmitting}>
                Sign up
              </Button>
            )}
          </form.Subscribe>
        </form>
        <p className="auth-card__switch">
          Already have an account? <Link to="/">Sign in</Link>
        </p>
      </Card>
    </div>
  );
}
