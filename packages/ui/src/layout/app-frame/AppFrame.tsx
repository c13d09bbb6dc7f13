import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface AppFrameProps {
  /** Usually AppHeader. */
  header: ReactNode;
  /** Usually Sidebar; absent for signed-out pages. */
  sidebar?: ReactNode;
  /** Usually Footer. */
  footer: ReactNode;
  /** The `<main>` element. */
  children: ReactNode;
  /**
   * A "Skip to content" link: rendered first, before the sidebar, so it is the page's first tab
   * stop (after the sidebar's links it would skip nothing).
   */
  skipLink?: ReactNode;
  className?: string;
}

/**
 * The page frame: the sidebar on the start edge at full height, and a column with the header, the
 * page and the footer. Header, page and footer use the same inline padding, so their content
 * shares one start edge at every width (the sidebar hides below 48rem; see NavSheet).
 */
export function AppFrame({ header, sidebar, footer, children, skipLink, className }: AppFrameProps) {
  return (
    <div className={cx('fa-frame', sidebar ? 'fa-frame--with-sidebar' : undefined, className)}>
      {skipLink}
      {sidebar ? <div className="fa-frame__sidebar">{sidebar}</div> : null}
      <div className="fa-frame__column">
        {header}
        {children}
        {footer}
      </div>
    </div>
  );
}
