import { ChevronDown } from 'lucide-react';
import { fullName } from '../lib/format';
import type { AccountLike } from '../types';
import { Avatar } from './Avatar';

/** The name the account menu shows: full name, else email, else "Account". */
export function accountDisplayName(account: AccountLike): string {
  return fullName(account) || account.email || 'Account';
}

/**
 * What the account menu's trigger shows (avatar, name, chevron). Shared by the real trigger and
 * the placeholder `AppHeader` renders while the menu's code loads, so the swap moves nothing.
 */
export function AccountTriggerContent({ name }: { name: string }) {
  return (
    <>
      <Avatar name={name} size="sm" />
      <span className="fa-account__name">{name}</span>
      <ChevronDown size={14} aria-hidden="true" className="fa-account__chevron" />
    </>
  );
}
