import type { ChangeEvent } from '@food-admin/api-client';

type NewChange = Omit<ChangeEvent, 'id' | 'at'> & { at?: string };

const listeners = new Set<(event: ChangeEvent) => void>();
let lastId = 0;

/**
 * The fake API's live updates (the server's modules/events): the mock writes publish their changes
 * here, and so may a story ("Ada saved this restaurant meanwhile"); every open mock stream hears
 * them. Ids keep increasing across resets, as the server's do.
 */
export const mockChanges = {
  publish(change: NewChange): ChangeEvent {
    lastId += 1;
    const event: ChangeEvent = { ...change, id: lastId, at: change.at ?? new Date().toISOString() };
    for (const listener of listeners) listener(event);
    return event;
  },
  subscribe(listener: (event: ChangeEvent) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Open streams: a story waits for the app's before it publishes. */
  get listeners(): number {
    return listeners.size;
  },
  get lastId(): number {
    return lastId;
  },
};
