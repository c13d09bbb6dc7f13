import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';

export interface FooterProps {
  /**
   * Who holds the copyright (default: the strings' `productName`, 'Food Admin'); the year is fixed
   * at 2025 (docs/requirements.md#req-constants-footer). The line is the strings' `copyright`.
   */
  owner?: string;
  /** Extra content on the right (links, version). */
  children?: ReactNode;
  className?: string;
}

export const COPYRIGHT_YEAR = 2025;

/** The page's footer: '© 2025 Food Admin. All rights reserved.' and optional extra content. */
export function Footer({ owner, children, className }: FooterProps) {
  const strings = useKitStrings();
  return (
    <footer className={cx('fa-footer', className)}>
      <p className="fa-footer__copy">{strings.copyright(COPYRIGHT_YEAR, owner ?? strings.productName)}</p>
      {children ? <div className="fa-footer__extra">{children}</div> : null}
    </footer>
  );
}
