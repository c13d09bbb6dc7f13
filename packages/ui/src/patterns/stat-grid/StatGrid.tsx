import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** Responsive grid for StatCards (4 across on desktop, 2 on phones). */
export function StatGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('fa-stat-grid', className)}>{children}</div>;
}
