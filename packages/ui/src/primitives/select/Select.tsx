import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useFormFieldControl } from '../form-field';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> {
  value: V;
  onValueChange: (value: V) => void;
  options: ReadonlyArray<SelectOption<V>>;
  /** Accessible name when the select is not inside a FormField. */
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  size?: 'sm' | 'md';
}

/*
 * Radix Select reserves the empty string for "no value", but our filters use '' for "All".
 * Map '' to a private token on the way in and back on the way out.
 */
const EMPTY_VALUE = '__fa_empty__';
const toRadix = (value: string) => (value === '' ? EMPTY_VALUE : value);
const fromRadix = (value: string) => (value === EMPTY_VALUE ? '' : value);

export function Select<V extends string = string>({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  name,
  id,
  className,
  size = 'md',
  'aria-label': ariaLabel,
}: SelectProps<V>) {
  const field = useFormFieldControl({ id });
  return (
    <SelectPrimitive.Root
      value={toRadix(value)}
      onValueChange={(next) => onValueChange(fromRadix(next) as V)}
      disabled={disabled}
      name={name}
    >
      <SelectPrimitive.Trigger
        id={field.id}
        aria-label={ariaLabel}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid']}
        className={cx('fa-input', 'fa-select', `fa-select--${size}`, className)}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className="fa-select__icon">
          <ChevronDown size={16} aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content className="fa-select__content" position="popper" sideOffset={4}>
          <SelectPrimitive.Viewport className="fa-select__viewport">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={toRadix(option.value)}
                disabled={option.disabled}
                className="fa-select__item"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="fa-select__check">
                  <Check size={14} aria-hidden="true" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
