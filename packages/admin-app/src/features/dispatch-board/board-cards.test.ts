import { describe, expect, it } from 'vitest';
import type { BoardOrder } from '@food-admin/api-client';
import { createCardCache, found, matches } from './board-cards';

// The board's cards (docs/requirements.md#req-dispatch-board): the filters, the late mark's text,
// who may assign, and the reuse of an unchanged order's card that lets the kit skip re-rendering it.

const NOW = Date.parse('2026-12-05T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const order = (fields: Partial<BoardOrder> & { id: number }): BoardOrder => ({
  version: 1,
  restaurantId: 1,
  restaurantName: 'Pizza Roma',
  status: 'READY',
  placedAt: minutesAgo(30),
  statusSince: minutesAgo(2),
  acceptanceDueAt: null,
  itemCount: 2,
  totalMinor: 2450,
  currency: 'USD',
  courierId: null,
  courierName: null,
  deliveryZone: null,
  ...fields,
});

const texts = () => ({
  late: (reason: string) => `late:${reason}`,
  total: (o: BoardOrder) => `${o.totalMinor}`,
});

describe('the board cards', () => {
  it('finds an order by its number from its start, or by its restaurant or courier, in any case', () => {
    const carried = order({ id: 1042, restaurantName: 'Pizza Roma', courierName: 'Ada Rider' });
    for (const text of ['1042', '104', '#1042', '# 10', 'roma', 'PIZZA', 'ada', ' rider ']) {
      expect(found(carried, text), text).toBe(true);
    }
    for (const text of ['042', '1043', 'sushi', '#x']) expect(found(carried, text), text).toBe(false);
    // No courier yet: the name's part finds nothing.
    expect(found(order({ id: 7 }), 'ada')).toBe(false);
    expect(matches(carried, { find: 'roma', restaurant: 2 })).toBe(false);
    expect(matches(carried, { find: 'roma', restaurant: 1 })).toBe(true);
  });

  it('filters by restaurant, by courier, by no courier yet and by zone', () => {
    const mine = order({ id: 1, restaurantId: 4, courierId: 9, deliveryZone: 'North' });
    const other = order({ id: 2, restaurantId: 5 });
    expect(matches(mine, {})).toBe(true);
    expect(matches(mine, { restaurant: 4 })).toBe(true);
    expect(matches(other, { restaurant: 4 })).toBe(false);
    expect(matches(mine, { courier: 9 })).toBe(true);
    expect(matches(other, { courier: 9 })).toBe(false);
    expect(matches(other, { courier: 'none' })).toBe(true);
    expect(matches(mine, { courier: 'none' })).toBe(false);
    expect(matches(mine, { zone: 'North' })).toBe(true);
    expect(matches(other, { zone: 'North' })).toBe(false);
    expect(matches(mine, { restaurant: 4, zone: 'South' })).toBe(false);
  });

  it('marks late cards with their reason and lets only dispatchers assign orders not picked up', () => {
    const toCards = createCardCache(texts);
    const [ready, out] = toCards(
      [order({ id: 1, statusSince: minutesAgo(12) }), order({ id: 2, status: 'PICKED_UP', courierId: 3 })],
      NOW,
      new Map(),
      true,
    );
    expect(ready).toMatchObject({
      id: 1,
      column: 'READY',
      title: '#1',
      late: 'late:courier',
      assignable: true,
    });
    expect(out).toMatchObject({ column: 'PICKED_UP', late: null, assignable: false });
    expect(toCards([order({ id: 1 })], NOW, new Map(), false)[0]?.assignable).toBe(false);
  });

  it("uses the courier's average as the delivery estimate", () => {
    const toCards = createCardCache(texts);
    const out = order({ id: 1, status: 'PICKED_UP', courierId: 3, statusSince: minutesAgo(20) });
    expect(toCards([out], NOW, new Map([[3, 15]]), true)[0]?.late).toBe('late:delivery');
    expect(toCards([out], NOW, new Map([[3, 25]]), true)[0]?.late).toBeNull();
  });

  it('keeps the card of an order that did not change, and makes a new one when it changed or turned late', () => {
    const toCards = createCardCache(texts);
    const a = order({ id: 1 });
    const b = order({ id: 2 });
    const [cardA, cardB] = toCards([a, b], NOW, new Map(), true);
    const moved = { ...b, version: 2, courierId: 7, courierName: 'Sam' };
    const [againA, movedB] = toCards([a, moved], NOW, new Map(), true);
    expect(againA).toBe(cardA);
    expect(movedB).not.toBe(cardB);
    expect(movedB).toMatchObject({ courierId: 7, courierName: 'Sam' });
    // Ten minutes on, the same order is late: a new card.
    expect(toCards([a], NOW + 10 * 60_000, new Map(), true)[0]).not.toBe(cardA);
  });
});
