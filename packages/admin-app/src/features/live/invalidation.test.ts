import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';
import { createInvalidator, staleQueries } from './invalidation';

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

  it('a reset refetches everything at once', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    createInvalidator(queryClient).all();
    expect(invalidate).toHaveBeenCalledWith();
  });
});
