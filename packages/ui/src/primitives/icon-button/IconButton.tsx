import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { ButtonSize, ButtonVariant } from '../button';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name; required because the button shows only an icon. Also used as the tooltip. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', className, type, title, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      title={title ?? label}
      className={cx('fa-button', 'fa-icon-button', `fa-button--${variant}`, `fa-button--${size}`, className)}
      {...rest}
    >
      <span aria-hidden="true" className="fa-icon-button__icon">
        {icon}
      </span>
    </button>
  );
});
