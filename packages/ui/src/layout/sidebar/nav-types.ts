import type { ComponentType, ReactNode } from 'react';

/** One destination of the app's navigation. */
export interface NavItem {
  /** The app's path; also the item's identity (compare with `currentTo`). */
  to: string;
  label: string;
  icon: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean | 'true' }>;
}

/** A group of items, optionally headed (e.g. "Account"). */
export interface NavSection {
  label?: string;
  items: readonly NavItem[];
}

/**
 * Link slot for navigation: the kit never imports a router. Spread every prop onto the element
 * (aria-current marks the current section, onClick closes the phone sheet).
 */
export type RenderNavLink = (props: {
  to: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  title?: string;
  onClick?: () => void;
}) => ReactNode;

/**
 * The item whose path is the longest prefix of `pathname` (so /admin/restaurants/4/edit
 * highlights Restaurants, and /admin highlights Dashboard only on /admin itself or when nothing
 * longer matches).
 */
export function currentNavItem(sections: readonly NavSection[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const section of sections) {
    for (const { to } of section.items) {
      const matches = pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
      if (matches && (best === undefined || to.length > best.length)) best = to;
    }
  }
  return best;
}
