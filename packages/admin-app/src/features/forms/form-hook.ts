import { useCallback, useEffect, useRef, useState } from 'react';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { serverFieldErrors } from '@/lib/form-errors';
import { formSchema } from '@/lib/form-schema';
import { useSaveConflict, type Versioning } from './save-conflict';
import { clearServerErrors, showServerErrors } from './server-errors';

/** A failed submit's message by default: the error's own (an ApiError carries the server's). */
function ownMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

type EntityFormOptions<TSchema extends v.GenericSchema, TValues> = {
  /**
   * The shared valibot schema (api-client): it validates the form (the required messages, docs/requirements.md#req-validation; on submit and
   * then on every change) and turns the values into what `submit` sends.
   */
  schema: TSchema;
  /** Every field's starting value (empty string, or null for an empty number). */
  defaultValues: TValues;
  /** Sends the parsed values: a save, a sign-in; a versioned record's save with its If-Match. */
  submit: (output: v.InferOutput<TSchema>, ifMatch?: number) => Promise<unknown>;
  /** After a successful submit (e.g. leave the form). */
  onSubmitted?: () => void;
  /** The message a failed submit shows (default: the error's own message, e.g. the server's). */
  errorMessage?: (error: unknown) => string;
  /**
   * An edit of a record with a version (./save-conflict.ts): saves send If-Match and a lost race
   * opens the conflict dialog. The form then starts from the values it was opened with, and a
   * refetch of the record while it is open does not change them.
   */
  versioning?: Versioning<TValues & object>;
};

/**
 * The one form hook of the app: every form (sign-in, sign-up, restaurant, menu, dish) is built
 * with it, on TanStack Form's `useForm`. It validates with the schema, submits once at a time,
 * keeps the form open on failure with the message (`submitError`: under the buttons of entity
 * forms, above the auth forms), and shows the server's per-field messages (ApiError.fieldErrors
 * of a 400 'Validation failed') on their fields.
 *
 * Fields are rendered with `form.Field` and the components of ./fields; the result goes whole to
 * EntityForm or AuthCard, which wire `submit` to the form element and show `submitting`.
 *
 * (TanStack Form's `createFormHook` gives the same with `form.AppField`, but its field-group
 * machinery costs the sign-in page ~1.5 KB gzip it cannot spare: see bench/bundle-budget.mjs.)
 */
export function useEntityForm<TSchema extends v.GenericSchema, TValues>({
  schema,
  defaultValues,
  submit,
  onSubmitted,
  errorMessage: toMessage = ownMessage,
  versioning,
}: EntityFormOptions<TSchema, TValues>) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  // A second submit while one is in flight (double click, Enter) is ignored.
  const inFlight = useRef(false);
  // Set on a successful submit, so leaving the form right after (onSubmitted) does not ask.
  const saved = useRef(false);
  // A versioned form's start: what it was opened with, or their version after Take theirs.
  const [start, setStart] = useState(defaultValues);

  const form = useForm({
    defaultValues: versioning ? start : defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema<TValues>(schema) },
    onSubmit: async ({ value, formApi }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitError(null);
      try {
        await send(value, conflict.currentVersion());
      } catch (error) {
        if (conflict.open(error, value as TValues & object)) return;
        setSubmitError(toMessage(error));
        showServerErrors(formApi, serverFieldErrors(error));
      } finally {
        inFlight.current = false;
      }
    },
  });
  // onSubmit above runs only after these exist.
  const send = useCallback(
    async (values: TValues, ifMatch: number | undefined) => {
      await submit(v.parse(schema, values), ifMatch);
      saved.current = true;
      onSubmitted?.();
    },
    [submit, schema, onSubmitted],
  );
  const reset = useCallback(
    (values: TValues) => {
      setSubmitError(null);
      setStart(values);
      form.reset(values);
    },
    [form],
  );
  const conflict = useSaveConflict(versioning as Versioning<TValues & object> | undefined, send, reset);

  const submitting = useStore(form.store, (state) => state.isSubmitting);

  // The record came back newer (a cached copy refetched, someone saved): a form nobody has typed
  // in yet follows it, so its next save is based on what it shows; typed values are never replaced.
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

  const submitForm = useCallback(() => {
    if (inFlight.current) return;
    clearServerErrors(form);
    void form.handleSubmit();
  }, [form]);

  const clearSubmitError = useCallback(() => setSubmitError(null), []);

  /** Whether leaving now would lose typed changes: a value differs from the start and is not saved. */
  const hasUnsavedChanges = useCallback(() => !saved.current && !form.state.isDefaultValue, [form]);

  /** Cancel discards on purpose: leaving after it does not ask. */
  const discard = useCallback(() => {
    saved.current = true;
  }, []);

  return {
    form,
    submit: submitForm,
    submitting,
    submitError,
    clearSubmitError,
    hasUnsavedChanges,
    discard,
    conflict: conflict.dialog && { ...conflict.dialog, onOpenChange: conflict.close },
  };
}

/** What EntityForm and AuthCard take: `useEntityForm`'s result. */
export type FormBinding = Pick<
  ReturnType<typeof useEntityForm>,
  'submit' | 'submitting' | 'submitError' | 'hasUnsavedChanges' | 'discard'
> & { conflict?: ReturnType<typeof useEntityForm>['conflict'] };
