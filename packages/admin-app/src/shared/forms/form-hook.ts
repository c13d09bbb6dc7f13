import { useCallback, useMemo, useRef, useState } from 'react';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { serverFieldErrors } from '@/lib/form-errors';
import { formSchema } from '@/lib/form-schema';
import { messages } from '@/i18n/compiled/en/forms';
import { useApiTexts } from '@/i18n/api-texts';
import { useT } from '@/i18n/locale-provider';
import type { ConflictDialogProps } from '@food-admin/ui';
import type { DraftBinding } from './form-drafts';
import type { LiveNotice } from './live-notice';
import { clearServerErrors, showServerErrors } from './server-errors';

type EntityFormOptions<TSchema extends v.GenericSchema, TValues> = {
  /**
   * The shared valibot schema (api-client): it validates the form (the required messages, docs/requirements.md#req-validation; on submit and
   * then on every change) and turns the values into what `submit` sends.
   */
  schema: TSchema;
  /** Every field's starting value (empty string, or null for an empty number). */
  defaultValues: TValues;
  /** Sends the parsed values: a save, a sign-in. */
  submit: (output: v.InferOutput<TSchema>) => Promise<unknown>;
  /** After a successful submit (e.g. leave the form). */
  onSubmitted?: () => void;
  /** The message a failed submit shows (default: the error's own message, e.g. the server's). */
  errorMessage?: (error: unknown) => string;
  /**
   * Takes a failed submit over (answers true), e.g. a lost race that opens the conflict dialog
   * (./versioned-form.ts); otherwise the failure shows as the form's message.
   */
  onSubmitError?: (error: unknown, values: TValues) => boolean;
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
  errorMessage,
  onSubmitError,
}: EntityFormOptions<TSchema, TValues>) {
  const t = useT(messages);
  // By default the error's own message (an ApiError carries the server's), in the reader's language.
  const texts = useApiTexts();
  const toMessage =
    errorMessage ??
    ((error: unknown) =>
      texts.error(error, error instanceof Error && error.message ? undefined : t('forms.submitFailed')));
  const [submitError, setSubmitError] = useState<string | null>(null);
  // A second submit while one is in flight (double click, Enter) is ignored.
  const inFlight = useRef(false);
  // Set on a successful submit, so leaving the form right after (onSubmitted) does not ask.
  const saved = useRef(false);

  /** Validates and sends values (the form's, or others such as a merge of versions); throws what the send threw. */
  const saveValues = useCallback(
    async (values: TValues) => {
      await submit(v.parse(schema, values));
      saved.current = true;
      onSubmitted?.();
    },
    [submit, schema, onSubmitted],
  );

  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema<TValues>(schema) },
    onSubmit: async ({ value, formApi }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitError(null);
      try {
        await saveValues(value);
      } catch (error) {
        if (onSubmitError?.(error, value)) return;
        setSubmitError(toMessage(error));
        showServerErrors(formApi, serverFieldErrors(error));
      } finally {
        inFlight.current = false;
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

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

  /** Kept while the user signs in again after their session ended (./form-drafts.ts). */
  const draft = useMemo<DraftBinding>(
    () => ({
      values: () => ({ values: { ...(form.state.values as Record<string, unknown>) } }),
      restore: ({ values }) => {
        const start = form.options.defaultValues as Record<string, unknown>;
        for (const [name, value] of Object.entries(values))
          if (name in start) form.setFieldValue(name as never, value as never);
      },
      drop: () => form.reset(),
    }),
    [form],
  );

  return {
    form,
    submit: submitForm,
    saveValues,
    submitting,
    submitError,
    clearSubmitError,
    hasUnsavedChanges,
    discard,
    draft,
  };
}

/** What EntityForm and AuthCard take: `useEntityForm`'s result (and `useVersionedForm`'s conflict dialog). */
export type FormBinding = Pick<
  ReturnType<typeof useEntityForm>,
  'submit' | 'submitting' | 'submitError' | 'hasUnsavedChanges' | 'discard'
> & {
  /** Absent: the form's values are never kept (the sign-in page's). */
  draft?: DraftBinding;
  conflict?: ConflictDialogProps | null;
  /** Someone else changed the record since the form opened (./live-notice.ts). */
  liveNotice?: LiveNotice | undefined;
};
