import type { ChangeEvent, HistoryKind } from '@food-admin/api-client';

/**
 * The latest live change heard for each record, for screens that show one record (an open form
 * tells its editor that someone else just saved it). Listeners are told of every new change.
 */
export type ChangeStore = {
  publish: (event: ChangeEvent) => void;
  latest: (kind: HistoryKind, id: number) => ChangeEvent | undefined;
  subscribe: (listener: () => void) => () => void;
};

export function createChangeStore(): ChangeStore {
  const latest = new Map<string, ChangeEvent>();
  const listeners = new Set<() => void>();
  return {
    publish: (event) => {
      latest.set(`${event.kind}:${event.recordId}`, event);
      for (const listener of listeners) listener();
    },
    latest: (kind, id) => latest.get(`${kind}:${id}`),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
