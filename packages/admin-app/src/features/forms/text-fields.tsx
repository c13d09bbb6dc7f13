import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { FormField, Input, Textarea } from '@food-admin/ui';
import { firstErrorMessage } from '../../lib/form-errors';

/**
 * The part of a TanStack Form field API that a text control needs. Any `form.Field` render prop
 * argument for a string field fits it, so one component renders every text field of every form.
 */
export type TextFieldApi = {
  name: string;
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
};

type LabelProps = { label: string; required?: boolean; hint?: string };

type TextInputFieldProps = LabelProps & {
  field: TextFieldApi;
} & Pick<ComponentProps<typeof Input>, 'type' | 'autoComplete' | 'placeholder' | 'disabled'>;

/** A labelled single-line input bound to a form field, showing the field's first error. */
export function TextInputField({ field, label, required, hint, ...inputProps }: TextInputFieldProps) {
  return (
    <BoundField field={field} label={label} required={required} hint={hint}>
      <Input {...inputProps} {...bindText(field)} />
    </BoundField>
  );
}

/** A labelled multi-line input bound to a form field, showing the field's first error. */
export function TextareaField({ field, label, required, hint }: LabelProps & { field: TextFieldApi }) {
  return (
    <BoundField field={field} label={label} required={required} hint={hint}>
      <Textarea {...bindText(field)} />
    </BoundField>
  );
}

function BoundField({
  field,
  children,
  ...labelProps
}: LabelProps & { field: TextFieldApi; children: ReactNode }) {
  return (
    <FormField {...labelProps} error={firstErrorMessage(field.state.meta.errors)}>
      {children}
    </FormField>
  );
}

/** The value, change and blur wiring an input or textarea needs to edit `field`. */
function bindText(field: TextFieldApi) {
  return {
    name: field.name,
    value: field.state.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.handleChange(event.target.value),
    onBlur: field.handleBlur,
  };
}
