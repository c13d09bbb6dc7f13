import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { SignUpFormSchema } from '@food-admin/api-client';
import { Button } from '@food-admin/ui';
import { formSchema } from '../../lib/form-schema';
import { TextInputField } from '../forms/text-fields';
import { AuthCard } from './auth-card';
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
    <AuthCard
      title="Create an account"
      error={authError}
      onSubmit={() => void form.handleSubmit()}
      after={
        <p className="auth-card__switch">
          Already have an account? <Link to="/">Sign in</Link>
        </p>
      }
    >
      {FIELDS.map(({ name, label, type, autoComplete, required }) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextInputField
              field={field}
              label={label}
              required={required}
              type={type}
              autoComplete={autoComplete}
            />
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
    </AuthCard>
  );
}
