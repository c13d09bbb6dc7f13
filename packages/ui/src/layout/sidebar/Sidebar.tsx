import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cx } from '../../lib/cx';
import { NavList } from './NavList';
import type { NavSection, RenderNavLink } from './nav-types';

export interface SidebarProps {
  sections: readonly NavSection[];
  /** The current item's `to` (see currentNavItem). */
  currentTo?: string;
  renderLink: RenderNavLink;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** The landmark's name. */
  label?: string;
  className?: string;
}

/**
 * The desktop sidebar: a `<nav>` landmark with the app's sections, collapsible to icons. Hidden
 * on phones, where NavSheet offers the same links behind a menu button.
 */
export function Sidebar({
  sections,
  currentTo,
  renderLink,
  collapsed,
  onCollapsedChange,
  label = 'Main',
  className,
}: SidebarProps) {
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <nav aria-label={label} className={cx('fa-sidebar', collapsed && 'fa-sidebar--collapsed', className)}>
      {/* The top row lines up with the header beside it. */}
      <div className="fa-sidebar__top">
        <button
          type="button"
          className="fa-sidebar__toggle"
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={collapsed}
          onClick={() => onCollapsedChange(!collapsed)}
        >
          {collapsed ? (
            <PanelLeftOpen size={18} aria-hidden="true" />
          ) : (
            <PanelLeftClose size={18} aria-hidden="true" />
          )}
        </button>
      </div>
      <div className="fa-sidebar__body">
        <NavList sections={sections} currentTo={currentTo} renderLink={renderLink} collapsed={collapsed} />
      </div>
    </nav>
  );
}
