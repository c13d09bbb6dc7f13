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
