import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';
import type { OrderTaking } from '../../types';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'primary';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('fa-badge', `fa-badge--${tone}`, className)}>{children}</span>;
}

/** 'Active' / 'Inactive' for restaurants and menus (the strings' `active` / `inactive`). */
export function ActiveBadge({ active }: { active: boolean }) {
  const strings = useKitStrings();
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? strings.active : strings.inactive}</Badge>;
}

/** 'Available' / 'Unavailable' for dishes (the strings' `available` / `unavailable`). */
export function AvailabilityBadge({ available }: { available: boolean }) {
  const strings = useKitStrings();
  return (
    <Badge tone={available ? 'success' : 'danger'}>
      {available ? strings.available : strings.unavailable}
    </Badge>
  );
}

const ORDER_TAKING_TONES = { open: 'success', paused: 'warning', closed: 'neutral' } as const;

/** 'Open now' / 'Paused' / 'Closed' for a restaurant (the strings' `openNow` / `paused` / `closed`). */
export function OrderTakingBadge({ availability }: { availability: OrderTaking }) {
  const strings = useKitStrings();
  const text = availability === 'open' ? strings.openNow : strings[availability];
  return <Badge tone={ORDER_TAKING_TONES[availability]}>{text}</Badge>;
}
