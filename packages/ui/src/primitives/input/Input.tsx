import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { useFormFieldControl } from '../form-field';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** Text input; inside a FormField it is labelled and described automatically. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, id, required, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...rest },
  ref,
) {
  const field = useFormFieldControl({
    id,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  });
  return <input ref={ref} className={cx('fa-input', className)} {...field} {...rest} />;
});
