import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  name,
  id,
  className,
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? `fa-switch-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={cx('fa-choice', 'fa-choice--switch', disabled && 'fa-choice--disabled', className)}>
      <SwitchPrimitive.Root
        id={controlId}
        className="fa-switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        aria-describedby={descriptionId}
      >
        <SwitchPrimitive.Thumb className="fa-switch__thumb" />
      </SwitchPrimitive.Root>
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
