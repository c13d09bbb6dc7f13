import { cx } from '../../lib/cx';
import type { NavSection, RenderNavLink } from './nav-types';

export interface NavListProps {
  sections: readonly NavSection[];
  currentTo?: string;
  renderLink: RenderNavLink;
  /** Icons only; the labels stay as the links' accessible names and tooltips. */
  collapsed?: boolean;
  /** After a link is followed (the phone sheet closes). */
  onNavigate?: () => void;
}

/** The sections and their links, shared by the desktop sidebar and the phone sheet. */
export function NavList({ sections, currentTo, renderLink, collapsed = false, onNavigate }: NavListProps) {
  return (
    <div className="fa-nav">
      {sections.map((section, index) => (
        <div key={section.label ?? index} className="fa-nav__section">
          {section.label ? (
            <p className={cx('fa-nav__heading', collapsed && 'fa-visually-hidden')}>{section.label}</p>
          ) : null}
          <ul className="fa-nav__list">
            {section.items.map(({ to, label, icon: Icon }) => {
              const current = to === currentTo;
              return (
                <li key={to}>
                  {renderLink({
                    to,
                    className: cx('fa-nav__link', current && 'fa-nav__link--current'),
                    'aria-current': current ? 'page' : undefined,
                    title: collapsed ? label : undefined,
                    onClick: onNavigate,
                    children: (
                      <>
                        <Icon size={18} aria-hidden="true" />
                        <span className={cx('fa-nav__label', collapsed && 'fa-visually-hidden')}>
                          {label}
                        </span>
                      </>
                    ),
                  })}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
