import { UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { AccountLike } from '../../types';
import type { HeaderDestination, RenderHeaderLink } from '../../patterns/account-menu/AccountMenu';
import { DeferredAccountMenu } from '../../patterns/account-menu/DeferredAccountMenu';

export interface AppHeaderProps {
  /** The signed-in profile, or null when logged out. */
  account: AccountLike | null;
  renderLink?: RenderHeaderLink;
  /** Used when no renderLink is given (links become buttons). */
  onNavigate?: (to: HeaderDestination) => void;
  onLogout: () => void;
  /** Product name next to the logo. */
  productName?: string;
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

/**
 * The required header (docs/requirements.md#req-header): logged out (or no role) shows Login and Register; ADMIN gets Admin Panel;
 * RESTAURANT gets My Restaurants; anyone with a role gets the account menu.
 */
export function AppHeader({
  account,
  renderLink,
  onNavigate,
  onLogout,
  productName = 'Food Admin',
  extra,
  start,
  className,
}: AppHeaderProps) {
  const hasRole = Boolean(account?.role);
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
            <span className="fa-header__product">{productName}</span>
          </HeaderLink>
        </div>
        <nav className="fa-header__nav" aria-label="Account">
          {extra}
          {account && hasRole ? (
            <>
              {account.role === 'ADMIN' ? link('admin', 'Admin Panel', 'outline') : null}
              {account.role === 'RESTAURANT' ? link('my-restaurants', 'My Restaurants', 'outline') : null}
              <DeferredAccountMenu
                account={account}
                renderLink={renderLink}
                onNavigate={onNavigate}
                onLogout={onLogout}
              />
            </>
          ) : (
            <>
              {link('login', 'Login', 'ghost')}
              {link('register', 'Register', 'primary')}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
