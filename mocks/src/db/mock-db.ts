import type {
  ActivityCategory,
  ActivityLevel,
  Dish,
  Menu,
  Restaurant,
  Review,
  SavedView,
} from '@food-admin/api-client';
import { seedActivity, type MockActivityEntry } from '../fixtures/activity';
import { seedDishes } from '../fixtures/dishes';
import { seedMenus } from '../fixtures/menus';
import { seedOrders, type MockOrder } from '../fixtures/orders';
import { seedReviews } from '../fixtures/reviews';
import { seedRestaurants } from '../fixtures/restaurants';
import { seedUsers, type MockUser } from '../fixtures/users';
import { Table } from './table';

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
const VERSIONED = { versioned: true };

export const mockDb = {
  restaurants: new Table<Restaurant>(seedRestaurants, VERSIONED),
  menus: new Table<Menu>(seedMenus, VERSIONED),
  dishes: new Table<Dish>(seedDishes, VERSIONED),
  users: new Table<MockUser>(seedUsers, VERSIONED),
  activity: new Table<MockActivityEntry>(() => seedActivity(Date.now())),
  orders: new Table<MockOrder>(() => seedOrders(Date.now()), VERSIONED),
  reviews: new Table<Review>(() => seedReviews(Date.now()), VERSIONED),
  uploads: new Table<StoredUpload>(() => []),
  /** Saved views of the lists (docs/api.md#saved-views); none in the fixtures. */
  views: new Table<MockSavedView>(() => []),
  /** Username recorded on activity entries the handlers write. */
  actor: DEFAULT_ACTOR,
};

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
  mockDb.actor = DEFAULT_ACTOR;
}

/** Appends a feed entry the way the real server does for every write. */
export function logActivity(entry: {
  category: ActivityCategory;
  actionType: string;
  action: string;
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
    username: entry.username ?? mockDb.actor,
    createdAt: new Date().toISOString(),
    ...(entry.entityId === undefined ? {} : { entityId: entry.entityId }),
  });
}

/**
 * A restaurant as every read answers it: with the average rating (two decimals, null without any)
 * and the count of its APPROVED reviews only (the server's restaurants.repository.ts).
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
  };
}

/** Deletes a restaurant with its menus, their dishes and its reviews (the server's cascade). */
export function deleteRestaurantCascade(restaurantId: number): void {
  mockDb.reviews.removeWhere((review) => review.restaurantId === restaurantId);
  const menuIds = new Set(
    mockDb.menus
      .all()
      .filter((menu) => menu.restaurantId === restaurantId)
      .map((menu) => menu.id),
  );
  mockDb.dishes.removeWhere((dish) => menuIds.has(dish.menuId));
  mockDb.menus.removeWhere((menu) => menu.restaurantId === restaurantId);
  mockDb.restaurants.remove(restaurantId);
}

export function deleteMenuCascade(menuId: number): void {
  mockDb.dishes.removeWhere((dish) => dish.menuId === menuId);
  mockDb.menus.remove(menuId);
}
