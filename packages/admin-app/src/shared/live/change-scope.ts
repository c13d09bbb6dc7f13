import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ChangeAction, ChangeEvent, ChangeKind } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';

/*
 * One description of what a change touches in the cache, for both paths a change takes: a write of
 * this tab (its mutation, with the server's answer in hand) and a change heard live from the server
 * (shared/live/invalidation.ts). No query key is listed anywhere else. A write puts its answer in
 * the cache and marks the rest stale; its own live event, arriving a moment later, finds the change
 * already known and costs nothing.
 */

/** A change as this tab knows it: heard live, or just made by one of its writes. */
export type Change = Pick<ChangeEvent, 'kind' | 'action'> &
  Partial<Pick<ChangeEvent, 'recordId' | 'version' | 'orderId'>>;

/**
 * The cached queries a change of each kind can make stale: its lists, facets and records, what
 * counts or shows it elsewhere (the dashboard, search, a restaurant's rating).
 */
const STALE_AFTER: Record<ChangeKind, readonly QueryKey[]> = {
  // A deleted or restored restaurant takes or brings back its menus, dishes and reviews; a pause
  // or a resume is in the dashboard's attention; its name and zone are on the board's cards.
  restaurant: [
    apiKey('restaurants'),
    apiKey('dispatch.board'),
    apiKey('menus'),
    apiKey('dishes'),
    apiKey('admin.reviews'),
    apiKey('search'),
    apiKey('admin.dashboardStats'),
    apiKey('admin.dashboardAttention'),
  ],
  // A menu switched on or off makes its restaurant open or closed (and one without an active menu).
  menu: [
    apiKey('menus'),
    apiKey('dishes'),
    apiKey('search'),
    apiKey('restaurants'),
    apiKey('admin.dashboardStats'),
    apiKey('admin.dashboardAttention'),
  ],
  dish: [apiKey('dishes'), apiKey('menus'), apiKey('search'), apiKey('admin.dashboardStats')],
  // A refund's step raises its order's version: the refunds list and its counts read it again too.
  order: [
    apiKey('admin.orders'),
    apiKey('admin.orderFacets'),
    apiKey('admin.refunds'),
    apiKey('admin.refundFacets'),
    apiKey('admin.order'),
    apiKey('admin.couriers'),
    apiKey('admin.courier'),
    apiKey('dispatch.board'),
    apiKey('admin.dashboardStats'),
    apiKey('admin.dashboardSeries'),
    apiKey('admin.dashboardAttention'),
  ],
  // A review waiting for moderation is in the dashboard's attention.
  review: [
    apiKey('admin.reviews'),
    apiKey('admin.reviewFacets'),
    apiKey('restaurants'),
    apiKey('admin.dashboardAttention'),
  ],
  // A membership change is a change of its member too (their next request has its grants): what
  // they may open follows at once (docs/requirements.md#req-permissions). A courier's name is on
  // the board's cards.
  user: [
    apiKey('profile.permissions'),
    apiKey('team'),
    apiKey('invitations'),
    apiKey('admin.users'),
    apiKey('admin.userFacets'),
    apiKey('admin.couriers'),
    apiKey('dispatch.board'),
    apiKey('search'),
    apiKey('admin.dashboardStats'),
  ],
  // A note shows on its order's page only (its order is named by the change: see recordKey).
  orderNote: [],
};

/** Every change is an activity entry; a record's is also a history entry. */
const ACTIVITY: QueryKey = apiKey('admin.recentActivity');
const HISTORY: QueryKey = apiKey('history.record');
/** Deletes move rows in and out of the trash. */
const TRASH: QueryKey = apiKey('admin.trash');
const MOVES_TRASH: ReadonlySet<ChangeAction> = new Set(['delete', 'restore', 'purge']);

/** The record reads whose cached answer is the record itself, with its version. */
const RECORD_READS = {
  order: 'admin.order',
  restaurant: 'restaurants.get',
  menu: 'menus.get',
  dish: 'dishes.get',
} as const;

/** The cache key of the one record a change is about, where the app reads it on its own page. */
function recordKey(change: Change): QueryKey | undefined {
  if (change.kind === 'orderNote') {
    return change.orderId == null ? undefined : apiKey('admin.order', { params: { id: change.orderId } });
  }
  const read =
    change.kind in RECORD_READS ? RECORD_READS[change.kind as keyof typeof RECORD_READS] : undefined;
  return read === undefined || change.recordId === undefined
    ? undefined
    : apiKey(read, { params: { id: change.recordId } });
}

export function staleQueries(change: Change): readonly QueryKey[] {
  const record = change.kind === 'orderNote' ? recordKey(change) : undefined;
  return [
    ...STALE_AFTER[change.kind],
    ...(record ? [record] : []),
    ...(change.kind === 'orderNote' ? [] : [HISTORY]),
    ACTIVITY,
    ...(MOVES_TRASH.has(change.action) ? [TRASH] : []),
  ];
}

/** The changes this tab's writes made, most recent last (their live events are then skipped). */
const ownChanges = new WeakMap<QueryClient, Set<string>>();
const OWN_CHANGES_KEPT = 200;
const changeId = (change: Change) => `${change.kind}:${change.recordId}:${change.version}`;

/**
 * Whether this tab already shows a change it hears: one of its own writes made it, or its cache
 * holds the record at that version or later (read after the change). Deletes and purges are
 * always news: the record's last version may well be cached.
 */
export function alreadyKnown(queryClient: QueryClient, change: ChangeEvent): boolean {
  if (ownChanges.get(queryClient)?.has(changeId(change))) return true;
  if (change.action !== 'create' && change.action !== 'update') return false;
  if (change.kind === 'orderNote') return false;
  const key = recordKey(change);
  const cached = key === undefined ? undefined : queryClient.getQueryData<{ version?: number }>(key);
  return cached?.version !== undefined && cached.version >= change.version;
}

/**
 * After a write of this tab succeeded: marks stale what the change touches (refetching what is on
 * screen), except the record whose answer the write has just put in the cache, and remembers the
 * change so that its live event costs nothing. Without `recordId` and `version` (a bulk action, a
 * failed write whose record changed meanwhile) everything the change touches refetches.
 */
export async function refreshAfter(queryClient: QueryClient, change: Change): Promise<void> {
  const answered = change.recordId !== undefined && change.version !== undefined;
  if (answered) remember(queryClient, change);
  const record = answered ? recordKey(change) : undefined;
  const skip = record === undefined ? undefined : hashKey(record);
  await Promise.all(
    staleQueries(change).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== skip }),
    ),
  );
}

function remember(queryClient: QueryClient, change: Change): void {
  let own = ownChanges.get(queryClient);
  if (own === undefined) ownChanges.set(queryClient, (own = new Set()));
  own.add(changeId(change));
  if (own.size > OWN_CHANGES_KEPT) own.delete(own.values().next().value as string);
}
