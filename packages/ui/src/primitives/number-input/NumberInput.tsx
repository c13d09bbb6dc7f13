import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
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
  /** Shown with this many decimals when not being typed in (a price: 2, so 16.5 reads 16.50). */
  decimals?: number;
}

const formatNumber = (value: number | null, decimals: number | undefined) =>
  value === null ? '' : decimals === undefined ? String(value) : value.toFixed(decimals);

/** Numeric input; defaults match a price (step 0.01, min 0.01). */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  {
    value,
    onValueChange,
    prefix,
    decimals,
    onBlur,
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
  // What the field shows: the user's own text while typing, the formatted value otherwise.
  const [text, setText] = useState(() => formatNumber(value, decimals));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // Changed from outside (a reset, a loaded entity): show it formatted.
    setShownValue(value);
    const typed = text === '' ? null : Number(text);
    if (typed !== value) setText(formatNumber(value, decimals));
  }
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
        value={text}
        onChange={(event) => {
          const raw = event.target.value;
          const parsed = event.target.valueAsNumber;
          const next = raw === '' || Number.isNaN(parsed) ? null : parsed;
          setText(raw);
          setShownValue(next);
          onValueChange(next);
        }}
        onBlur={(event) => {
          setText(formatNumber(value, decimals));
          onBlur?.(event);
        }}
        {...field}
        {...rest}
      />
    </div>
  );
});
