import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardOrder } from '@food-admin/api-client';
import { readBoardAlerts, storeBoardAlerts } from './alert-preferences';
import { boardNews, useBoardAlerts, type BoardNews } from './board-alerts';

// What the open board tells without being looked at (docs/requirements.md#req-dispatch-board): a
// new order and an order turning late, heard (a chime) and shown (a system notification) only as
// the person chose in Settings, each person's choice their own.

const order = (id: number, status: BoardOrder['status'] = 'PENDING') => ({ id, status }) as BoardOrder;
const describeNews = (news: BoardNews) => ({
  title: 'Board',
  body: `${news.placed.length}/${news.late.length}`,
});

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: Array<{ title: string; body?: string }> = [];
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, body: options?.body });
  }
}

/** Counts the chimes: each is one Web Audio context. */
function fakeAudio() {
  const chimes = { count: 0 };
  const node = () => ({
    connect: (next: unknown) => next,
    frequency: {},
    gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
    start() {},
    stop() {},
  });
  vi.stubGlobal(
    'AudioContext',
    class {
      currentTime = 0;
      destination = {};
      constructor() {
        chimes.count += 1;
      }
      createOscillator = node;
      createGain = node;
      close = () => Promise.resolve();
    },
  );
  return chimes;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeNotification.shown = [];
  localStorage.clear();
});

describe('board news', () => {
  it('is nothing on the first reading, then the orders placed and the orders newly late', () => {
    const first = [order(1), order(2, 'READY')];
    expect(boardNews(undefined, first, new Set([2]))).toEqual({ placed: [], late: [] });
    const before = { ids: new Set([1, 2]), late: new Set([2]) };
    const next = [order(1), order(2, 'READY'), order(3), order(4, 'ACCEPTED')];
    const news = boardNews(before, next, new Set([1, 2]));
    expect(news.placed.map((o) => o.id)).toEqual([3]);
    expect(news.late.map((o) => o.id)).toEqual([1]);
  });
});

describe('the board alerts', () => {
  it('chime and notify only as chosen, and only for news', () => {
    const chimes = fakeAudio();
    vi.stubGlobal('Notification', FakeNotification);
    const late = new Set<number>();
    const { rerender } = renderHook(
      ({ orders, preferences }) => useBoardAlerts(orders, late, preferences, describeNews),
      { initialProps: { orders: [order(1)], preferences: { sound: false, notifications: false } } },
    );
    // A new order with both off: nothing.
    rerender({ orders: [order(1), order(2)], preferences: { sound: false, notifications: false } });
    expect(chimes.count).toBe(0);
    expect(FakeNotification.shown).toEqual([]);
    // Sound on: a chime, no notification.
    rerender({ orders: [order(1), order(2), order(3)], preferences: { sound: true, notifications: false } });
    expect(chimes.count).toBe(1);
    expect(FakeNotification.shown).toEqual([]);
    // Both on: a chime and a notification saying what is new.
    rerender({
      orders: [order(1), order(2), order(3), order(4)],
      preferences: { sound: true, notifications: true },
    });
    expect(chimes.count).toBe(2);
    expect(FakeNotification.shown).toEqual([{ title: 'Board', body: '1/0' }]);
    // The same orders read again: no news, nothing.
    rerender({
      orders: [order(1), order(2), order(3), order(4)],
      preferences: { sound: true, notifications: true },
    });
    expect(chimes.count).toBe(2);
  });

  it('take the orders a changed filter brings in as the board found, not as news', () => {
    const chimes = fakeAudio();
    const late = new Set<number>();
    const preferences = { sound: true, notifications: false };
    const { rerender } = renderHook(
      ({ orders, scope }) => useBoardAlerts(orders, late, preferences, describeNews, scope),
      { initialProps: { orders: [order(1)], scope: 'restaurant 1' } },
    );
    // All restaurants now: orders 2 and 3 were open already, not placed just now.
    rerender({ orders: [order(1), order(2), order(3)], scope: 'all' });
    expect(chimes.count).toBe(0);
    // An order placed while the view stays: news.
    rerender({ orders: [order(1), order(2), order(3), order(4)], scope: 'all' });
    expect(chimes.count).toBe(1);
  });

  it('shows no notification without the browser permission', () => {
    fakeAudio();
    vi.stubGlobal(
      'Notification',
      class extends FakeNotification {
        static override permission: NotificationPermission = 'denied';
      },
    );
    const late = new Set<number>();
    const { rerender } = renderHook(
      ({ orders }) => useBoardAlerts(orders, late, { sound: false, notifications: true }, describeNews),
      {
        initialProps: { orders: [order(1)] },
      },
    );
    rerender({ orders: [order(1), order(2)] });
    expect(FakeNotification.shown).toEqual([]);
  });
});

describe('the board alert preferences', () => {
  it('are off by default, and each person in this browser has their own', () => {
    expect(readBoardAlerts(7)).toEqual({ sound: false, notifications: false });
    storeBoardAlerts(7, { sound: true, notifications: false });
    expect(readBoardAlerts(7)).toEqual({ sound: true, notifications: false });
    expect(readBoardAlerts(8)).toEqual({ sound: false, notifications: false });
    expect(readBoardAlerts(undefined)).toEqual({ sound: false, notifications: false });
  });
});
