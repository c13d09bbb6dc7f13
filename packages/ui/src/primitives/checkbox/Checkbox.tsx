import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

export function Checkbox({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  name,
  id,
  className,
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `fa-checkbox-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={cx('fa-choice', disabled && 'fa-choice--disabled', className)}>
      <CheckboxPrimitive.Root
        id={controlId}
        className="fa-checkbox"
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        disabled={disabled}
        name={name}
        aria-describedby={descriptionId}
      >
        <CheckboxPrimitive.Indicator className="fa-checkbox__indicator">
          <Check size={14} strokeWidth={3} aria-hidden="true" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="fa-choice__text">
        <label htmlFor={controlId} className="fa-choice__label">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="fa-choice__description">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export interface CheckboxControlProps {
  /** `'indeterminate'` shows a dash: some, not all, of a group is checked. */
  checked: boolean | 'indeterminate';
  /** Called with true from unchecked and indeterminate, false from checked. */
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name; required because the box has no visible label (e.g. 'Select ada@example.com'). */
  'aria-label': string;
  disabled?: boolean;
  className?: string;
}

/** A bare checkbox with no visible label, for table cells; supports the indeterminate state. */
export function CheckboxControl({
  checked,
  onCheckedChange,
  'aria-label': ariaLabel,
  disabled,
  className,
}: CheckboxControlProps) {
  return (
    <CheckboxPrimitive.Root
      className={cx('fa-checkbox', className)}
      checked={checked}
      onCheckedChange={(state) => onCheckedChange(state === true)}
      disabled={disabled}
      aria-label={ariaLabel}
    >
      <CheckboxPrimitive.Indicator className="fa-checkbox__indicator">
        {checked === 'indeterminate' ? (
          <Minus size={14} strokeWidth={3} aria-hidden="true" />
        ) : (
          <Check size={14} strokeWidth={3} aria-hidden="true" />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
