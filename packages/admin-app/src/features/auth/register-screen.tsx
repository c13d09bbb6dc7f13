import { Link } from '@tanstack/react-router';
import { lengthLimitOf, PHONE_EXAMPLE, SignUpFormSchema } from '@food-admin/api-client';
import { TextField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { AuthCard } from './auth-card';
import { useAuth } from '@/lib/auth/auth-context';
import { messages } from '@/i18n/compiled/en/auth';
import { useT } from '@/i18n/locale-provider';
import { registrationErrorMessage } from '@/lib/auth/auth-errors';

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'password' | 'phone';

const FIELDS: ReadonlyArray<{
  name: TextFieldName;
  label: keyof typeof messages;
  type: string;
  autoComplete: string;
  required: boolean;
}> = [
  { name: 'firstName', label: 'auth.firstName', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'auth.lastName', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'auth.email', type: 'email', autoComplete: 'email', required: true },
  {
    name: 'password',
    label: 'auth.password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
  },
  { name: 'phone', label: 'auth.phoneOptional', type: 'tel', autoComplete: 'tel', required: false },
];

/** First name, last name, email, password, optional phone; a Sign in link back to / (docs/requirements.md#req-routes-register). */
export function RegisterScreen() {
  const auth = useAuth();
  const t = useT(messages);
  const binding = useEntityForm({
    schema: SignUpFormSchema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phone: '' },
    // The schema trims the names, the email and the phone.
    submit: (profile) => auth.signUp(profile),
    errorMessage: (error) => registrationErrorMessage(error, t),
  });
  const { form } = binding;

  return (
    <AuthCard
      title={t('auth.registerTitle')}
      binding={binding}
      submitLabel={t('auth.signUp')}
      after={
        <p className="auth-card__switch">
          {t('auth.haveAccount')} <Link to="/">{t('auth.signIn')}</Link>
        </p>
      }
    >
      {FIELDS.map(({ name, label, type, autoComplete, required }) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextField
              field={field}
              label={t(label)}
              required={required}
              type={type}
              autoComplete={autoComplete}
              maxLength={lengthLimitOf(SignUpFormSchema.entries[name], 'max')}
              placeholder={name === 'phone' ? PHONE_EXAMPLE : undefined}
            />
          )}
        </form.Field>
      ))}
    </AuthCard>
  );
}
