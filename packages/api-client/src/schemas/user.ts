import * as v from 'valibot';
import { VersionSchema } from './common';

export const ROLES = ['CUSTOMER', 'RESTAURANT', 'COURIER', 'ADMIN'] as const;
export const RoleSchema = v.picklist(ROLES, 'Invalid role');
export type Role = v.InferOutput<typeof RoleSchema>;

export const UserSchema = v.object({
  id: v.number(),
  version: VersionSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: RoleSchema,
  phone: v.optional(v.nullable(v.string())),
  createdAt: v.optional(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;

/** PUT /admin/users/{id}: the user body; only the role is applied (the admin changes only the role: docs/requirements.md#req-roles-users). */
export const UserUpdatePayloadSchema = v.looseObject({
  role: RoleSchema,
});
export type UserUpdatePayload = v.InferInput<typeof UserUpdatePayloadSchema>;
