import { Link } from '@tanstack/react-router';
import { SignUpFormSchema } from '@food-admin/api-client';
import { TextField } from '@/features/forms/fields';
import { useEntityForm } from '@/features/forms/form-hook';
import { AuthCard } from './auth-card';
import { useAuth } from './auth-context';
import { registrationErrorMessage } from './auth-errors';

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

/** First name, last name, email, password, optional phone; a Sign in link back to / (docs/requirements.md#req-routes-register). */
export function RegisterScreen() {
  const auth = useAuth();
  const binding = useEntityForm({
    schema: SignUpFormSchema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phone: '' },
    // The schema trims the names, the email and the phone.
    submit: (profile) => auth.signUp(profile),
    errorMessage: registrationErrorMessage,
  });
  const { form } = binding;

  return (
    <AuthCard
      title="Create an account"
      binding={binding}
      submitLabel="Sign up"
      after={
        <p className="auth-card__switch">
          Already have an account? <Link to="/">Sign in</Link>
        </p>
      }
    >
      {FIELDS.map(({ name, label, type, autoComplete, required }) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextField
              field={field}
              label={label}
              required={required}
              type={type}
              autoComplete={autoComplete}
            />
          )}
        </form.Field>
      ))}
    </AuthCard>
  );
}
