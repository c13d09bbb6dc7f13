import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { DraftBinding } from './form-drafts';
import { useEntityForm } from './form-hook';
import { useLiveNotice } from './live-notice';
import { useSaveConflict, type SaveConflict, type Versioning } from './save-conflict';

type VersionedFormOptions<TSchema extends v.GenericSchema, TValues extends object> = Omit<
  Parameters<typeof useEntityForm<TSchema, TValues>>[0],
  'submit' | 'onSubmitError'
> & {
  /** Sends the parsed values; an edit sends `ifMatch`, the version its values are based on. */
  submit: (output: v.InferOutput<TSchema>, ifMatch: number | undefined) => Promise<unknown>;
  /** Set when the form edits a record (absent: a create, which has no version yet). */
  versioning: Versioning<TValues> | undefined;
};

/**
 * A create/edit form of a versioned record (restaurant, menu, dish): `useEntityForm`, whose saves
 * send If-Match and whose lost races open the conflict dialog (./save-conflict.ts). Kept apart from
 * the base hook, so the sign-in page does not load what only editors need.
 *
 * The form starts from the values it was opened with: a refetch of the record while someone types
 * never replaces their values. An untouched form follows a newer version, so its next save is
 * based on what it shows.
 */
export function useVersionedForm<TSchema extends v.GenericSchema, TValues extends object>({
  submit,
  versioning,
  defaultValues,
  ...options
}: VersionedFormOptions<TSchema, TValues>) {
  const [start, setStart] = useState(defaultValues);
  // The conflict state needs the form's save and reset, and the form's submit needs its version.
  const conflictRef = useRef<SaveConflict<TValues> | null>(null);
  const binding = useEntityForm<TSchema, TValues>({
    ...options,
    defaultValues: versioning ? start : defaultValues,
    submit: (output) => submit(output, conflictRef.current?.currentVersion()),
    onSubmitError: (error, values) => conflictRef.current?.open(error, values) ?? false,
  });
  const { form, saveValues, clearSubmitError } = binding;

  const reset = useCallback(
    (values: TValues) => {
      clearSubmitError();
      setStart(values);
      form.reset(values);
    },
    [form, clearSubmitError],
  );
  const conflict = useSaveConflict(versioning, saveValues, reset);
  conflictRef.current = conflict;

  const loadedVersion = versioning?.version;
  const latestDefaults = useRef(defaultValues);
  latestDefaults.current = defaultValues;
  useEffect(() => {
    const shownVersion = conflict.currentVersion();
    if (loadedVersion === undefined || shownVersion === undefined || loadedVersion <= shownVersion) return;
    if (!form.state.isDefaultValue) return;
    conflict.rebase(loadedVersion);
    reset(latestDefaults.current);
  }, [loadedVersion, conflict, form, reset]);

  const liveNotice = useLiveNotice(versioning, binding.hasUnsavedChanges);

  // A kept draft remembers the version its values were based on: saved again, they go through the
  // conflict dialog if someone changed the record meanwhile, instead of overwriting it.
  const { draft: plainDraft } = binding;
  const { currentVersion, rebase } = conflict;
  const draft = useMemo<DraftBinding>(
    () => ({
      values: () => ({ ...plainDraft.values(), version: currentVersion() }),
      restore: (kept) => {
        plainDraft.restore(kept);
        if (kept.version !== undefined && loadedVersion !== undefined) rebase(kept.version);
      },
      drop: () => {
        if (loadedVersion !== undefined) rebase(loadedVersion);
        reset(latestDefaults.current);
      },
    }),
    [plainDraft, currentVersion, rebase, loadedVersion, reset],
  );

  return {
    ...binding,
    draft,
    conflict: conflict.dialog && { ...conflict.dialog, onOpenChange: conflict.close },
    liveNotice,
  };
}
