import * as Label from '@radix-ui/react-label';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

interface FormFieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** Controls inside a FormField pick up its id, aria-describedby and aria-invalid from here. */
export function useFormFieldControl(overrides: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
}) {
  const field = useContext(FormFieldContext);
  const describedBy =
    [field?.describedBy, overrides['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const invalid = overrides['aria-invalid'] ?? (field?.invalid ? true : undefined);
  return {
    id: overrides.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    required: overrides.required ?? (field?.required || undefined),
  };
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Validation message(s); shown in red and linked to the control with aria-describedby. */
  error?: ReactNode | readonly string[];
  required?: boolean;
  /** Use a fixed id (otherwise one is generated). */
  id?: string;
  className?: string;
  children: ReactNode;
}

function errorText(error: FormFieldProps['error']): ReactNode {
  if (Array.isArray(error)) return error.filter(Boolean).join(' ');
  return error as ReactNode;
}

export function FormField({ label, hint, error, required = false, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `fa-field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const message = errorText(error);
  const hasError = message !== undefined && message !== null && message !== false && message !== '';
  const describedBy =
    [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormFieldContext.Provider value={{ id: controlId, describedBy, invalid: hasError, required }}>
      <div className={cx('fa-field', hasError && 'fa-field--invalid', className)}>
        <Label.Root className="fa-field__label" htmlFor={controlId}>
          {label}
          {required ? (
            <span className="fa-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </Label.Root>
        {children}
        {hint ? (
          <p id={hintId} className="fa-field__hint">
            {hint}
          </p>
        ) : null}
        {hasError ? (
          <p id={errorId} className="fa-field__error" role="alert">
            {message}
          </p>
        ) : null}
      </div>
    </FormFieldContext.Provider>
  );
}
