import { isApiError } from '@food-admin/api-client';

/**
 * TanStack Form keeps validator output as-is: Standard Schema issues (`{ message }`) from the
 * valibot schemas, or plain strings. Fields show the first message.
 */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const message = (error as { message: unknown }).message;
      if (typeof message === 'string' && message) return message;
    }
  }
  return undefined;
}

/**
 * The server's per-field messages of a rejected save (`400 'Validation failed'` answers
 * `fieldErrors: { name: ['Name is too long'] }`), first message per field; empty for other failures.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fieldErrors) return {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages.find((message) => message.trim() !== '');
    if (first) fields[field] = first;
  }
  return fields;
}
