import { ChevronDown } from 'lucide-react';
import { fullName } from '../../lib/format';
import { useKitStrings } from '../../strings';
import type { AccountLike } from '../../types';
import { Avatar } from '../../primitives/avatar';

/**
 * The trigger's face: initial avatar, full name (hidden on phones, still its name) and chevron. An
 * account without a name or email reads as the strings' `account` ('Account').
 */
export function AccountTriggerFace({ name }: { name: string }) {
  const strings = useKitStrings();
  const shown = name || strings.account;
  return (
    <>
      <Avatar name={shown} size="sm" />
      <span className="fa-account__name">{shown}</span>
      <ChevronDown size={14} aria-hidden="true" className="fa-account__chevron" />
    </>
  );
}

/** The account's full name, else its email, else '' (the face then shows the strings' `account`). */
export const accountName = (account: AccountLike<string>) => fullName(account) || account.email || '';
