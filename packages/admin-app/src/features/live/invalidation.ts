import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChangeEvent, HistoryKind } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';

/**
 * The cached queries a change of each kind can make stale: its lists, facets and records, what
 * counts or shows it elsewhere (the dashboard, search, a restaurant's rating), and its history.
 */
const STALE_AFTER: Record<HistoryKind, readonly QueryKey[]> = {
  restaurant: [apiKey('restaurants'), apiKey('menus'), apiKey('search'), apiKey('admin.dashboardStats')],
  menu: [apiKey('menus'), apiKey('dishes'), apiKey('search'), apiKey('admin.dashboardStats')],
  dish: [apiKey('dishes'), apiKey('menus'), apiKey('search'), apiKey('admin.dashboardStats')],
  order: [
    apiKey('admin.orders'),
    apiKey('admin.orderFacets'),
    apiKey('admin.order'),
    apiKey('admin.couriers'),
    apiKey('admin.courier'),
    apiKey('admin.dashboardStats'),
    apiKey('admin.dashboardSeries'),
    apiKey('admin.dashboardAttention'),
  ],
  review: [apiKey('admin.reviews'), apiKey('admin.reviewFacets'), apiKey('restaurants')],
  user: [
    apiKey('admin.users'),
    apiKey('admin.userFacets'),
    apiKey('admin.couriers'),
    apiKey('search'),
    apiKey('admin.dashboardStats'),
  ],
};

/** Every change is also a history entry and an activity entry; deletes move rows in and out of the trash. */
const ALWAYS: readonly QueryKey[] = [apiKey('history.record'), apiKey('admin.recentActivity')];
const TRASH: readonly QueryKey[] = [apiKey('admin.trash')];

export function staleQueries(event: ChangeEvent): readonly QueryKey[] {
  const moved = event.action === 'delete' || event.action === 'restore' || event.action === 'purge';
  return [...STALE_AFTER[event.kind], ...ALWAYS, ...(moved ? TRASH : [])];
}

/** How long changes are gathered before the queries they touch refetch once (a bulk action sends hundreds). */
export const INVALIDATE_AFTER_MS = 250;

/**
 * Marks the queries a change touches stale (refetching those on screen), a burst of changes at
 * once. A form's record refetches too; the form itself keeps what its editor typed (forms/versioned-form.ts).
 */
export function createInvalidator(queryClient: QueryClient, delayMs = INVALIDATE_AFTER_MS) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    add(event: ChangeEvent) {
      for (const key of staleQueries(event)) pending.set(JSON.stringify(key), key);
      timer ??= setTimeout(flush, delayMs);
    },
    /** Changes were missed: everything refetches. */
    all() {
      pending.clear();
      void queryClient.invalidateQueries();
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
