import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useFormFieldControl } from '../form-field';

export interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'prefix'
> {
  /** `null` while the field is empty, so the form can report 'Price must be positive' rather than 0. */
  value: number | null;
  onValueChange: (value: number | null) => void;
  /** Text shown inside the field before the number, e.g. '$'. */
  prefix?: ReactNode;
}

/** Numeric input; defaults match a price (step 0.01, min 0.01). */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  {
    value,
    onValueChange,
    prefix,
    step = 0.01,
    min = 0.01,
    className,
    id,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...rest
  },
  ref,
) {
  const field = useFormFieldControl({
    id,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  });
  return (
    <div className={cx('fa-number-input', prefix != null && 'fa-number-input--prefixed', className)}>
      {prefix != null ? (
        <span className="fa-number-input__prefix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        ref={ref}
        type="number"
        inputMode="decimal"
        className="fa-input"
        step={step}
        min={min}
        value={value ?? ''}
        onChange={(event) => {
          const raw = event.target.value;
          const parsed = event.target.valueAsNumber;
          onValueChange(raw === '' || Number.isNaN(parsed) ? null : parsed);
        }}
        {...field}
        {...rest}
      />
    </div>
  );
});
