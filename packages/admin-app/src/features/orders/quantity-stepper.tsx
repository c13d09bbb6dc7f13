import type { KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { IconButton, useKitStrings } from '@food-admin/ui';

type QuantityStepperProps = {
  value: number;
  /** The most it goes up to (what is left); a value above it, set before the cap fell, shows as invalid. */
  max: number;
  onChange: (value: number) => void;
  /** The spin button's name: 'Quantity of Margherita to refund'. */
  label: string;
  fewerLabel: string;
  moreLabel: string;
  disabled?: boolean;
};

/**
 * A whole number from 0 to `max`: minus and plus buttons around an ARIA spin button (Arrow keys,
 * Page keys, Home and End), the number in the reader's digits.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  fewerLabel,
  moreLabel,
  disabled = false,
}: QuantityStepperProps) {
  const { formatCount } = useKitStrings();
  const set = (next: number) => {
    const bounded = Math.max(0, Math.min(max, next));
    if (bounded !== value) onChange(bounded);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, () => number> = {
      ArrowUp: () => value + 1,
      ArrowDown: () => value - 1,
      PageUp: () => value + 10,
      PageDown: () => value - 10,
      Home: () => 0,
      End: () => max,
    };
    const step = steps[event.key];
    if (step === undefined || disabled) return;
    event.preventDefault();
    // Down from a value above the cap goes to the cap at once.
    set(Math.min(step(), event.key === 'ArrowDown' || event.key === 'PageDown' ? max : Infinity));
  };
  const over = value > max;
  return (
    <div className="quantity-stepper">
      <IconButton
        size="sm"
        variant="outline"
        label={fewerLabel}
        icon={<Minus size={14} />}
        disabled={disabled || value <= 0}
        onClick={() => set(over ? max : value - 1)}
      />
      <span
        role="spinbutton"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={formatCount(value)}
        aria-invalid={over || undefined}
        aria-disabled={disabled || undefined}
        className="quantity-stepper__value"
        onKeyDown={onKeyDown}
      >
        {formatCount(value)}
      </span>
      <IconButton
        size="sm"
        variant="outline"
        label={moreLabel}
        icon={<Plus size={14} />}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      />
    </div>
  );
}
