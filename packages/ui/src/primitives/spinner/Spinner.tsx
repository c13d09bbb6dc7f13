import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /**
   * Announced to screen readers (default: the strings' `loading`, 'Loading'); `null` when the
   * surrounding control already says it is busy.
   */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const strings = useKitStrings();
  const circle = <span className={cx('fa-spinner', `fa-spinner--${size}`, className)} aria-hidden="true" />;
  if (label === null) return circle;
  return (
    <span role="status" className="fa-spinner-wrap">
      {circle}
      <span className="fa-visually-hidden">{label ?? strings.loading}</span>
    </span>
  );
}
