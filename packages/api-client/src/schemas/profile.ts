import * as v from 'valibot';
import { FirstNameSchema, LastNameSchema, PhoneSchema } from './auth';
import { LocaleSchema } from './locale';

/**
 * PUT /api/profile: what a signed-in user may change about themselves (docs/api.md#profile), with
 * the sign-up form's field rules and messages. The email belongs to the identity provider and the
 * role to the admins: neither is read from this body (extra keys are dropped). A blank or absent
 * phone clears it. The profile screen's form validates with this schema too.
 */
export const ProfileUpdatePayloadSchema = v.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: v.optional(v.nullable(PhoneSchema)),
});
export type ProfileUpdatePayload = v.InferInput<typeof ProfileUpdatePayloadSchema>;

/** PUT /api/profile/locale: the signed-in user's language, kept so it follows them to another browser. */
export const LocaleUpdatePayloadSchema = v.object({ locale: LocaleSchema });
export type LocaleUpdatePayload = v.InferInput<typeof LocaleUpdatePayloadSchema>;
