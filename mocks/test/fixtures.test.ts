import {
  ActivityLogEntrySchema,
  DishSchema,
  MenuSchema,
  OrderSchema,
  RestaurantSchema,
  ReviewSchema,
  ROLES,
  UserSchema,
} from '@food-admin/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEMO_UIDS,
  seedActivity,
  seedDishes,
  seedMenus,
  seedOrders,
  seedRestaurants,
  seedReviews,
  seedUsers,
} from '../src/index';

const NOW = Date.UTC(2026, 5, 1, 12);
const isHttpUrlOrEmpty = (url: string | null | undefined) => url == null || /^https?:\/\//.test(url);

describe('fixtures', () => {
  it('match the api-client schemas', () => {
    expect(v.is(v.array(RestaurantSchema), seedRestaurants())).toBe(true);
    expect(v.is(v.array(MenuSchema), seedMenus())).toBe(true);
    expect(v.is(v.array(DishSchema), seedDishes())).toBe(true);
    expect(v.is(v.array(UserSchema), seedUsers())).toBe(true);
    expect(v.is(v.array(ActivityLogEntrySchema), seedActivity(NOW))).toBe(true);
    expect(v.is(v.array(OrderSchema), seedOrders(NOW))).toBe(true);
    expect(v.is(v.array(ReviewSchema), seedReviews(NOW))).toBe(true);
  });

  it('are deterministic', () => {
    expect(seedDishes()).toEqual(seedDishes());
    expect(seedOrders(NOW)).toEqual(seedOrders(NOW));
    expect(seedActivity(NOW)).toEqual(seedActivity(NOW));
  });

  it('have enough rows for several pages, with http(s) images or none', () => {
    const restaurants = seedRestaurants();
    expect(restaurants.length).toBeGreaterThanOrEqual(21);
    expect(restaurants.every((restaurant) => isHttpUrlOrEmpty(restaurant.logoUrl))).toBe(true);
    expect(restaurants.some((restaurant) => restaurant.logoUrl === null)).toBe(true);
    expect(restaurants.some((restaurant) => !restaurant.isActive)).toBe(true);

    const menus = seedMenus();
    for (const restaurant of restaurants) {
      const count = menus.filter((menu) => menu.restaurantId === restaurant.id).length;
      expect(count === 2 || count === 3).toBe(true);
    }

    const dishes = seedDishes();
    expect(dishes.every((dish) => dish.price > 0 && Number.isInteger(Math.round(dish.price * 100)))).toBe(
      true,
    );
    expect(dishes.every((dish) => isHttpUrlOrEmpty(dish.imageUrl))).toBe(true);
    expect(dishes.filter((dish) => dish.menuId === 1).length).toBeGreaterThan(20);
    expect(new Set(dishes.map((dish) => dish.menuId))).toEqual(new Set(menus.map((menu) => menu.id)));
  });

  it('have ~35 users of every role, including the demo accounts', () => {
    const users = seedUsers();
    expect(users.length).toBe(35);
    for (const role of ROLES)
      expect(users.filter((user) => user.role === role).length).toBeGreaterThanOrEqual(2);
    expect(users.map((user) => user.uid)).toEqual(expect.arrayContaining(Object.values(DEMO_UIDS)));
    expect(new Set(users.map((user) => user.email)).size).toBe(users.length);
  });

  it('spread ~40 activity entries from minutes to weeks ago, newest first', () => {
    const entries = seedActivity(NOW);
    const ages = entries.map((entry) => (NOW - Date.parse(entry.createdAt)) / 60_000);
    expect(entries).toHaveLength(40);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(ages.some((minutes) => minutes < 60)).toBe(true);
    expect(ages.some((minutes) => minutes >= 60 && minutes < 24 * 60)).toBe(true);
    expect(ages.some((minutes) => minutes >= 24 * 60 && minutes < 7 * 24 * 60)).toBe(true);
    expect(ages.some((minutes) => minutes >= 7 * 24 * 60)).toBe(true);
    for (const level of ['INFO', 'WARN', 'ERROR'])
      expect(entries.some((entry) => entry.level === level)).toBe(true);
  });
});
