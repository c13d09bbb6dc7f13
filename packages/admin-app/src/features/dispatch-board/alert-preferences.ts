import { useCallback, useSyncExternalStore } from 'react';

/*
 * Whether the operations board plays a sound and shows a system notification for a new or late
 * order (docs/requirements.md#req-dispatch-board): each off until the person turns it on in
 * Settings, kept per person in this browser (a notification's permission is the browser's anyway).
 */

export type BoardAlertPreferences = { sound: boolean; notifications: boolean };

const OFF: BoardAlertPreferences = { sound: false, notifications: false };
const keyOf = (userId: number) => `board-alerts:${userId}`;
const listeners = new Set<() => void>();
/** The parsed value of each key as last read, so useSyncExternalStore sees a stable object. */
const known = new Map<string, { raw: string | null; value: BoardAlertPreferences }>();

export function readBoardAlerts(userId: number | undefined): BoardAlertPreferences {
  if (userId === undefined) return OFF;
  const key = keyOf(userId);
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return OFF;
  }
  const cached = known.get(key);
  if (cached?.raw === raw) return cached.value;
  let value = OFF;
  try {
    const parsed = raw === null ? {} : (JSON.parse(raw) as Partial<BoardAlertPreferences>);
    value = { sound: parsed.sound === true, notifications: parsed.notifications === true };
  } catch {
    // A value written by hand: off.
  }
  known.set(key, { raw, value });
  return value;
}

export function storeBoardAlerts(userId: number, preferences: BoardAlertPreferences): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(preferences));
  } catch {
    // Private mode or a full storage: the choice lasts until the reload.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's Settings.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The person's board alerts and a setter (Settings and the board read the same). */
export function useBoardAlertPreferences(userId: number | undefined) {
  const preferences = useSyncExternalStore(
    subscribe,
    () => readBoardAlerts(userId),
    () => OFF,
  );
  const update = useCallback(
    (change: Partial<BoardAlertPreferences>) => {
      if (userId !== undefined) storeBoardAlerts(userId, { ...readBoardAlerts(userId), ...change });
    },
    [userId],
  );
  return [preferences, update] as const;
}
