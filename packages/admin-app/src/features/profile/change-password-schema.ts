import * as v from 'valibot';
import { SignUpFormSchema } from '@food-admin/api-client';

export const PASSWORD_FORM_MESSAGES = {
  currentRequired: 'Current password is required',
  mismatch: 'Passwords do not match',
  unchanged: 'The new password must differ from the current one',
} as const;

/**
 * The Change password form: the current password (the identity provider checks it), a new one with
 * the sign-up form's rule and message, typed twice. The cross-field messages sit on the field to fix.
 */
export const ChangePasswordFormSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.minLength(1, PASSWORD_FORM_MESSAGES.currentRequired)),
    newPassword: SignUpFormSchema.entries.password,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORD_FORM_MESSAGES.mismatch,
    ),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      PASSWORD_FORM_MESSAGES.unchanged,
    ),
    ['newPassword'],
  ),
);
