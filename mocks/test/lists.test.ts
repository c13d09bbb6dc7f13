import { describe, expect, it } from 'vitest';
import { mockDb } from '../src/index';
import { apiError, mockClient, rawFetch, useMockApi } from './support';

useMockApi();
const api = mockClient();

describe('lists', () => {
  it('page with size 10 by default and report totals', async () => {
    const total = mockDb.restaurants.count();
    const first = await api.restaurants.list();
    expect(first.content).toHaveLength(10);
    expect(first).toMatchObject({
      number: 0,
      last: false,
      totalElements: total,
      totalPages: Math.ceil(total / 10),
    });

    const last = await api.restaurants.list({ query: { page: first.totalPages - 1 } });
    expect(last.last).toBe(true);
    expect(last.content).toHaveLength(total - 10 * (first.totalPages - 1));

    const beyond = await api.restaurants.list({ query: { page: 99 } });
    expect(beyond).toMatchObject({ content: [], number: 99, last: true });
  });

  it('page the grids and the feed by position too, as the server: the same rows as by number', async () => {
    const byNumber = [0, 1, 2].map((page) => api.restaurants.list({ query: { page, size: 4 } }));
    const [first, second, third] = await Promise.all(byNumber);
    expect(first?.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const next = await api.restaurants.list({ query: { page: 1, size: 4, after: first?.nextCursor } });
    expect(next.content).toEqual(second?.content);
    const after = await api.restaurants.list({ query: { page: 2, size: 4, after: next.nextCursor } });
    expect(after.content).toEqual(third?.content);

    // In another order (a sort) the list pages by number and hands out no cursor.
    const sorted = await api.restaurants.list({ query: { size: 4, sort: ['name,asc'] } });
    expect(sorted.nextCursor).toBeUndefined();
    // Nor does the last page.
    const total = mockDb.restaurants.count();
    const last = await api.restaurants.list({ query: { page: Math.ceil(total / 4) - 1, size: 4 } });
    expect(last.last).toBe(true);
    expect(last.nextCursor).toBeUndefined();

    const feed = await api.admin.recentActivity({ query: { size: 3 } });
    const feedByNumber = await api.admin.recentActivity({ query: { page: 1, size: 3 } });
    const feedNext = await api.admin.recentActivity({ query: { page: 1, size: 3, after: feed.nextCursor } });
    expect(feedNext.content).toEqual(feedByNumber.content);

    const error = await apiError(api.restaurants.list({ query: { page: 1, after: 'e30' } }));
    expect(error).toMatchObject({ status: 400, fieldErrors: { after: ['Cursor is not valid'] } });
  });

  it('search case-insensitively by substring', async () => {
    const page = await api.restaurants.list({ query: { search: 'SUSHI' } });
    expect(page.content.map((restaurant) => restaurant.name)).toEqual(['Sakura Sushi Bar']);
    expect(page.totalElements).toBe(1);

    const none = await api.restaurants.list({ query: { search: 'zzz-no-match' } });
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0, last: true });
  });

  it('GET /api/restaurants answers every restaurant as an array without paging parameters', async () => {
    const all = await api.restaurants.all();
    expect(all).toHaveLength(mockDb.restaurants.count());
    const raw = await rawFetch('GET', '/api/restaurants');
    expect(Array.isArray(raw.body)).toBe(true);
  });

  it('menus: all of a restaurant as an array, pages of a restaurant, pages of all menus', async () => {
    const ofFirst = await api.menus.allByRestaurant({ params: { restaurantId: 1 } });
    expect(ofFirst.length).toBeGreaterThanOrEqual(2);
    expect(ofFirst.every((menu) => menu.restaurantId === 1)).toBe(true);

    const paged = await api.menus.byRestaurant({ params: { restaurantId: 1 }, query: { search: 'DESS' } });
    expect(paged.content.map((menu) => menu.name)).toEqual(['Desserts']);

    const everything = await api.menus.list({ query: { size: 100 } });
    expect(everything.totalElements).toBe(mockDb.menus.count());
    expect(await api.menus.list({ query: { search: 'DESSERT' } })).toMatchObject({
      content: expect.arrayContaining([expect.objectContaining({ name: 'Desserts' })]),
    });
  });

  it('dishes of a menu: paged and searchable', async () => {
    const first = await api.dishes.byMenu({ params: { menuId: 1 } });
    expect(first.content).toHaveLength(10);
    expect(first.last).toBe(false);
    expect(first.content.every((dish) => dish.menuId === 1)).toBe(true);

    const pizza = await api.dishes.byMenu({ params: { menuId: 1 }, query: { search: 'pizza' } });
    expect(pizza.content.map((dish) => dish.name)).toEqual(['Margherita Pizza', 'Diavola Pizza']);
  });

  it('users: search matches email and name', async () => {
    expect(
      (await api.admin.users({ query: { search: 'ADMIN@demo' } })).content.map((user) => user.email),
    ).toEqual(['admin@demo.food']);
    expect(
      (await api.admin.users({ query: { search: 'oscar owner' } })).content.map((user) => user.email),
    ).toEqual(['owner@demo.food']);
    const page = await api.admin.users();
    expect(page.totalElements).toBe(35);
    expect(page.content[0]).not.toHaveProperty('uid');
  });

  it('activity: newest first, filtered by category, level and search', async () => {
    const feed = await api.admin.recentActivity({ query: { size: 100 } });
    const times = feed.content.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const users = await api.admin.recentActivity({ query: { category: 'USER', size: 100 } });
    expect(users.content.length).toBeGreaterThan(0);
    expect(users.content.every((entry) => entry.category === 'USER')).toBe(true);

    const errors = await api.admin.recentActivity({ query: { level: 'ERROR', size: 100 } });
    expect(errors.content.every((entry) => entry.level === 'ERROR')).toBe(true);

    const both = await api.admin.recentActivity({ query: { category: 'ORDER', level: 'WARN', size: 100 } });
    expect(both.content.every((entry) => entry.category === 'ORDER' && entry.level === 'WARN')).toBe(true);
    expect(both.content.length).toBeGreaterThan(0);

    const search = await api.admin.recentActivity({ query: { search: 'SYSTEM', size: 100 } });
    expect(search.content.length).toBeGreaterThan(0);
    expect(
      search.content.every((entry) => `${entry.action} ${entry.username}`.toLowerCase().includes('system')),
    ).toBe(true);
  });

  it('orders and reviews: newest first pages, searchable', async () => {
    const orders = await api.admin.orders();
    expect(orders.content).toHaveLength(10);
    expect(orders.totalElements).toBe(mockDb.orders.count());
    const delivered = await api.admin.orders({ query: { search: 'delivered', size: 100 } });
    expect(delivered.content.every((order) => order.status === 'DELIVERED')).toBe(true);

    const reviews = await api.admin.reviews({ query: { search: 'tacos' } });
    expect(reviews.content.every((review) => review.text?.toLowerCase().includes('tacos'))).toBe(true);
    expect(reviews.content.length).toBeGreaterThan(0);
  });

  it('dashboard stats count the store', async () => {
    await expect(api.admin.dashboardStats()).resolves.toEqual({
      restaurants: mockDb.restaurants.count(),
      users: 35,
      orders: mockDb.orders.count(),
      reviews: mockDb.reviews.count(),
    });
  });

  it('answers 404 for the lists of unknown parents', async () => {
    expect((await apiError(api.menus.byRestaurant({ params: { restaurantId: 999 } }))).status).toBe(404);
    expect((await apiError(api.dishes.byMenu({ params: { menuId: 999 } }))).message).toBe('Menu not found');
  });

  it('match any origin and relative paths', async () => {
    const other = mockClient('https://api.elsewhere.test');
    await expect(other.admin.dashboardStats()).resolves.toMatchObject({ users: 35 });
  });
});
