import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'primary';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('fa-badge', `fa-badge--${tone}`, className)}>{children}</span>;
}

/** 'Active' / 'Inactive' for restaurants and menus. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

/** 'Available' / 'Unavailable' for dishes. */
export function AvailabilityBadge({ available }: { available: boolean }) {
  return <Badge tone={available ? 'success' : 'danger'}>{available ? 'Available' : 'Unavailable'}</Badge>;
}
