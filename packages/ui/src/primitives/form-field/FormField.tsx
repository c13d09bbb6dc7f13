import * as Label from '@radix-ui/react-label';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useKitStrings } from '../../strings';

interface FormFieldContextValue {
  id: string;
  /** The label's id: a control's popup (a Combobox's listbox) is named by it too. */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** The id of the FormField's label around the caller, if any (to name a control's popup by it). */
export const useFormFieldLabelId = (): string | undefined => useContext(FormFieldContext)?.labelId;

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
  /**
   * A character counter under the control (`12/120`) for a text with a length limit: the value's
   * length and the limit. It turns to the error colour above the limit; the message says the rest.
   */
  counter?: { length: number; max: number };
  /** Use a fixed id (otherwise one is generated). */
  id?: string;
  className?: string;
  children: ReactNode;
}

function errorText(error: FormFieldProps['error']): ReactNode {
  if (Array.isArray(error)) return error.filter(Boolean).join(' ');
  return error as ReactNode;
}

export function FormField({
  label,
  hint,
  error,
  required = false,
  counter,
  id,
  className,
  children,
}: FormFieldProps) {
  const strings = useKitStrings();
  const generated = useId();
  const controlId = id ?? `fa-field-${generated}`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const counterId = `${controlId}-counter`;
  const message = errorText(error);
  const hasError = message !== undefined && message !== null && message !== false && message !== '';
  const describedBy =
    [hint ? hintId : null, counter ? counterId : null, hasError ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <FormFieldContext.Provider value={{ id: controlId, labelId, describedBy, invalid: hasError, required }}>
      <div className={cx('fa-field', hasError && 'fa-field--invalid', className)}>
        <Label.Root className="fa-field__label" htmlFor={controlId} id={labelId}>
          {label}
          {required ? (
            <span className="fa-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </Label.Root>
        {children}
        {hint || counter ? (
          <div className="fa-field__notes">
            {hint ? (
              <p id={hintId} className="fa-field__hint">
                {hint}
              </p>
            ) : null}
            {counter ? (
              <p
                id={counterId}
                className={cx('fa-field__counter', counter.length > counter.max && 'fa-field__counter--over')}
              >
                <span aria-hidden="true">{strings.characterCount(counter.length, counter.max)}</span>
                <span className="fa-visually-hidden">
                  {strings.characterCountLabel(counter.length, counter.max)}
                </span>
              </p>
            ) : null}
          </div>
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
