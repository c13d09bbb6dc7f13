import type { StandardSchemaV1 } from '@tanstack/react-form';
import type * as v from 'valibot';

/**
 * The shared valibot input schemas validate what the server accepts, where optional fields may be
 * absent or null. A form always holds every field (empty string, or null for an empty number), which
 * the schema accepts at run time but TypeScript cannot see as the same input type. This states that
 * the schema validates the form's values; the schema itself (and its required messages, docs/requirements.md#req-validation) is unchanged.
 */
export function formSchema<TFormValues>(schema: v.GenericSchema): StandardSchemaV1<TFormValues, unknown> {
  return schema as unknown as StandardSchemaV1<TFormValues, unknown>;
}
