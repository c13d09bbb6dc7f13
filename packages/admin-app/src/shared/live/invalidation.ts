import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChangeEvent } from '@food-admin/api-client';
import { alreadyKnown, staleQueries } from './change-scope';

/**
 * At most one refetch of the queries changes touch this often: the changes heard meanwhile are
 * gathered (a bulk action sends hundreds, a busy board twenty a second).
 */
export const INVALIDATE_AFTER_MS = 250;
/**
 * A change heard after a quieter spell is applied this soon, with the rest of its burst (sent in the
 * same few milliseconds): another dispatcher's move shows without waiting out INVALIDATE_AFTER_MS.
 */
const FIRST_GATHER_MS = 20;

/**
 * How many times a flush waits another INVALIDATE_AFTER_MS for this tab's writes in flight to
 * answer (about 5 s): a write's own event may arrive before its answer.
 */
const MAX_WAITS_FOR_WRITES = 20;

/**
 * Marks the queries heard changes touch stale (refetching those on screen), a burst of changes at
 * once (change-scope.ts says which): a change after a quiet spell at once, the ones that follow
 * at most every INVALIDATE_AFTER_MS. A change this tab already shows (its own write's) costs
 * nothing: that is decided when the burst is flushed, once the tab's writes in flight have
 * answered, since the server may send a write's event before the write's answer arrives. A form's
 * record refetches too; the form itself keeps what its editor typed (forms/versioned-form.ts).
 */
export function createInvalidator(queryClient: QueryClient, delayMs = INVALIDATE_AFTER_MS) {
  let heard: ChangeEvent[] = [];
  // Queries a flush found still reading: refetched once that read has answered, not cancelled (a
  // read slower than the changes' pace would be cancelled by each flush and never answer).
  const waiting = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waits = 0;
  let flushedAt = Number.NEGATIVE_INFINITY;
  const schedule = () => {
    timer ??= setTimeout(flush, Math.max(FIRST_GATHER_MS, flushedAt + delayMs - Date.now()));
  };
  const flush = () => {
    if (queryClient.isMutating() > 0 && waits < MAX_WAITS_FOR_WRITES) {
      waits += 1;
      timer = setTimeout(flush, delayMs);
      return;
    }
    timer = undefined;
    waits = 0;
    flushedAt = Date.now();
    for (const event of heard) {
      if (alreadyKnown(queryClient, event)) continue;
      for (const key of staleQueries(event)) waiting.set(JSON.stringify(key), key);
    }
    heard = [];
    for (const [id, queryKey] of waiting) {
      if (queryClient.isFetching({ queryKey }) > 0) continue;
      waiting.delete(id);
      void queryClient.invalidateQueries({ queryKey });
    }
    if (waiting.size > 0) schedule();
  };
  return {
    add(event: ChangeEvent) {
      heard.push(event);
      schedule();
    },
    /** Changes were missed: everything refetches. */
    all() {
      heard = [];
      waiting.clear();
      void queryClient.invalidateQueries();
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
