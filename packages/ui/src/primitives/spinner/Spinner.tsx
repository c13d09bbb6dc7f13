import { cx } from '../../lib/cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; `null` when the surrounding control already says it is busy. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  const circle = <span className={cx('fa-spinner', `fa-spinner--${size}`, className)} aria-hidden="true" />;
  if (label === null) return circle;
  return (
    <span role="status" className="fa-spinner-wrap">
      {circle}
      <span className="fa-visually-hidden">{label}</span>
    </span>
  );
}
