import * as v from 'valibot';
import { hasNoUnsafeCharacters, tooLongMessage } from './common';
import { LocaleSchema } from './locale';
import { RoleSchema } from './user';

/** The signed-in user's profile, kept in state and in localStorage under `profile`. */
export const ProfileSchema = v.object({
  id: v.optional(v.number()),
  uid: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.optional(v.nullable(v.string())),
  role: v.nullable(RoleSchema),
  /** The language the user chose in Settings; null until they choose (docs/requirements.md#req-i18n). */
  locale: v.optional(v.nullable(LocaleSchema)),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/**
 * POST api/auth/register. Lenient on names and email because Google sign-up
 * derives them from the account (a one-word display name leaves lastName empty).
 */
export const RegisterPayloadSchema = v.object({
  uid: v.pipe(
    v.string('uid is required'),
    v.trim(),
    v.minLength(1, 'uid is required'),
    v.maxLength(128, 'uid is too long'),
  ),
  firstName: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(100, tooLongMessage('First name', 100)),
    v.check(hasNoUnsafeCharacters, 'First name must not contain control characters'),
  ),
  lastName: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(100, tooLongMessage('Last name', 100)),
    v.check(hasNoUnsafeCharacters, 'Last name must not contain control characters'),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(254, 'Invalid email'),
    v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), 'Invalid email'),
    // Documented as exactly that: empty (an account without one), or an email by valibot's own
    // expression (which every `format: email` validator accepts too).
    v.metadata({
      openapi: {
        type: 'string',
        maxLength: 254,
        anyOf: [{ maxLength: 0 }, { format: 'email', pattern: v.EMAIL_REGEX.source }],
      },
    }),
  ),
  phone: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(30, tooLongMessage('Phone', 30))))),
});
export type RegisterPayload = v.InferInput<typeof RegisterPayloadSchema>;

/** POST api/auth/login. */
export const LoginPayloadSchema = v.object({
  uid: v.pipe(
    v.string('uid is required'),
    v.minLength(1, 'uid is required'),
    v.maxLength(128, 'uid is too long'),
  ),
});
export type LoginPayload = v.InferInput<typeof LoginPayloadSchema>;

/**
 * A first or last name as a person types it (sign-up, profile): at least 2 characters after trimming,
 * with the required message of docs/requirements.md#req-validation-signup, at most the column's 100,
 * plain text.
 */
const personNameSchema = (label: 'First name' | 'Last name') =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(2, `${label} is required`),
    v.maxLength(100, tooLongMessage(label, 100)),
    v.check(hasNoUnsafeCharacters, `${label} must not contain control characters`),
  );
export const FirstNameSchema = personNameSchema('First name');
export const LastNameSchema = personNameSchema('Last name');
/** How the forms show a phone number in international form (its placeholder and its message). */
export const PHONE_EXAMPLE = '+33 6 12 34 56 78';
export const PHONE_FORMAT_MESSAGE = `Phone must be in international form, such as ${PHONE_EXAMPLE}`;

/**
 * International form: '+', then digits grouped by spaces, dots, dashes or brackets, 7 to 15 digits
 * in all (E.164's longest), so anyone in any country can call it.
 */
const isInternationalPhone = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return /^\+[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
};

/**
 * An optional phone number as a person types it (sign-up, profile): empty, or in international
 * form, at most the column's 30 characters. (The register endpoint stays lenient: Google sign-up
 * and the spec's clients send what they have.)
 */
export const PhoneSchema = v.pipe(
  v.string('Phone must be text'),
  v.trim(),
  v.maxLength(30, tooLongMessage('Phone', 30)),
  v.check(hasNoUnsafeCharacters, 'Phone must not contain control characters'),
  v.check((value) => value === '' || isInternationalPhone(value), PHONE_FORMAT_MESSAGE),
);

/** Sign-up form, with the exact required messages (docs/requirements.md#req-validation-signup). */
export const SignUpFormSchema = v.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: v.pipe(v.string(), v.trim(), v.email('Invalid email')),
  password: v.pipe(v.string(), v.minLength(6, 'Password must be at least 6 characters')),
  phone: v.optional(PhoneSchema),
});
export type SignUpForm = v.InferInput<typeof SignUpFormSchema>;

/** Sign-in form, with the exact required messages (docs/requirements.md#req-validation-signin). */
export const SignInFormSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Invalid email')),
  password: v.pipe(v.string(), v.minLength(6, 'Password is required')),
  rememberMe: v.optional(v.boolean(), false),
});
export type SignInForm = v.InferInput<typeof SignInFormSchema>;
