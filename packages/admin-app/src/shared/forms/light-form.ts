import { useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import { serverFieldErrors } from '@/lib/form-errors';
import type { BoundField } from './fields';
import type { FormBinding } from './form-hook';
import { withServerError } from './server-errors';

type Meta = {
  errors: string[];
  errorMap: { onDynamic?: string; onServer?: string };
  errorSourceMap: object;
};

type LightFormOptions<TSchema extends v.GenericSchema, TValues extends Record<string, unknown>> = {
  /** The shared valibot schema: on submit, then on every change (as useEntityForm). */
  schema: TSchema;
  defaultValues: TValues;
  submit: (output: v.InferOutput<TSchema>) => Promise<unknown>;
  errorMessage: (error: unknown) => string;
};

const EMPTY_META: Meta = { errors: [], errorMap: {}, errorSourceMap: {} };

/** Each field's first message of a failed parse (by the issue's top-level key). */
function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in messages)) messages[key] = issue.message;
  }
  return messages;
}

function withErrors(meta: Meta): Meta {
  const { onDynamic, onServer } = meta.errorMap;
  return { ...meta, errors: [onServer, onDynamic].filter((message): message is string => Boolean(message)) };
}

/**
 * `useEntityForm` for the sign-in page, without TanStack Form: the same validation (the schema on
 * submit, then on every change), the same one-submit-at-a-time, failure message and server field
 * messages, and fields that fit the same field components (./fields). The sign-in page is the first
 * thing a visitor downloads, and the form library is a quarter of its own code
 * (docs/performance.md#bundle); the entity forms keep the full hook.
 */
export function useLightForm<TSchema extends v.GenericSchema, TValues extends Record<string, unknown>>({
  schema,
  defaultValues,
  submit,
  errorMessage,
}: LightFormOptions<TSchema, TValues>) {
  const [values, setValues] = useState(defaultValues);
  const [meta, setMeta] = useState<Record<string, Meta>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submitted = useRef(false);
  const inFlight = useRef(false);
  const latest = useRef(values);
  latest.current = values;

  /** Parses the values and puts the schema's messages on the fields, keeping each field's server message. */
  const validate = useCallback(
    (next: TValues) => {
      const result = v.safeParse(schema, next);
      const messages = result.success ? {} : fieldMessages(result.issues);
      setMeta((current) => {
        const updated: Record<string, Meta> = {};
        for (const name of Object.keys(next)) {
          const field = current[name] ?? EMPTY_META;
          updated[name] = withErrors({
            ...field,
            errorMap: { ...field.errorMap, onDynamic: messages[name] },
          });
        }
        return updated;
      });
      return result;
    },
    [schema],
  );

  const field = <TName extends keyof TValues & string>(name: TName): BoundField<TValues[TName]> => ({
    name,
    state: { value: values[name], meta: meta[name] ?? EMPTY_META },
    handleChange: (value) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (submitted.current) validate(next);
    },
    handleBlur: () => undefined,
    setMeta: (updater) =>
      setMeta((current) => ({
        ...current,
        [name]: withErrors(updater(current[name] ?? EMPTY_META)),
      })),
  });

  const submitForm = useCallback(() => {
    if (inFlight.current) return;
    submitted.current = true;
    const current = latest.current;
    // A new submit starts without the last one's server messages.
    setMeta((all) =>
      Object.fromEntries(
        Object.entries(all).map(([name, field]) => [name, withErrors(withServerError(field, undefined))]),
      ),
    );
    const parsed = validate(current);
    if (!parsed.success) return;
    inFlight.current = true;
    setSubmitting(true);
    setSubmitError(null);
    submit(parsed.output)
      .catch((error: unknown) => {
        setSubmitError(errorMessage(error));
        const messages = serverFieldErrors(error);
        setMeta((all) => {
          const updated = { ...all };
          for (const [name, message] of Object.entries(messages)) {
            if (!(name in current)) continue;
            updated[name] = withErrors(withServerError(all[name] ?? EMPTY_META, message));
          }
          return updated;
        });
      })
      .finally(() => {
        inFlight.current = false;
        setSubmitting(false);
      });
  }, [errorMessage, submit, validate]);

  const binding: FormBinding = {
    submit: submitForm,
    submitting,
    submitError,
    // Nothing on the sign-in page is worth a "leave anyway?" question.
    hasUnsavedChanges: () => false,
    discard: () => undefined,
  };
  return { values, field, binding, clearSubmitError: () => setSubmitError(null) };
}
