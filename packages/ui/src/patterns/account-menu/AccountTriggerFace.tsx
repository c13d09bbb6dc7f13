import { ChevronDown } from 'lucide-react';
import { fullName } from '../../lib/format';
import type { AccountLike } from '../../types';
import { Avatar } from '../../primitives/avatar';

/** The trigger's face: initial avatar, full name (hidden on phones, still its name) and chevron. */
export function AccountTriggerFace({ name }: { name: string }) {
  return (
    <>
      <Avatar name={name} size="sm" />
      <span className="fa-account__name">{name}</span>
      <ChevronDown size={14} aria-hidden="true" className="fa-account__chevron" />
    </>
  );
}

export const accountName = (account: AccountLike) => fullName(account) || account.email || 'Account';
