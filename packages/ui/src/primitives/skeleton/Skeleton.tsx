import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: 'sm' | 'md' | 'lg' | 'full';
  /** Text-line skeleton: height of one line of the given text size. */
  text?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';
  className?: string;
  style?: CSSProperties;
}

/** A placeholder block; decorative (the loading region carries aria-busy and a label). */
export function Skeleton({ width, height, radius = 'md', text, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'fa-skeleton',
        `fa-skeleton--r-${radius}`,
        text && `fa-skeleton--text-${text}`,
        className,
      )}
      style={{ width, height, ...style }}
    />
  );
}
