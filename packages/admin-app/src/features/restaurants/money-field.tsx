import type { ReactNode } from 'react';
import { PRICE_STEP } from '@food-admin/api-client';
import { NumberField } from '@/shared/forms/entity-fields';
import type { BoundField } from '@/shared/forms/fields';
import { boundThrough } from './bound-through';
import { amountOf, centsOf } from './money-amount';

/**
 * An amount stored in cents (`field`), typed and shown as a price is elsewhere in the app (the dish
 * form's price: a $ prefix, two decimals, the reader's decimal separator). Empty is null, which the
 * schema refuses unless the amount is optional (a zone's own minimum).
 */
export function MoneyField({
  field,
  label,
  hint,
  required,
}: {
  field: BoundField<number | null>;
  label: ReactNode;
  hint?: string;
  required?: boolean;
}) {
  const amount = boundThrough(field, amountOf(field.state.value), (next: number | null) =>
    field.handleChange(centsOf(next)),
  );
  return (
    <NumberField
      field={amount}
      label={label}
      hint={hint}
      required={required}
      prefix="$"
      decimals={2}
      step={PRICE_STEP}
      min={0}
    />
  );
}
