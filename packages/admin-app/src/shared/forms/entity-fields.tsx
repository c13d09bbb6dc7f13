// Field components only the entity forms use, apart from ./fields so the sign-in page (which loads
// ./fields) does not download their controls (Radix Switch, the number input).
import { useState, type ComponentProps, type ReactNode } from 'react';
import { formatLocaleNumber, FormField, NumberInput, Switch, useKitStrings } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/forms';
import { useT } from '@/i18n/locale-provider';
import { useFieldBinding, type BoundField } from './fields';

type LabelProps = { label: ReactNode; required?: boolean; hint?: string };

type NumberFieldProps = LabelProps & { field: BoundField<number | null> } & Pick<
    ComponentProps<typeof NumberInput>,
    'prefix' | 'step' | 'min' | 'decimals'
  >;

/**
 * A labelled number input, typed and shown in the reader's language (`2,5` in French); the value is
 * null while empty and NaN while the text is not a number, which the schema refuses. Such a text is
 * kept as typed and the field says 'Type a number, such as 12.50' once the user leaves it (or
 * submits), rather than while a number is still being typed (`1,2` on the way to `1,234`).
 */
export function NumberField({ field, label, required, hint, ...inputProps }: NumberFieldProps) {
  const { name, value, error, onChange, onBlur } = useFieldBinding(field);
  const t = useT(messages);
  const { locale } = useKitStrings();
  // Left (blurred) while its text was not a number: the message shows until it is one again.
  const [leftUnreadable, setLeftUnreadable] = useState(false);
  const unreadable = value !== null && Number.isNaN(value);
  const example = formatLocaleNumber(12.5, locale, { decimals: inputProps.decimals ?? 1 });
  const message = !unreadable
    ? error
    : leftUnreadable || error !== undefined
      ? t('forms.numberUnreadable', { example })
      : undefined;
  return (
    <FormField label={label} required={required} hint={hint} error={message}>
      <NumberInput
        {...inputProps}
        name={name}
        value={value}
        onValueChange={(next) => {
          if (next === null || !Number.isNaN(next)) setLeftUnreadable(false);
          onChange(next);
        }}
        onBlur={() => {
          setLeftUnreadable(unreadable);
          onBlur();
        }}
      />
    </FormField>
  );
}

/** An on/off switch (Active, Available). */
export function SwitchField({ field, label }: { field: BoundField<boolean>; label: ReactNode }) {
  const { value, onChange } = useFieldBinding(field);
  return <Switch label={label} checked={value} onCheckedChange={onChange} />;
}
