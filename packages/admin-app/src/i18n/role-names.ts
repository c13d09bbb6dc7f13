import { useCallback } from 'react';
import type { Role } from '@food-admin/api-client';
import { messages } from './compiled/en/roles';
import { useT } from './locale-provider';

/** Each role's message (Storybook's play functions name roles by it too). */
export const ROLE_KEYS = {
  ADMIN: 'roles.admin',
  RESTAURANT: 'roles.restaurant',
  COURIER: 'roles.courier',
  CUSTOMER: 'roles.customer',
} as const satisfies Record<Role, keyof typeof messages>;

export type RoleName = (role: Role) => string;

/**
 * Each role as a reader sees it (the users list, its filter and bulk actions, the profile): English
 * keeps the value itself ('ADMIN', as the spec shows it), French and Arabic a word.
 */
export function useRoleName(): RoleName {
  const t = useT(messages);
  return useCallback((role) => t(ROLE_KEYS[role]), [t]);
}
