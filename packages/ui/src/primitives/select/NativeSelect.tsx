import { ChevronDown } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useFormFieldControl } from '../form-field';
import type { SelectProps } from './Select';

export type NativeSelectProps<V extends string = string> = Omit<SelectProps<V>, 'placeholder'>;

/**
 * The same control as Select, drawn by the browser when it opens: a `<select>` with the kit's
 * field style and chevron. Opening it runs no script and lays out nothing in the page, where
 * Select's popup (positioned by script) takes 200-300 ms to open on a phone's CPU in a large page
 * (docs/ui-kit.md#native-select). Use it for filters that sit on busy pages; Select for a list that
 * needs the kit's own look (checks, disabled reasons). Its width is the widest option's, so picking
 * a longer one moves nothing beside it.
 */
export function NativeSelect<V extends string = string>({
  value,
  onValueChange,
  options,
  disabled,
  name,
  id,
  className,
  size = 'md',
  'aria-label': ariaLabel,
}: NativeSelectProps<V>) {
  const field = useFormFieldControl({ id });
  return (
    <span className={cx('fa-native-select', className)}>
      <select
        id={field.id}
        aria-label={ariaLabel}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid']}
        className={cx('fa-input', 'fa-select', `fa-select--${size}`, 'fa-native-select__control')}
        value={value}
        disabled={disabled}
        name={name}
        onChange={(event) => onValueChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="fa-native-select__icon" size={16} aria-hidden="true" />
    </span>
  );
}
