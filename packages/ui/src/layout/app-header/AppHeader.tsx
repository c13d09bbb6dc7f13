import { UtensilsCrossed } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useKitStrings, type KitStrings } from '../../strings';
import type { AccountLike, UserRole } from '../../types';
import type { HeaderDestination, RenderHeaderLink } from '../../patterns/account-menu/AccountMenu';
import { DeferredAccountMenu } from '../../patterns/account-menu/DeferredAccountMenu';

/** A link the header shows a signed-in role before the account menu (e.g. Admin Panel). */
export interface HeaderRoleLink {
  to: HeaderDestination;
  label: string;
}

export interface AppHeaderProps<TRole extends string = UserRole> {
  /** The signed-in profile, or null when logged out. */
  account: AccountLike<TRole> | null;
  renderLink?: RenderHeaderLink;
  /** Used when no renderLink is given (links become buttons). */
  onNavigate?: (to: HeaderDestination) => void;
  onLogout: () => void;
  /** Product name next to the logo (default: the strings' `productName`, 'Food Admin'). */
  productName?: string;
  /**
   * The links a role gets before the account menu. Default (our roles): ADMIN gets Admin Panel,
   * RESTAURANT gets My Restaurants (the strings' `adminPanel`, `myRestaurants`), others none.
   */
  roleLinks?: (role: TRole) => readonly HeaderRoleLink[];
  /** Extra controls before the account area (e.g. a ThemeToggle). */
  extra?: ReactNode;
  /** Before the brand, e.g. the phone's navigation button (NavSheet). */
  start?: ReactNode;
  className?: string;
}

function HeaderLink({
  to,
  className,
  children,
  renderLink,
  onNavigate,
}: {
  to: HeaderDestination;
  className: string;
  children: ReactNode;
  renderLink?: RenderHeaderLink;
  onNavigate?: (to: HeaderDestination) => void;
}) {
  if (renderLink) return <>{renderLink({ to, className, children })}</>;
  return (
    <button type="button" className={className} onClick={() => onNavigate?.(to)}>
      {children}
    </button>
  );
}

/** Our roles' links: ADMIN gets Admin Panel, RESTAURANT gets My Restaurants. */
function ourRoleLinks(role: string, strings: KitStrings): HeaderRoleLink[] {
  if (role === 'ADMIN') return [{ to: 'admin', label: strings.adminPanel }];
  if (role === 'RESTAURANT') return [{ to: 'my-restaurants', label: strings.myRestaurants }];
  return [];
}

// Two signatures: JSX infers `TRole` from the first; `ComponentProps<typeof AppHeader>` (Storybook's
// args, an app's wrappers) reads the last one, our roles, rather than an erased `string`.
/** The app's header, with the role union of the account it is given. */
export function AppHeader<TRole extends string>(props: AppHeaderProps<TRole>): ReactNode;
/** The app's header, with our roles. */
export function AppHeader(props: AppHeaderProps): ReactNode;
/**
 * The required header (docs/requirements.md#req-header): logged out (or no role) shows Login and Register; ADMIN gets Admin Panel;
 * RESTAURANT gets My Restaurants; anyone with a role gets the account menu. Another app's roles
 * get their links from `roleLinks`.
 */
export function AppHeader<TRole extends string = UserRole>({
  account,
  renderLink,
  onNavigate,
  onLogout,
  productName,
  roleLinks,
  extra,
  start,
  className,
}: AppHeaderProps<TRole>): ReactNode {
  const strings = useKitStrings();
  const role = account?.role;
  const link = (to: HeaderDestination, label: string, variant: 'primary' | 'outline' | 'ghost') => (
    <HeaderLink
      to={to}
      className={cx('fa-button', `fa-button--${variant}`, 'fa-button--sm')}
      renderLink={renderLink}
      onNavigate={onNavigate}
    >
      {label}
    </HeaderLink>
  );
  return (
    <header className={cx('fa-header', className)}>
      <div className="fa-header__inner">
        <div className="fa-header__start">
          {start}
          <HeaderLink to="home" className="fa-header__brand" renderLink={renderLink} onNavigate={onNavigate}>
            <span className="fa-header__logo" aria-hidden="true">
              <UtensilsCrossed size={18} />
            </span>
            <span className="fa-header__product">{productName ?? strings.productName}</span>
          </HeaderLink>
        </div>
        <nav className="fa-header__nav" aria-label={strings.account}>
          {extra}
          {account && role ? (
            <>
              {(roleLinks ? roleLinks(role) : ourRoleLinks(role, strings)).map((roleLink) => (
                <Fragment key={roleLink.to}>{link(roleLink.to, roleLink.label, 'outline')}</Fragment>
              ))}
              <DeferredAccountMenu
                account={account}
                renderLink={renderLink}
                onNavigate={onNavigate}
                onLogout={onLogout}
              />
            </>
          ) : (
            <>
              {link('login', strings.login, 'ghost')}
              {link('register', strings.register, 'primary')}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
