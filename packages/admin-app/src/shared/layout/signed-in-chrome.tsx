import { currentNavItem, NavSheet, Sidebar, Toaster, type RenderNavLink } from '@food-admin/ui';
import type { Role } from '@food-admin/api-client';
import { messages } from '@/i18n/compiled/en/nav';
import { useT } from '@/i18n/locale-provider';
import { navigationFor, roleReach, type Reaches } from './navigation';

type ChromeProps = {
  role: Role;
  /** What the person reaches (the routed app's useReaches); the role's own without it (the sign-in page). */
  reaches: Reaches | undefined;
  pathname: string;
  renderNavLink: RenderNavLink;
};

/**
 * The signed-in parts of the frame, in a chunk of their own: the sign-in page never loads the
 * sidebar, its icons, the navigation sheet or the toasts (bench/bundle-budget.mjs holds /login to
 * its budget).
 */
export function SidebarChrome({
  role,
  reaches,
  pathname,
  renderNavLink,
  collapsed,
  onCollapsedChange,
}: ChromeProps & { collapsed: boolean; onCollapsedChange: (collapsed: boolean) => void }) {
  const sections = navigationFor(role, reaches ?? roleReach(role), useT(messages));
  return (
    <Sidebar
      sections={sections}
      currentTo={currentNavItem(sections, pathname)}
      renderLink={renderNavLink}
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
    />
  );
}

export function NavSheetChrome({ role, reaches, pathname, renderNavLink }: ChromeProps) {
  const sections = navigationFor(role, reaches ?? roleReach(role), useT(messages));
  return (
    <NavSheet sections={sections} currentTo={currentNavItem(sections, pathname)} renderLink={renderNavLink} />
  );
}

export { Toaster };
