import { useState } from 'react';
import * as v from 'valibot';
import { errorMessage } from '@food-admin/ui';

type SaveMutation<TInput> = { isPending: boolean; mutateAsync: (input: TInput) => Promise<unknown> };

/**
 * The submit step every entity form shares: parse the form values with the payload schema, save,
 * then leave the form; a failed save keeps the form open and exposes the message for FormActions
 * (SPEC section 8). A second submit while one is in flight is ignored.
 */
export function useSaveEntity<TSchema extends v.GenericSchema>(
  schema: TSchema,
  save: SaveMutation<v.InferOutput<TSchema>>,
  onSaved: () => void,
) {
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (values: unknown) => {
    if (save.isPending) return;
    setSaveError(null);
    try {
      await save.mutateAsync(v.parse(schema, values));
      onSaved();
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };

  return { saveError, submit };
}
