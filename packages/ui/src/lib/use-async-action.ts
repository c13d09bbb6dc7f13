import { useCallback, useEffect, useRef, useState } from 'react';
import { useKitStrings } from '../strings';

/** Error text for anything thrown: Error message, a `{ message }` body, or a generic fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * Runs a callback that may return a promise and tracks its pending state and error, so dialogs can
 * show "busy" and the failure without every caller wiring that up. Resolves to true on success. A
 * failure shows the strings' `describeError` (the app's translation), else its message, else
 * `somethingWentWrong`.
 */
export function useAsyncAction() {
  const { somethingWentWrong: fallback, describeError } = useKitStrings();
  const describe = useCallback(
    (caught: unknown) => describeError?.(caught) || errorMessage(caught, fallback),
    [describeError, fallback],
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (action: () => unknown): Promise<boolean> => {
      setError(null);
      let result: unknown;
      try {
        result = action();
      } catch (caught) {
        setError(describe(caught));
        return false;
      }
      if (!(result instanceof Promise)) return true;
      setPending(true);
      try {
        await result;
        return true;
      } catch (caught) {
        if (mounted.current) setError(describe(caught));
        return false;
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [describe],
  );

  const reset = useCallback(() => {
    setError(null);
    setPending(false);
  }, []);

  return { run, pending, error, reset };
}
