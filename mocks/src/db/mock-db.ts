import {
  ALWAYS_OPEN,
  availabilityAt,
  DEFAULT_ORDER_RULES,
  listAvailabilityOf,
  type Availability,
} from '@food-admin/api-client';
import type {
  ApiToken,
  ActivityCategory,
  ActivityLevel,
  Dish,
  Menu,
  OperatingRules,
  Refund,
  Restaurant,
  Review,
  PermissionSet,
  HistoryEntry,
  HistoryKind,
  SavedView,
  TrashItem,
  TrashKind,
} from '@food-admin/api-client';
import { seedActivity, type MockActivityEntry } from '../fixtures/activity';
import { seedPermissionSets } from '../fixtures/permission-sets';
import { seedDishes } from '../fixtures/dishes';
import { seedMenus } from '../fixtures/menus';
import {
  seedInvitations,
  seedLastSeen,
  seedMemberships,
  type MockInvitation,
  type MockLastSeen,
  type MockMembership,
} from '../fixtures/memberships';
import { seedOrderBook, type MockOrder } from '../fixtures/orders';
import { seedReviews } from '../fixtures/reviews';
import { seedRestaurants } from '../fixtures/restaurants';
import { seedUsers, type MockUser } from '../fixtures/users';
import {
  seedWebhookDeliveries,
  seedWebhookEndpoints,
  type MockWebhookDelivery,
  type MockWebhookEndpoint,
} from '../fixtures/webhooks';
import { mockChanges } from './mock-changes';
import { Table, type RowChange, type TrashMark } from './table';

/** An uploaded image kept in memory so the demo can show it back. */
export type StoredUpload = { id: number; name: string; type: string; bytes: ArrayBuffer };

/**
 * A saved view as the store keeps it (the server's saved_views row): the owner's display name is
 * joined in when it is answered, from the owner's user row.
 */
export type MockSavedView = Omit<SavedView, 'ownerName'>;

/** Who the mock server believes is calling: it records writes in the activity feed under this name. */
const DEFAULT_ACTOR = 'admin@demo.food';

/**
 * The stateful store behind the handlers. Tests read it to assert what a write did;
 * `resetMockDb()` restores the fixtures (call it in `beforeEach`).
 */
/** A history entry as the store keeps it: the record it is about, and the entry as answered. */
export type MockHistoryEntry = { id: number; kind: HistoryKind; recordId: number; entry: HistoryEntry };

/**
 * A versioned table whose changes go to the history (the server's record_history trigger): the
 * changed fields with old and new values, the acting user, one entry per change.
 */
function versioned<TRow extends { id: number; version?: number }>(kind: HistoryKind, seed: () => TRow[]) {
  return new Table<TRow>(seed, {
    versioned: true,
    onChange: (change: RowChange<TRow>) => recordChange(kind, change),
  });
}

/**
 * The orders and their refunds, seeded at one moment (a refund's time is its order's move); the
 * orders' seed runs first, at construction and in resetMockDb, and the refunds' takes its refunds.
 */
let orderBook: ReturnType<typeof seedOrderBook> | undefined;
const seededOrders = () => (orderBook = seedOrderBook(Date.now())).orders;
const seededRefunds = () => (orderBook ?? seedOrderBook(Date.now())).refunds;

export const mockDb = {
  restaurants: versioned<Restaurant>('restaurant', seedRestaurants),
  menus: versioned<Menu>('menu', seedMenus),
  dishes: versioned<Dish>('dish', seedDishes),
  users: versioned<MockUser>('user', seedUsers),
  activity: new Table<MockActivityEntry>(() => seedActivity(Date.now())),
  orders: versioned<MockOrder>('order', seededOrders),
  reviews: versioned<Review>('review', () => seedReviews(Date.now())),
  /** Every change of the versioned tables, oldest first (docs/api.md#history). */
  history: new Table<MockHistoryEntry>(() => []),
  uploads: new Table<StoredUpload>(() => []),
  /**
   * Restaurant teams' memberships and the platform's staff (docs/api.md#team, #staff): one Support
   * person platform-wide in the fixtures (fixtures/memberships.ts).
   */
  memberships: new Table<MockMembership>(() => seedMemberships(Date.now())),
  /** When people last used the API (docs/api.md#team's "last seen"). */
  lastSeen: new Table<MockLastSeen>(() => seedLastSeen(Date.now())),
  /** The permission sets (docs/api.md#permission-sets): the built-in ones and one of an admin's. */
  permissionSets: new Table<PermissionSet>(seedPermissionSets, { versioned: true }),
  /** Invitations to the teams and the staff (docs/api.md#invitations): one open to the staff. */
  invitations: new Table<MockInvitation>(() => seedInvitations(Date.now())),
  /** Saved views of the lists (docs/api.md#saved-views); none in the fixtures. */
  views: new Table<MockSavedView>(() => []),
  /** People's API tokens (docs/api.md#api-tokens); none in the fixtures. */
  apiTokens: new Table<MockApiToken>(() => []),
  /** Webhook endpoints and their deliveries (docs/api.md#webhooks; fixtures/webhooks.ts). */
  webhookEndpoints: new Table<MockWebhookEndpoint>(() => seedWebhookEndpoints(Date.now()), {
    versioned: true,
  }),
  webhookDeliveries: new Table<MockWebhookDelivery>(() => seedWebhookDeliveries(Date.now())),
  /**
   * Refunds on orders (money/refunds.ts), as the API answers them: the rejected and cancelled
   * orders' automatic ones and a few on delivered orders (fixtures/orders.ts). Not versioned: a
   * refund raises its order's version instead (handlers/refunds.ts).
   */
  refunds: new Table<Refund>(seededRefunds),
  /** Operating rules set through the API, by restaurant id (the others are open around the clock). */
  operations: new Map<number, MockOperations>(),
  /** Username recorded on activity entries the handlers write. */
  actor: DEFAULT_ACTOR,
};

export type { MockInvitation, MockMembership, MockWebhookDelivery, MockWebhookEndpoint };

/**
 * An API token as the store keeps it (the server's api_tokens row, without the secret's hash: the
 * mocks do not authenticate calls by token); its state is worked out when it is answered.
 */
export type MockApiToken = Omit<ApiToken, 'state'> & { userId: number };

/** A restaurant's operating rules as the mocks keep them (handlers/operations.ts). */
export type MockOperations = {
  rules: OperatingRules;
  pausedAt: string | null;
  pausedBy: { id: number; name: string } | null;
};

/** The rules of a restaurant nobody set any for: open around the clock, in the platform's zone (UTC here). */
export const DEFAULT_MOCK_RULES: OperatingRules = {
  timeZone: 'UTC',
  week: ALWAYS_OPEN,
  exceptions: [],
  closures: [],
  pause: null,
  lastOrderMinutes: 0,
  acceptanceTimeoutMinutes: 0,
  acceptanceTimeoutAction: 'reject',
  ...DEFAULT_ORDER_RULES,
};

/** Sets restaurant `id`'s rules: the defaults with `rules` over them, paused by whom and when if so. */
export function setMockOperations(
  id: number,
  rules: Partial<OperatingRules>,
  paused: Pick<MockOperations, 'pausedAt' | 'pausedBy'> = { pausedAt: null, pausedBy: null },
): void {
  mockDb.operations.set(id, { rules: { ...DEFAULT_MOCK_RULES, ...rules }, ...paused });
}

/**
 * The store without its fixture refunds, their orders' sums set back to none: for a test or story
 * that counts the refunds it makes itself.
 */
export function clearMockRefunds(): void {
  mockDb.refunds.load([]);
  for (const order of mockDb.orders.all())
    mockDb.orders.setBeside(order.id, { refundedMinor: 0, refundPendingMinor: 0 });
}

export function resetMockDb(): void {
  mockDb.restaurants.reset();
  mockDb.menus.reset();
  mockDb.dishes.reset();
  mockDb.users.reset();
  mockDb.activity.reset();
  mockDb.orders.reset();
  mockDb.reviews.reset();
  mockDb.uploads.reset();
  mockDb.views.reset();
  mockDb.apiTokens.reset();
  mockDb.webhookEndpoints.reset();
  mockDb.webhookDeliveries.reset();
  mockDb.permissionSets.reset();
  mockDb.memberships.reset();
  mockDb.lastSeen.reset();
  mockDb.invitations.reset();
  mockDb.refunds.reset();
  mockDb.history.reset();
  mockDb.operations.clear();
  mockDb.actor = DEFAULT_ACTOR;
}

/** The acting user's row (the store's `actor` email), if they have one: who `me` is (`owner=me`). */
export function actorUser(): MockUser | undefined {
  const actor = mockDb.actor.toLowerCase();
  return mockDb.users.all().find((user) => user.email.toLowerCase() === actor);
}

/**
 * Not fields of the record's row on the server: an order's status history and staff notes live in
 * tables of their own there, so its record history never lists them.
 */
const IGNORED_FIELDS = new Set(['id', 'version', 'history', 'notes']);

function recordChange<TRow extends { id: number }>(
  kind: HistoryKind,
  { before, after, action }: RowChange<TRow>,
) {
  const changes = Object.keys(after)
    .filter((field) => !IGNORED_FIELDS.has(field))
    .map((field) => ({
      field,
      from: (before as Record<string, unknown>)[field] ?? null,
      to: (after as Record<string, unknown>)[field] ?? null,
    }))
    .filter((change) => JSON.stringify(change.from) !== JSON.stringify(change.to));
  if (action === 'update' && changes.length === 0) return;
  const user = mockDb.users.all().find((candidate) => candidate.email === mockDb.actor);
  const actor = user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : null;
  mockDb.history.insert({
    kind,
    recordId: after.id,
    entry: {
      id: mockDb.history.count() + 1,
      version: (after as { version?: number }).version ?? 1,
      action,
      changedAt: new Date().toISOString(),
      actor,
      changes,
    },
  });
  const row = after as { id: number; version?: number; restaurantId?: number; menuId?: number };
  const menuId = kind === 'dish' ? (row.menuId ?? null) : null;
  mockChanges.publish({
    kind,
    recordId: row.id,
    version: row.version ?? 1,
    action,
    actor,
    restaurantId:
      kind === 'restaurant'
        ? row.id
        : menuId !== null
          ? (mockDb.menus.find(menuId)?.restaurantId ?? null)
          : (row.restaurantId ?? null),
    menuId,
    orderId: null,
  });
}

/** A staff note's change, as the server's trigger writes it (drizzle/0023_order_note_events.sql). */
export function publishOrderNote(
  order: { id: number; restaurantId: number },
  noteId: number,
  author: { id: number; firstName: string; lastName: string } | undefined,
) {
  mockChanges.publish({
    kind: 'orderNote',
    recordId: noteId,
    version: 1,
    action: 'create',
    actor: author ? { id: author.id, name: `${author.firstName} ${author.lastName}` } : null,
    restaurantId: order.restaurantId,
    menuId: null,
    orderId: order.id,
  });
}

/** Appends a feed entry the way the real server does for every write. */
export function logActivity(entry: {
  category: ActivityCategory;
  actionType: string;
  action: string;
  /** What `action` says as a code and parameters (activityMessage in the api-client). */
  code?: string;
  params?: Record<string, string | number>;
  level?: ActivityLevel;
  /** Defaults to the acting user (`mockDb.actor`). */
  username?: string;
  /** The row the write was about (a dish's id lets the app's confirmation find this entry). */
  entityId?: number;
}): MockActivityEntry {
  return mockDb.activity.insert({
    category: entry.category,
    level: entry.level ?? 'INFO',
    actionType: entry.actionType,
    action: entry.action,
    ...(entry.code === undefined ? {} : { code: entry.code, params: entry.params ?? {} }),
    username: entry.username ?? mockDb.actor,
    createdAt: new Date().toISOString(),
    ...(entry.entityId === undefined ? {} : { entityId: entry.entityId }),
  });
}

/** The restaurant's availability now, by the contract's rule (lists filter and show it). */
export function mockAvailability(restaurant: Restaurant, now = Date.now()): Availability {
  const rules = mockDb.operations.get(restaurant.id)?.rules ?? DEFAULT_MOCK_RULES;
  const hasMenu = mockDb.menus.all().some((menu) => menu.restaurantId === restaurant.id && menu.isActive);
  return availabilityAt({ rules, active: restaurant.isActive, hasMenu }, now);
}

/**
 * A restaurant as every read answers it: with the average rating (two decimals, null without any)
 * and the count of its APPROVED reviews only, and whether it takes orders now (the server's
 * restaurants.repository.ts).
 */
export function withRating(restaurant: Restaurant): Restaurant {
  const ratings = mockDb.reviews
    .all()
    .filter((review) => review.restaurantId === restaurant.id && review.status === 'APPROVED')
    .map((review) => review.rating);
  const total = ratings.reduce((sum, rating) => sum + rating, 0);
  return {
    ...restaurant,
    averageRating: ratings.length === 0 ? null : Math.round((total / ratings.length) * 100) / 100,
    reviewCount: ratings.length,
    availability: listAvailabilityOf(mockAvailability(restaurant)),
  };
}

/*
 * The trash (the server's modules/trash/trash.ts): a delete moves the row, and what belongs to it,
 * out of every read with one mark (time and actor); a restore brings back the row and the children
 * that carry the same mark.
 */

/** The tables rows are deleted from, by the kind the trash names them. */
const trashTables = () => ({
  restaurant: mockDb.restaurants,
  menu: mockDb.menus,
  dish: mockDb.dishes,
  review: mockDb.reviews,
  user: mockDb.users,
});

const newMark = (): TrashMark => ({ deletedAt: new Date().toISOString(), deletedBy: mockDb.actor });
const sameMark = (a: TrashMark, b: TrashMark) => a.deletedAt === b.deletedAt && a.deletedBy === b.deletedBy;

/** Moves a restaurant to the trash with its menus, their dishes and its reviews. */
export function deleteRestaurantCascade(restaurantId: number): void {
  const mark = newMark();
  mockDb.restaurants.trashWhere((restaurant) => restaurant.id === restaurantId, mark);
  const menuIds = mockDb.menus.trashWhere((menu) => menu.restaurantId === restaurantId, mark);
  mockDb.dishes.trashWhere((dish) => menuIds.includes(dish.menuId), mark);
  mockDb.reviews.trashWhere((review) => review.restaurantId === restaurantId, mark);
}

/** Moves a menu to the trash with its dishes. */
export function deleteMenuCascade(menuId: number): void {
  const mark = newMark();
  mockDb.menus.trashWhere((menu) => menu.id === menuId, mark);
  mockDb.dishes.trashWhere((dish) => dish.menuId === menuId, mark);
}

/** Moves rows without children (dishes, reviews, users) to the trash. */
export function moveToTrash(kind: 'dish' | 'review' | 'user', ids: readonly number[]): void {
  const mark = newMark();
  trashTables()[kind].trashWhere((row) => ids.includes(row.id), mark);
}

/** The deleted row's parent id, when it has one (a menu's restaurant, a dish's menu, a review's restaurant). */
function parentOf(kind: TrashKind, row: object): { kind: TrashKind; id: number } | undefined {
  if (kind === 'menu') return { kind: 'restaurant', id: (row as Menu).restaurantId };
  if (kind === 'dish') return { kind: 'menu', id: (row as Dish).menuId };
  if (kind === 'review') return { kind: 'restaurant', id: (row as Review).restaurantId };
  return undefined;
}

/**
 * Brings a row back with what was deleted with it: 'live' when it was not deleted, 'missing' when
 * there is no such row, the deleted parent's kind while it is deleted (the server's 409 PARENT_DELETED).
 */
export function restoreFromTrash(
  kind: TrashKind,
  id: number,
): 'restored' | 'live' | 'missing' | { deletedParent: TrashKind } {
  const tables = trashTables();
  if (tables[kind].find(id)) return 'live';
  const entry = tables[kind].deleted().find((candidate) => candidate.row.id === id);
  if (entry === undefined) return 'missing';
  const parent = parentOf(kind, entry.row);
  if (parent !== undefined && !tables[parent.kind].find(parent.id)) {
    return { deletedParent: parent.kind };
  }
  const withIt = (_row: unknown, mark: TrashMark) => sameMark(mark, entry);
  if (kind === 'restaurant') {
    const menuIds = mockDb.menus
      .restoreWhere((menu, mark) => menu.restaurantId === id && withIt(menu, mark))
      .map((menu) => menu.id);
    mockDb.dishes.restoreWhere((dish, mark) => menuIds.includes(dish.menuId) && withIt(dish, mark));
    mockDb.reviews.restoreWhere((review, mark) => review.restaurantId === id && withIt(review, mark));
  }
  if (kind === 'menu') mockDb.dishes.restoreWhere((dish, mark) => dish.menuId === id && withIt(dish, mark));
  tables[kind].restoreWhere((row) => row.id === id);
  return 'restored';
}

/** Deletes a row in the trash for good (with what was deleted with it); false when it is not in the trash. */
export function purgeFromTrash(kind: TrashKind, id: number): boolean {
  return trashTables()[kind].purge(id);
}

/** A user's display name by email (the trash names who deleted a row). */
const userNamed = (email: string) => mockDb.users.all().find((user) => user.email === email);

/** The trash as the server lists it: rows deleted on their own, newest first. */
export function trashItems(retentionDays = 30): TrashItem[] {
  const tables = trashTables();
  const items: TrashItem[] = [];
  for (const kind of Object.keys(tables) as TrashKind[]) {
    for (const entry of tables[kind].deleted()) {
      const parent = parentOf(kind, entry.row);
      const parentEntry =
        parent && tables[parent.kind].deleted().find((candidate) => candidate.row.id === parent.id);
      // Deleted with its parent: it comes back with it, so it is not listed on its own.
      if (parentEntry && sameMark(parentEntry, entry)) continue;
      const parentRow = parent && (tables[parent.kind].find(parent.id) ?? parentEntry?.row);
      const by = userNamed(entry.deletedBy);
      items.push({
        kind,
        id: entry.row.id,
        name: trashName(kind, entry.row),
        parentName: parentRow && 'name' in parentRow ? String(parentRow.name) : null,
        deletedAt: entry.deletedAt,
        deletedBy: by ? { id: by.id, name: `${by.firstName} ${by.lastName}` } : null,
        purgeAt: new Date(Date.parse(entry.deletedAt) + retentionDays * 86_400_000).toISOString(),
      });
    }
  }
  return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b.id - a.id);
}

function trashName(kind: TrashKind, row: object): string {
  if (kind === 'review') {
    const review = row as Review;
    return `${review.rating}★${review.text ? `: ${review.text.slice(0, 60)}` : ''}`;
  }
  if (kind === 'user') {
    const user = row as MockUser;
    return `${user.firstName} ${user.lastName}${user.email ? ` <${user.email}>` : ''}`;
  }
  return (row as { name: string }).name;
}
