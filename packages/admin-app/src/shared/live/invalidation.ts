import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChangeEvent } from '@food-admin/api-client';
import { alreadyKnown, staleQueries } from './change-scope';

/** How long changes are gathered before the queries they touch refetch once (a bulk action sends hundreds). */
export const INVALIDATE_AFTER_MS = 250;

/**
 * How many times a flush waits another INVALIDATE_AFTER_MS for this tab's writes in flight to
 * answer (about 5 s): a write's own event may arrive before its answer.
 */
const MAX_WAITS_FOR_WRITES = 20;

/**
 * Marks the queries heard changes touch stale (refetching those on screen), a burst of changes at
 * once (change-scope.ts says which). A change this tab already shows (its own write's) costs
 * nothing: that is decided when the burst is flushed, once the tab's writes in flight have
 * answered, since the server may send a write's event before the write's answer arrives. A form's
 * record refetches too; the form itself keeps what its editor typed (forms/versioned-form.ts).
 */
export function createInvalidator(queryClient: QueryClient, delayMs = INVALIDATE_AFTER_MS) {
  let heard: ChangeEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waits = 0;
  const flush = () => {
    if (queryClient.isMutating() > 0 && waits < MAX_WAITS_FOR_WRITES) {
      waits += 1;
      timer = setTimeout(flush, delayMs);
      return;
    }
    timer = undefined;
    waits = 0;
    const keys = new Map<string, QueryKey>();
    for (const event of heard) {
      if (alreadyKnown(queryClient, event)) continue;
      for (const key of staleQueries(event)) keys.set(JSON.stringify(key), key);
    }
    heard = [];
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    add(event: ChangeEvent) {
      heard.push(event);
      timer ??= setTimeout(flush, delayMs);
    },
    /** Changes were missed: everything refetches. */
    all() {
      heard = [];
      void queryClient.invalidateQueries();
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
