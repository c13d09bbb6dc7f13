import { useSyncExternalStore } from 'react';

/** The lists that show what was just created at their top. */
export type CreatedKind = 'restaurants' | 'menus' | 'dishes';

export type JustAddedItem = { id: number; name: string };

type Entry = JustAddedItem & { kind: CreatedKind; scope?: number };

let entries: readonly Entry[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * After a create the form returns to its list, where the new row may sort onto a later page.
 * The list shows it at its top until dismissed (docs/requirements.md#req-feedback). Kept in memory
 * only: a reload shows the list as the server sorts it.
 *
 * `scope` narrows where it shows, e.g. a dish only on its own menu's list.
 */
export function rememberCreated(kind: CreatedKind, item: JustAddedItem, scope?: number): void {
  entries = [
    { kind, scope, id: item.id, name: item.name },
    ...entries.filter((entry) => entry.kind !== kind),
  ];
  emit();
}

export function forgetCreated(kind: CreatedKind): void {
  entries = entries.filter((entry) => entry.kind !== kind);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The item just created for this list, if any. */
export function useJustAdded(kind: CreatedKind, scope?: number): JustAddedItem | undefined {
  const all = useSyncExternalStore(subscribe, () => entries);
  return all.find((entry) => entry.kind === kind && (scope === undefined || entry.scope === scope));
}
