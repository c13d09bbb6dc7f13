import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, User } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useKitStrings } from '../../strings';
import { Ltr } from '../../primitives/ltr';
import type { AccountLike } from '../../types';
import { AccountTriggerFace, accountName } from './AccountTriggerFace';

/** Where the header and account menu navigate; the app maps these to its routes. */
export type HeaderDestination =
  'home' | 'login' | 'register' | 'admin' | 'my-restaurants' | 'profile' | 'settings';

/** Link slot with a destination: `({ to, ...props }) => <Link to={routes[to]} {...props} />`. */
export type RenderHeaderLink = (props: {
  to: HeaderDestination;
  className: string;
  children: ReactNode;
}) => ReactNode;

export interface AccountMenuProps {
  /** Any role: the menu shows only the name and email. */
  account: AccountLike<string>;
  renderLink?: RenderHeaderLink;
  /** Used when no renderLink is given (items become buttons). */
  onNavigate?: (to: HeaderDestination) => void;
  onLogout: () => void;
  /** Opens the menu on mount (the deferred menu's press that came before its code). */
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * Account dropdown: full name, initial avatar, Profile, Settings, Logout (the strings' `profile`,
 * `settings`, `logout`). Closes on outside click and Escape.
 */
export function AccountMenu({
  account,
  renderLink,
  onNavigate,
  onLogout,
  defaultOpen,
  triggerRef,
}: AccountMenuProps) {
  const strings = useKitStrings();
  const name = accountName(account) || strings.account;
  const item = (to: 'profile' | 'settings', label: string, icon: ReactNode) =>
    renderLink ? (
      <DropdownMenu.Item asChild>
        {renderLink({
          to,
          className: 'fa-menu__item',
          children: (
            <>
              {icon}
              {label}
            </>
          ),
        })}
      </DropdownMenu.Item>
    ) : (
      <DropdownMenu.Item className="fa-menu__item" onSelect={() => onNavigate?.(to)}>
        {icon}
        {label}
      </DropdownMenu.Item>
    );

  return (
    // Non-modal: the page stays interactive, so a click outside both closes the menu and lands.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="fa-account__trigger" ref={triggerRef}>
        <AccountTriggerFace name={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="fa-menu" align="end" sideOffset={6}>
          <div className="fa-menu__label">
            <p className="fa-menu__name">{name}</p>
            {account.email ? (
              <p className="fa-menu__email">
                <Ltr>{account.email}</Ltr>
              </p>
            ) : null}
          </div>
          <DropdownMenu.Separator className="fa-menu__separator" />
          {item('profile', strings.profile, <User size={16} aria-hidden="true" />)}
          {item('settings', strings.settings, <Settings size={16} aria-hidden="true" />)}
          <DropdownMenu.Separator className="fa-menu__separator" />
          <DropdownMenu.Item className="fa-menu__item" onSelect={onLogout}>
            <LogOut size={16} aria-hidden="true" />
            {strings.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
