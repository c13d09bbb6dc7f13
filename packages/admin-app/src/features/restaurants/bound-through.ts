import type { BoundField } from '@/shared/forms/fields';

/**
 * `field` showing `value` and handing its changes to `change` instead of storing them itself: a box
 * that edits part of a larger value (a location's latitude, a polygon's vertex, which keeps the
 * ring closed) or the value in another unit (cents typed as an amount). Its name, messages and
 * blur stay the field's, so the schema's message for that path shows on the box.
 */
export function boundThrough<TStored, TShown>(
  field: BoundField<TStored>,
  value: TShown,
  change: (next: TShown) => void,
): BoundField<TShown> {
  return {
    name: field.name,
    handleBlur: field.handleBlur,
    setMeta: field.setMeta,
    state: { value, meta: field.state.meta },
    handleChange: change,
  };
}
