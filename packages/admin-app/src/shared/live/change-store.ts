import type { ChangeEvent, HistoryKind } from '@food-admin/api-client';

/** Told of each change heard, and of changes missed (`undefined`: the stream could not catch up). */
export type ChangeListener = (event: ChangeEvent | undefined) => void;

/**
 * The latest live change heard for each record, for screens that show one record (an open form
 * tells its editor that someone else just saved it). Listeners are told of every new change, and
 * of a gap (the operations board then reads itself whole).
 */
export type ChangeStore = {
  publish: (event: ChangeEvent) => void;
  missed: () => void;
  latest: (kind: HistoryKind, id: number) => ChangeEvent | undefined;
  subscribe: (listener: ChangeListener) => () => void;
};

export function createChangeStore(): ChangeStore {
  const latest = new Map<string, ChangeEvent>();
  const listeners = new Set<ChangeListener>();
  return {
    publish: (event) => {
      latest.set(`${event.kind}:${event.recordId}`, event);
      for (const listener of listeners) listener(event);
    },
    missed: () => {
      for (const listener of listeners) listener(undefined);
    },
    latest: (kind, id) => latest.get(`${kind}:${id}`),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
