import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { formatLocaleNumber, parseLocaleNumber } from '../../lib/locale-number';
import { useKitStrings } from '../../strings';
import { useFormFieldControl } from '../form-field';

export interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'prefix' | 'step' | 'min'
> {
  /** `null` while the field is empty, so the form can report 'Price must be positive' rather than 0. */
  value: number | null;
  /**
   * The number the text reads as at each keystroke: `null` while empty, `NaN` while the text is not
   * a number in `locale` (`12abc`, `1.2.3`, `2,5` in English). The field keeps the text as typed
   * either way; the form says what is wrong (the kit writes no message).
   */
  onValueChange: (value: number | null) => void;
  /** Text shown inside the field before the number, e.g. '$'. */
  prefix?: ReactNode;
  /** Shown with this many decimals when not being typed in (a price: 2, so 16.5 reads 16.50). */
  decimals?: number;
  /**
   * The language the number is typed and shown in (`fr`: `1,5` is read as 1.5 and shown `1,50`).
   * Default: the `locale` of the kit strings (`KitStringsProvider`), `en-US` without one.
   */
  locale?: string;
  /** What ArrowUp and ArrowDown add and take away (0.01 by default, a price's cent). */
  step?: number;
  /** Where ArrowDown stops (0.01 by default). A lower typed value is reported as it is: the form judges it. */
  min?: number;
}

/** Decimals a step has (0.01: 2), so stepping does not show 0.30000000000000004. */
const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * Numeric input in the reader's language (docs/ui-kit.md#numbers-typed): a text field with the
 * decimal keyboard (`inputMode="decimal"`), not `type="number"`, which drops what it cannot read.
 * Defaults match a price (step 0.01, min 0.01).
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  {
    value,
    onValueChange,
    prefix,
    decimals,
    locale: localeProp,
    onBlur,
    onKeyDown,
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
  const kitLocale = useKitStrings().locale;
  const locale = localeProp ?? kitLocale;
  const field = useFormFieldControl({
    id,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  });
  /**
   * `value` as the field shows it when not typed in: with `decimals` decimals, unless that would
   * show another number (16.555 with 2 decimals), which is then shown whole.
   */
  const display = (shown: number | null): string => {
    if (shown === null) return '';
    const formatted = formatLocaleNumber(shown, locale, { decimals });
    return Object.is(parseLocaleNumber(formatted, locale), shown)
      ? formatted
      : formatLocaleNumber(shown, locale);
  };
  // What the field shows: the user's own text while typing, the formatted value otherwise.
  const [text, setText] = useState(() => (value === null || !Number.isNaN(value) ? display(value) : ''));
  const [shown, setShown] = useState({ value, locale });
  if (!Object.is(value, shown.value) || locale !== shown.locale) {
    // Changed from outside (a reset, a loaded entity, another language): show it formatted, unless
    // the text already reads as it (the form handing back what was just typed).
    setShown({ value, locale });
    const typed = parseLocaleNumber(text, locale);
    const readable = value === null || !Number.isNaN(value);
    if (readable && (locale !== shown.locale || !Object.is(typed, value))) setText(display(value));
  }
  const change = (nextText: string, next: number | null) => {
    setText(nextText);
    setShown({ value: next, locale });
    onValueChange(next);
  };
  return (
    <div className={cx('fa-number-input', prefix != null && 'fa-number-input--prefixed', className)}>
      {prefix != null ? (
        <span className="fa-number-input__prefix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="fa-input"
        value={text}
        onChange={(event) => {
          const raw = event.target.value;
          change(raw, parseLocaleNumber(raw, locale));
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
          const current = parseLocaleNumber(text, locale);
          if (current !== null && Number.isNaN(current)) return;
          event.preventDefault();
          const places = Math.max(decimalsOf(step), decimalsOf(current ?? 0));
          const stepped =
            current === null
              ? min
              : Number((current + (event.key === 'ArrowUp' ? step : -step)).toFixed(places));
          const next = Math.max(min, stepped);
          change(display(next), next);
        }}
        onBlur={(event) => {
          // An unreadable text stays as typed (the form says why); a number is shown formatted.
          const typed = parseLocaleNumber(text, locale);
          if (typed === null || !Number.isNaN(typed)) setText(display(typed));
          onBlur?.(event);
        }}
        {...field}
        {...rest}
      />
    </div>
  );
});
