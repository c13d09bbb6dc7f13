import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface StatGridProps {
  /** The cards, usually `StatCard`s (loaded or loading: both have the same box). */
  children: ReactNode;
  className?: string;
}

/**
 * Responsive grid for StatCards: as many columns as fit at 9.5rem or more each (4 across on
 * desktop, 2 on phones), every card in a row the same height.
 */
export function StatGrid({ children, className }: StatGridProps) {
  return <div className={cx('fa-stat-grid', className)}>{children}</div>;
}
