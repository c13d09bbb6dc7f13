import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { useFormFieldControl } from '../form-field';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, id, required, rows = 4, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...rest },
  ref,
) {
  const field = useFormFieldControl({
    id,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  });
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cx('fa-input', 'fa-textarea', className)}
      {...field}
      {...rest}
    />
  );
});
