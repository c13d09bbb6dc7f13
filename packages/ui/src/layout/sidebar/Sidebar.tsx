import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';
import { NavList } from './NavList';
import type { NavSection, RenderNavLink } from './nav-types';

export interface SidebarProps {
  /** The app's destinations, in groups (a group's optional label heads it). */
  sections: readonly NavSection[];
  /** The current item's `to` (see currentNavItem); that link gets aria-current="page". */
  currentTo?: string;
  /** Renders each link with the app's router: spread every prop onto the element. */
  renderLink: RenderNavLink;
  /** Icons only; the labels stay the links' names and tooltips. */
  collapsed: boolean;
  /** The toggle at the top ('Collapse sidebar' / 'Expand sidebar'); the app may remember the choice. */
  onCollapsedChange: (collapsed: boolean) => void;
  /** The landmark's name (default: the strings' `mainNavigation`, 'Main'). */
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
  label,
  className,
}: SidebarProps) {
  const strings = useKitStrings();
  const toggleLabel = collapsed ? strings.expandSidebar : strings.collapseSidebar;
  return (
    <nav
      aria-label={label ?? strings.mainNavigation}
      className={cx('fa-sidebar', collapsed && 'fa-sidebar--collapsed', className)}
    >
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
            <PanelLeftOpen size={18} aria-hidden="true" className="fa-flip-rtl" />
          ) : (
            <PanelLeftClose size={18} aria-hidden="true" className="fa-flip-rtl" />
          )}
        </button>
      </div>
      <div className="fa-sidebar__body">
        <NavList sections={sections} currentTo={currentTo} renderLink={renderLink} collapsed={collapsed} />
      </div>
    </nav>
  );
}
