// Field components only the entity forms use, apart from ./fields so the sign-in page (which loads
// ./fields) does not download their controls (Radix Switch, the number input).
import type { ComponentProps } from 'react';
import { FormField, NumberInput, Switch } from '@food-admin/ui';
import { useFieldBinding, type BoundField } from './fields';

type LabelProps = { label: string; required?: boolean; hint?: string };

type NumberFieldProps = LabelProps & { field: BoundField<number | null> } & Pick<
    ComponentProps<typeof NumberInput>,
    'prefix' | 'step' | 'min' | 'decimals'
  >;

/** A labelled number input; the value is null while empty. */
export function NumberField({ field, label, required, hint, ...inputProps }: NumberFieldProps) {
  const { name, value, error, onChange, onBlur } = useFieldBinding(field);
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      <NumberInput {...inputProps} name={name} value={value} onValueChange={onChange} onBlur={onBlur} />
    </FormField>
  );
}

/** An on/off switch (Active, Available). */
export function SwitchField({ field, label }: { field: BoundField<boolean>; label: string }) {
  const { value, onChange } = useFieldBinding(field);
  return <Switch label={label} checked={value} onCheckedChange={onChange} />;
}
