import { useEffect, useRef } from 'react';
import type { BoardOrder } from '@food-admin/api-client';
import type { BoardAlertPreferences } from './alert-preferences';

/*
 * What the open board tells its person without being looked at: a new order, an order turning
 * late. Detection is a pure function of two successive readings; the sound is a short two-tone
 * chime made with Web Audio (no file to load), the notification the browser's own.
 */

export type BoardNews = { placed: BoardOrder[]; late: BoardOrder[] };

/**
 * What is new between two readings of the board: orders placed (PENDING, not on the board before)
 * and orders late now that were not late before. The first reading is the board as found: no news.
 */
export function boardNews(
  before: { ids: ReadonlySet<number>; late: ReadonlySet<number> } | undefined,
  orders: readonly BoardOrder[],
  lateIds: ReadonlySet<number>,
): BoardNews {
  if (before === undefined) return { placed: [], late: [] };
  return {
    placed: orders.filter((order) => order.status === 'PENDING' && !before.ids.has(order.id)),
    late: orders.filter((order) => lateIds.has(order.id) && !before.late.has(order.id)),
  };
}

/** A short chime (two soft tones); silent where the browser has no Web Audio or blocks it. */
export function playChime(): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (Context === undefined) return;
  try {
    const audio = new Context();
    const start = audio.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      const at = start + index * 0.18;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.17);
    });
    setTimeout(() => void audio.close(), 600);
  } catch {
    // Autoplay refused before any click on the page: nothing to hear this time.
  }
}

/** Whether system notifications may be shown now (the browser's permission). */
export const notificationsAllowed = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * Plays the chime and shows a notification for each reading's news, as the person chose, while the
 * board that calls it is mounted. `orders` are the ones the board shows (its filters applied), and
 * `scope` names the filters: when they change, the orders the new view brings in are the board as
 * found, not news.
 */
export function useBoardAlerts(
  orders: readonly BoardOrder[] | undefined,
  lateIds: ReadonlySet<number>,
  preferences: BoardAlertPreferences,
  describe: (news: BoardNews) => { title: string; body: string } | undefined,
  scope = '',
): void {
  const before = useRef<{ ids: ReadonlySet<number>; late: ReadonlySet<number>; scope: string }>(undefined);
  useEffect(() => {
    if (orders === undefined) return;
    const news = boardNews(before.current?.scope === scope ? before.current : undefined, orders, lateIds);
    before.current = { ids: new Set(orders.map((order) => order.id)), late: lateIds, scope };
    if (news.placed.length === 0 && news.late.length === 0) return;
    if (preferences.sound) playChime();
    const message = describe(news);
    if (preferences.notifications && message && notificationsAllowed())
      new Notification(message.title, { body: message.body, tag: 'operations-board' });
  }, [orders, lateIds, preferences, describe, scope]);
}
