import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface FooterProps {
  /** Who holds the copyright; the year is fixed at 2025 (docs/requirements.md#req-constants-footer). */
  owner?: string;
  /** Extra content on the right (links, version). */
  children?: ReactNode;
  className?: string;
}

export const COPYRIGHT_YEAR = 2025;

export function Footer({ owner = 'Food Admin', children, className }: FooterProps) {
  return (
    <footer className={cx('fa-footer', className)}>
      <p className="fa-footer__copy">
        © {COPYRIGHT_YEAR} {owner}. All rights reserved.
      </p>
      {children ? <div className="fa-footer__extra">{children}</div> : null}
    </footer>
  );
}
