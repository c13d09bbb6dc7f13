import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Render the child element (article, section, a link) with card styles. */
  asChild?: boolean;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Hover lift for cards that open something. */
  interactive?: boolean;
}

export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { asChild = false, padding = 'md', interactive = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      ref={ref}
      className={cx('fa-card', `fa-card--pad-${padding}`, interactive && 'fa-card--interactive', className)}
      {...rest}
    />
  );
});
