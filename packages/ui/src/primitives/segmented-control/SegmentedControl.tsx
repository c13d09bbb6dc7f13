import { useId } from 'react';
import { cx } from '../../lib/cx';

export interface SegmentedOption<TValue extends string = string> {
  value: TValue;
  label: string;
}

export interface SegmentedControlProps<TValue extends string = string> {
  /** The group's accessible name (e.g. "Range"). */
  'aria-label': string;
  value: TValue;
  onValueChange: (value: TValue) => void;
  options: readonly SegmentedOption<TValue>[];
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A few mutually exclusive choices shown side by side, one click away (a range, a view). Native
 * radio buttons underneath: arrow keys move the choice, Tab leaves the group, and no script is
 * needed to be accessible; for a long list, use Select.
 */
export function SegmentedControl<TValue extends string = string>({
  'aria-label': label,
  value,
  onValueChange,
  options,
  size = 'md',
  className,
}: SegmentedControlProps<TValue>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cx('fa-segmented', `fa-segmented--${size}`, className)}
    >
      {options.map((option) => (
        <label key={option.value} className="fa-segmented__option">
          <input
            type="radio"
            className="fa-segmented__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onValueChange(option.value)}
          />
          <span className="fa-segmented__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
