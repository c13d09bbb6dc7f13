import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { useFormFieldControl } from '../form-field';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** Types whose values read left to right in every language (an email, a URL, a phone number). */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'url', 'tel']);

/**
 * Text input; inside a FormField it is labelled and described automatically. An email, URL or
 * phone input is typed left to right in a right-to-left page too (`dir="ltr"` unless given).
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, id, required, 'aria-describedby': describedBy, 'aria-invalid': invalid, dir, ...rest },
  ref,
) {
  const field = useFormFieldControl({
    id,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  });
  const direction =
    dir ?? (rest.type !== undefined && LEFT_TO_RIGHT_TYPES.has(rest.type) ? 'ltr' : undefined);
  return <input ref={ref} className={cx('fa-input', className)} dir={direction} {...field} {...rest} />;
});
