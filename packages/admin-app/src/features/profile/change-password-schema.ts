import * as v from 'valibot';
import { SignUpFormSchema } from '@food-admin/api-client';
import type { Translate } from '@/i18n/catalog';
import type { messages } from '@/i18n/compiled/en/profile';

/**
 * The Change password form: the current password (the identity provider checks it), a new one with
 * the sign-up form's rule and message, typed twice. The cross-field messages sit on the field to fix.
 * Built with the screen's `t`, so its own messages are in the reader's language.
 */
export function changePasswordFormSchema(t: Translate<keyof typeof messages>) {
  return v.pipe(
    v.object({
      currentPassword: v.pipe(v.string(), v.minLength(1, t('profile.currentRequired'))),
      newPassword: SignUpFormSchema.entries.password,
      confirmPassword: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        (input) => input.newPassword === input.confirmPassword,
        t('profile.mismatch'),
      ),
      ['confirmPassword'],
    ),
    v.forward(
      v.partialCheck(
        [['currentPassword'], ['newPassword']],
        (input) => input.currentPassword !== input.newPassword,
        t('profile.unchanged'),
      ),
      ['newPassword'],
    ),
  );
}
