import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';
import { refreshAfter, staleQueries } from './change-scope';
import { createInvalidator } from './invalidation';

const change = (overrides: Partial<ChangeEvent>): ChangeEvent => ({
  id: 1,
  kind: 'dish',
  recordId: 4,
  version: 2,
  action: 'update',
  actor: null,
  at: '2026-11-25T10:00:00.000Z',
  restaurantId: 1,
  menuId: 2,
  orderId: null,
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('which cached queries a change makes stale', () => {
  it("a dish's: dishes, menus, search, the dashboard counts and the history", () => {
    expect(staleQueries(change({}))).toEqual(
      expect.arrayContaining([apiKey('dishes'), apiKey('menus'), apiKey('history.record')]),
    );
    expect(staleQueries(change({}))).not.toContainEqual(apiKey('admin.trash'));
  });

  it('a delete, restore or purge also refreshes the trash', () => {
    for (const action of ['delete', 'restore', 'purge'] as const) {
      expect(staleQueries(change({ action }))).toContainEqual(apiKey('admin.trash'));
    }
  });

  it("a restaurant's (a pause, a resume) and a review's: the dashboard's attention too", () => {
    for (const kind of ['restaurant', 'menu', 'review'] as const)
      expect(staleQueries(change({ kind }))).toContainEqual(apiKey('admin.dashboardAttention'));
    // A menu switched off closes its restaurant: the restaurants lists say so.
    expect(staleQueries(change({ kind: 'menu' }))).toContainEqual(apiKey('restaurants'));
  });

  it("an order's: the orders, their facets, one order, couriers and the dashboard", () => {
    expect(staleQueries(change({ kind: 'order' }))).toEqual(
      expect.arrayContaining([
        apiKey('admin.orders'),
        apiKey('admin.order'),
        apiKey('admin.dashboardSeries'),
      ]),
    );
  });
});

describe('createInvalidator', () => {
  it('gathers a burst of changes and refetches each touched query once', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const invalidator = createInvalidator(queryClient, 100);
    for (let id = 1; id <= 50; id += 1) invalidator.add(change({ id, recordId: id }));
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(JSON.stringify(apiKey('dishes')));
    invalidator.dispose();
  });

  it('applies a change after a quiet spell at once, and gathers the ones that follow', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const invalidator = createInvalidator(queryClient, 250);
    invalidator.add(change({ recordId: 1 }));
    vi.advanceTimersByTime(20);
    expect(invalidate).toHaveBeenCalled();
    // The next changes, within the spell: together, 250 ms after the first refetch (at 270 ms).
    invalidate.mockClear();
    vi.advanceTimersByTime(10);
    invalidator.add(change({ recordId: 2 }));
    invalidator.add(change({ recordId: 3 }));
    vi.advanceTimersByTime(200);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(apiKey('dishes')));
    expect(new Set(keys).size).toBe(keys.length);
    invalidator.dispose();
  });

  it('never cancels a read in flight: it refetches once that read has answered', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const reading = vi.spyOn(queryClient, 'isFetching').mockReturnValue(1);
    const invalidator = createInvalidator(queryClient, 250);
    invalidator.add(change({ recordId: 1 }));
    vi.advanceTimersByTime(20);
    // Every touched query is still reading: nothing is cancelled, all wait.
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(invalidate).not.toHaveBeenCalled();
    // The reads answered: the next flush refetches what changed, once each.
    reading.mockReturnValue(0);
    vi.advanceTimersByTime(250);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(apiKey('dishes')));
    expect(new Set(keys).size).toBe(keys.length);
    invalidator.dispose();
  });

  it("skips a change this tab's own write made, and one whose version the tab already holds", async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidator = createInvalidator(queryClient, 100);
    // The tab moved order 7 to version 3: the write put the answer in the cache and remembered it.
    queryClient.setQueryData(apiKey('admin.order', { params: { id: 7 } }), { id: 7, version: 3 });
    await refreshAfter(queryClient, { kind: 'order', action: 'update', recordId: 7, version: 3 });
    // A dish read at version 5 after someone changed it.
    queryClient.setQueryData(apiKey('dishes.get', { params: { id: 4 } }), { id: 4, version: 5 });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();

    invalidator.add(change({ kind: 'order', recordId: 7, version: 3 }));
    invalidator.add(change({ kind: 'dish', recordId: 4, version: 5 }));
    invalidator.add(change({ kind: 'orderNote', recordId: 90, version: 1, action: 'create', orderId: 7 }));
    vi.advanceTimersByTime(100);
    // Only the note, which the tab did not write, is news: its order's page refetches.
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(apiKey('admin.order', { params: { id: 7 } })));
    expect(keys).not.toContain(JSON.stringify(apiKey('admin.orders')));
    expect(keys).not.toContain(JSON.stringify(apiKey('dishes')));

    // A later version, and a delete, are news.
    invalidate.mockClear();
    invalidator.add(change({ kind: 'order', recordId: 7, version: 4 }));
    invalidator.add(change({ kind: 'dish', recordId: 4, version: 5, action: 'delete' }));
    vi.advanceTimersByTime(100);
    const later = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(later).toEqual(
      expect.arrayContaining([JSON.stringify(apiKey('admin.order')), JSON.stringify(apiKey('dishes'))]),
    );
    invalidator.dispose();
  });

  it('a write refreshes what it touches except the record it has just answered', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    await refreshAfter(queryClient, { kind: 'order', action: 'update', recordId: 7, version: 3 });
    const calls = invalidate.mock.calls.map(([filters]) => filters);
    expect(calls.map((filters) => filters?.queryKey)).toEqual(
      expect.arrayContaining([apiKey('admin.orders'), apiKey('admin.order')]),
    );
    const answered = queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: apiKey('admin.order', { params: { id: 7 } }) as QueryKey });
    const other = queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: apiKey('admin.order', { params: { id: 8 } }) as QueryKey });
    const predicate = calls.find(
      (filters) => JSON.stringify(filters?.queryKey) === JSON.stringify(apiKey('admin.order')),
    )?.predicate;
    expect(predicate?.(answered)).toBe(false);
    expect(predicate?.(other)).toBe(true);
  });

  it('a reset refetches everything at once', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    createInvalidator(queryClient).all();
    expect(invalidate).toHaveBeenCalledWith();
  });
});
