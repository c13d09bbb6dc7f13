// The app's form field components, for `form.Field` of `useEntityForm`:
// `<form.Field name="name">{(field) => <TextField field={field} label="Name" required />}</form.Field>`.
// Each shows its label and its first message, whether from the form's schema or from the server
// (a 400's fieldErrors), and drops the server's message once the user edits the value. The sign-in
// page loads this module: controls only the entity forms use live in ./entity-fields.
import type { ComponentProps, ReactNode } from 'react';
import type { AnyFieldApi } from '@tanstack/react-form';
import { Checkbox, FormField, Input, Textarea } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { firstErrorMessage } from '@/lib/form-errors';
import { withServerError } from './server-errors';

/** What the components need of a `form.Field` render-prop argument whose value is a `TValue`. */
export type BoundField<TValue> = Pick<AnyFieldApi, 'name' | 'handleBlur'> & {
  /** Only ever given an update of the error maps (withServerError). */
  setMeta: (
    updater: <TMeta extends { errorMap: object; errorSourceMap: object }>(meta: TMeta) => TMeta,
  ) => void;
  state: { value: TValue; meta: Pick<AnyFieldApi['state']['meta'], 'errors' | 'errorMap'> };
  handleChange: (value: TValue) => void;
};

/**
 * A label may hold more than text: words only a screen reader reads, such as which of many alike
 * groups a control belongs to (`Zone 2: Fee`, features/restaurants/named-label.tsx).
 */
type LabelProps = { label: ReactNode; required?: boolean; hint?: string };

/**
 * A text's length limit, read from the schema that declares it (`lengthLimitOf(schema, 'max')`):
 * the field counts the characters against it (`12/120`); the schema's message names it.
 */
type LimitProps = { maxLength?: number | undefined };

/** The kit's counter for a value under a limit (none without one). */
const counterOf = (value: string, maxLength: number | undefined) =>
  maxLength === undefined ? undefined : { length: value.length, max: maxLength };

/**
 * The value, the first message (in the reader's language: the schemas and the server speak
 * English), and a change that also drops the server's message.
 */
export function useFieldBinding<TValue>(field: BoundField<TValue>) {
  const texts = useApiTexts();
  const error = firstErrorMessage(field.state.meta.errors);
  return {
    name: field.name as string,
    value: field.state.value,
    error: error === undefined ? undefined : texts.field(error),
    onChange: (next: TValue) => {
      field.handleChange(next);
      if (field.state.meta.errorMap.onServer !== undefined) {
        field.setMeta((meta) => withServerError(meta, undefined));
      }
    },
    onBlur: () => field.handleBlur(),
  };
}

type TextFieldProps = LabelProps &
  LimitProps & { field: BoundField<string> } & Pick<
    ComponentProps<typeof Input>,
    'type' | 'autoComplete' | 'placeholder' | 'disabled'
  >;

/** A labelled single-line input. */
export function TextField({ field, label, required, hint, maxLength, ...inputProps }: TextFieldProps) {
  const { name, value, error, onChange, onBlur } = useFieldBinding(field);
  return (
    <FormField
      label={label}
      required={required}
      hint={hint}
      error={error}
      counter={counterOf(value, maxLength)}
    >
      <Input
        {...inputProps}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}

/** A labelled multi-line input. */
export function TextareaField({
  field,
  label,
  required,
  hint,
  maxLength,
}: LabelProps & LimitProps & { field: BoundField<string> }) {
  const { name, value, error, onChange, onBlur } = useFieldBinding(field);
  return (
    <FormField
      label={label}
      required={required}
      hint={hint}
      error={error}
      counter={counterOf(value, maxLength)}
    >
      <Textarea
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}

/** A checkbox (Remember me). */
export function CheckboxField({ field, label }: { field: BoundField<boolean>; label: string }) {
  const { value, onChange } = useFieldBinding(field);
  return <Checkbox label={label} checked={value} onCheckedChange={onChange} />;
}

type ControlFieldProps<TValue> = LabelProps & {
  field: BoundField<TValue>;
  /** Any other control (a select, ...) bound to the field's value. */
  children: (control: { name: string; value: TValue; onChange: (next: TValue) => void }) => ReactNode;
};

/** A labelled field around a control of the screen's choosing, with the same messages. */
export function ControlField<TValue>({ field, label, required, hint, children }: ControlFieldProps<TValue>) {
  const { name, value, error, onChange } = useFieldBinding(field);
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {children({ name, value, onChange })}
    </FormField>
  );
}
