import type { AnyFieldMeta } from '@tanstack/react-form';

/**
 * The server's per-field messages (a 400 'Validation failed' with `fieldErrors`) live in each field's
 * `errorMap.onServer`, so a field shows them like its own validation messages. They are marked as
 * the field's own (source 'field'): TanStack Form's revalidation keeps them, the field drops its
 * message once the user edits it, and the next submit starts from none.
 */
type FieldMetaApi = {
  getFieldMeta: (field: string) => AnyFieldMeta | undefined;
  setFieldMeta: (field: string, updater: (meta: AnyFieldMeta) => AnyFieldMeta) => void;
  state: { fieldMeta: Record<string, AnyFieldMeta | undefined> };
};

type ErrorMaps = { errorMap: object; errorSourceMap: object };

/** The meta with `message` as the field's server message (undefined drops it). */
export function withServerError<TMeta extends ErrorMaps>(meta: TMeta, message: string | undefined): TMeta {
  return {
    ...meta,
    errorMap: { ...meta.errorMap, onServer: message },
    errorSourceMap: { ...meta.errorSourceMap, onServer: message === undefined ? undefined : 'field' },
  };
}

/** Shows each message on its field; messages for fields the form does not have are left out. */
export function showServerErrors(form: unknown, messages: Record<string, string>): void {
  const api = form as FieldMetaApi;
  for (const [field, message] of Object.entries(messages)) {
    if (api.getFieldMeta(field) !== undefined) {
      api.setFieldMeta(field, (meta) => withServerError(meta, message));
    }
  }
}

/** Drops every server message (before the next submit). */
export function clearServerErrors(form: unknown): void {
  const api = form as FieldMetaApi;
  for (const [field, meta] of Object.entries(api.state.fieldMeta)) {
    if (meta?.errorMap.onServer !== undefined) {
      api.setFieldMeta(field, (current) => withServerError(current, undefined));
    }
  }
}
