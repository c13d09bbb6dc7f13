import {
  dishListQueries,
  menuListQueries,
  orderListQueries,
  restaurantListQueries,
  reviewListQueries,
  userListQueries,
  type Dish,
  type Menu,
  type Order,
  type Page,
  type Restaurant,
  type Review,
  type User,
} from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_ID, mockDb } from '../src/index';
import { apiError, mockClient, rawFetch, useMockApi } from './support';

useMockApi();
const api = mockClient();

// ---- The order the server answers, written out independently of the mocks' helper ---------------

type Value = string | number | boolean | null | undefined;
type Key<T> = (row: T) => Value;
type Term<T> = [Key<T>, 'asc' | 'desc'];

/** PostgreSQL's ascending order of one term: lower(text), numbers, false < true, nulls last. */
function compareAsc(a: Value, b: Value): number {
  if (a === null || a === undefined || b === null || b === undefined) {
    const [aNull, bNull] = [a === null || a === undefined, b === null || b === undefined];
    return aNull === bNull ? 0 : aNull ? 1 : -1;
  }
  const [x, y] = typeof a === 'string' ? [a.toLowerCase(), String(b).toLowerCase()] : [Number(a), Number(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Every neighbour pair in order by the terms, ties broken by the id in the last term's direction
 * (the server's `listOrder`: `order by lower(name) desc, id desc`).
 */
function expectOrdered<T extends { id: number }>(rows: readonly T[], terms: Term<T>[]): void {
  const idDirection = terms.at(-1)?.[1] === 'desc' ? -1 : 1;
  rows.slice(1).forEach((row, index) => {
    const before = rows[index] as T;
    let compared = 0;
    for (const [key, direction] of terms) {
      compared = compareAsc(key(before), key(row)) * (direction === 'desc' ? -1 : 1);
      if (compared !== 0) break;
    }
    const tieBroken = (before.id - row.id) * idDirection < 0;
    expect(compared < 0 || (compared === 0 && tieBroken), `#${before.id} before #${row.id}`).toBe(true);
  });
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const time = (row: { createdAt: string }) => Date.parse(row.createdAt);

type SortCase = { name: string; run: () => Promise<void> };

/** Each sort field of a list, both ways, over the whole list (one page of 100). */
function sortCases<T extends { id: number }>(
  list: string,
  declared: readonly string[],
  keys: Record<string, Key<T>>,
  fetchAll: (sort: string[]) => Promise<Page<T>>,
  total: () => number,
): SortCase[] {
  const coverage: SortCase = {
    name: `${list}: the test covers every sort field`,
    run: async () => expect(Object.keys(keys)).toEqual([...declared]),
  };
  return [
    coverage,
    ...Object.entries(keys).flatMap(([field, key]) =>
      (['asc', 'desc'] as const).map((direction) => ({
        name: `${list} by ${field},${direction}`,
        run: async () => {
          const page = await fetchAll([`${field},${direction}`]);
          expect(page.totalElements).toBe(total());
          expect(page.content).toHaveLength(total());
          expectOrdered(page.content, [[key, direction]]);
        },
      })),
    ),
  ];
}

const SORTS: SortCase[] = [
  ...sortCases<User>(
    'users',
    userListQueries.sortFields,
    {
      email: (u) => u.email,
      firstName: (u) => u.firstName,
      lastName: (u) => u.lastName,
      role: (u) => u.role,
    },
    (sort) => api.admin.users({ query: { sort, size: 100 } }),
    () => mockDb.users.count(),
  ),
  ...sortCases<Restaurant>(
    'restaurants',
    restaurantListQueries.sortFields,
    { name: (r) => r.name, address: (r) => r.address, isActive: (r) => r.isActive },
    (sort) => api.restaurants.list({ query: { sort, size: 100 } }),
    () => mockDb.restaurants.count(),
  ),
  ...sortCases<Menu>(
    'menus',
    menuListQueries.sortFields,
    { name: (m) => m.name },
    (sort) => api.menus.list({ query: { sort, size: 100 } }),
    () => mockDb.menus.count(),
  ),
  ...sortCases<Menu>(
    "a restaurant's menus",
    menuListQueries.sortFields,
    { name: (m) => m.name },
    (sort) => api.menus.byRestaurant({ params: { restaurantId: 1 }, query: { sort, size: 100 } }),
    () => mockDb.menus.all().filter((menu) => menu.restaurantId === 1).length,
  ),
  ...sortCases<Dish>(
    "a menu's dishes",
    dishListQueries.sortFields,
    { name: (d) => d.name, price: (d) => d.price },
    (sort) => api.dishes.byMenu({ params: { menuId: 1 }, query: { sort, size: 100 } }),
    () => mockDb.dishes.all().filter((dish) => dish.menuId === 1).length,
  ),
  ...sortCases<Order>(
    'orders',
    orderListQueries.sortFields,
    {
      createdAt: time,
      total: (o) => o.total,
      status: (o) => o.status,
      restaurantName: (o) => o.restaurantName,
    },
    (sort) => api.admin.orders({ query: { sort, size: 100 } }),
    () => mockDb.orders.count(),
  ),
  ...sortCases<Review>(
    'reviews',
    reviewListQueries.sortFields,
    { createdAt: time, rating: (r) => r.rating },
    (sort) => api.admin.reviews({ query: { sort, size: 100 } }),
    () => mockDb.reviews.count(),
  ),
];

describe('sort', () => {
  it.each(SORTS)('$name', ({ run }) => run());

  it("secondary terms order the ties of the first, then the id in the last term's direction", async () => {
    const users = await api.admin.users({ query: { sort: ['role,asc', 'lastName,desc'], size: 100 } });
    expectOrdered(users.content, [
      [(u) => u.role, 'asc'],
      [(u) => u.lastName, 'desc'],
    ]);
    expect(users.content[0]?.role).toBe('ADMIN');

    const restaurants = await api.restaurants.list({
      query: { sort: ['isActive,asc', 'name,desc'], size: 100 },
    });
    // The inactive ones first, by name descending: Tandoori Nights, Le Petit Bistro, Kyoto Garden, Cedar & Sage.
    expect(ids(restaurants.content).slice(0, 4)).toEqual([12, 6, 18, 24]);

    // Equal prices: the name decides (21 Limoncello Spritz before 17 Tiramisu, both 10.00).
    const dishes = await api.dishes.byMenu({
      params: { menuId: 1 },
      query: { sort: ['price,desc', 'name,asc'], size: 100 },
    });
    expectOrdered(dishes.content, [
      [(d) => d.price, 'desc'],
      [(d) => d.name, 'asc'],
    ]);
    const tens = dishes.content.filter((dish) => dish.price === 10);
    expect(ids(tens)).toEqual([21, 17]);

    const orders = await api.admin.orders({ query: { sort: ['status,desc', 'total,asc'], size: 100 } });
    expectOrdered(orders.content, [
      [(o) => o.status, 'desc'],
      [(o) => o.total, 'asc'],
    ]);
    const reviews = await api.admin.reviews({ query: { sort: ['rating,desc', 'createdAt,asc'], size: 100 } });
    expectOrdered(reviews.content, [
      [(r) => r.rating, 'desc'],
      [time, 'asc'],
    ]);
    expect(ids(reviews.content.filter((review) => review.rating === 5)).slice(0, 3)).toEqual([2, 4, 8]);
  });

  it("breaks ties by the id in the last term's direction", async () => {
    // Menu 1: #7 Burrata and #23 Diavola both cost 15.00, #2 and #4 both 18.95.
    const byPrice = async (direction: 'asc' | 'desc') =>
      ids(
        (
          await api.dishes.byMenu({
            params: { menuId: 1 },
            query: { sort: [`price,${direction}`], size: 100 },
          })
        ).content,
      );
    const asc = await byPrice('asc');
    expect(asc.indexOf(7)).toBeLessThan(asc.indexOf(23));
    expect(asc.indexOf(2)).toBeLessThan(asc.indexOf(4));
    const desc = await byPrice('desc');
    expect(desc.indexOf(23)).toBeLessThan(desc.indexOf(7));
    expect(desc.indexOf(4)).toBeLessThan(desc.indexOf(2));
    // Descending is exactly ascending reversed: the id follows the direction, so no tie stays put.
    expect(desc).toEqual([...asc].reverse());

    // "Desserts" of many restaurants: by id descending under name,desc, ascending under name,asc.
    const desserts = async (direction: 'asc' | 'desc') =>
      ids(
        (await api.menus.list({ query: { sort: [`name,${direction}`], size: 100 } })).content.filter(
          (menu) => menu.name === 'Desserts',
        ),
      );
    const descending = await desserts('desc');
    expect(descending.length).toBeGreaterThan(1);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await desserts('asc')).toEqual([...descending].reverse());

    // Only the last term's direction counts: a twin of user 1 (same role and last name) comes after
    // it under role,desc + lastName,asc, before it under role,asc + lastName,desc.
    const twin = mockDb.users.insert({
      ...mockDb.users.find(1)!,
      uid: 'twin-uid',
      email: 'twin@example.com',
    });
    const pair = async (sort: string[]) =>
      ids((await api.admin.users({ query: { sort, size: 100 } })).content).filter(
        (id) => id === 1 || id === twin.id,
      );
    expect(await pair(['role,desc', 'lastName,asc'])).toEqual([1, twin.id]);
    expect(await pair(['role,asc', 'lastName,desc'])).toEqual([twin.id, 1]);
  });

  it('compares text case-insensitively; equal lowercase goes on to the next term', async () => {
    const lower = mockDb.restaurants.insert({ ...mockDb.restaurants.find(1)!, name: 'bistro du coin' });
    const upper = mockDb.restaurants.insert({ ...mockDb.restaurants.find(1)!, name: 'BISTRO DU COIN' });
    const names = (await api.restaurants.list({ query: { sort: ['name,asc'], size: 100 } })).content.map(
      (restaurant) => restaurant.name,
    );
    // Between "Bangkok Street Kitchen" and "Bombay Express", not after every capital.
    expect(names.slice(0, 5)).toEqual([
      'Aegean Table',
      'Bangkok Street Kitchen',
      'bistro du coin',
      'BISTRO DU COIN',
      'Bombay Express',
    ]);
    // Equal ignoring case: the id decides (descending under name,desc), whatever the case.
    const desc = await api.restaurants.list({ query: { sort: ['name,desc'], size: 100 } });
    const tied = ids(desc.content).filter((id) => id === lower.id || id === upper.id);
    expect(tied).toEqual([upper.id, lower.id]);
    // ...or the next term does.
    mockDb.restaurants.update(lower.id, { address: 'Z Street' });
    mockDb.restaurants.update(upper.id, { address: 'A Street' });
    const byAddress = await api.restaurants.list({ query: { sort: ['name,asc', 'address,asc'], size: 100 } });
    expect(ids(byAddress.content).filter((id) => id === lower.id || id === upper.id)).toEqual([
      upper.id,
      lower.id,
    ]);
  });

  it('puts nulls last ascending and first descending', async () => {
    const orphan = mockDb.orders.insert({ ...mockDb.orders.find(1001)!, restaurantName: null });
    const asc = await api.admin.orders({ query: { sort: ['restaurantName,asc'], size: 100 } });
    expect(asc.content.at(-1)?.id).toBe(orphan.id);
    const desc = await api.admin.orders({ query: { sort: ['restaurantName,desc'], size: 100 } });
    expect(desc.content[0]?.id).toBe(orphan.id);
  });

  it('booleans: false before true', async () => {
    const page = await api.restaurants.list({ query: { sort: ['isActive,asc'], size: 100 } });
    expect(ids(page.content).slice(0, 5)).toEqual([6, 12, 18, 24, 1]);
    const desc = await api.restaurants.list({ query: { sort: ['isActive,desc'], size: 100 } });
    // True first, then false; within each, the id descending (the last term is desc).
    expect(ids(desc.content).slice(0, 2)).toEqual([23, 22]);
    expect(ids(desc.content).slice(-4)).toEqual([24, 18, 12, 6]);
  });

  it('without sort each list keeps its order; a direction defaults to asc', async () => {
    expect(ids((await api.admin.users({ query: { size: 100 } })).content)).toEqual(
      ids(mockDb.users.all()).sort((a, b) => a - b),
    );
    // Orders and reviews: newest first, the higher id first among equal times.
    const newestFirst = (a: { id: number; createdAt: string }, b: { id: number; createdAt: string }) =>
      time(b) - time(a) || b.id - a.id;
    const orders = (await api.admin.orders({ query: { size: 100 } })).content;
    expect(ids(orders)).toEqual(ids([...orders].sort(newestFirst)));
    expect(ids(orders)[0]).toBe(1032);
    const reviews = (await api.admin.reviews({ query: { size: 100 } })).content;
    expect(ids(reviews)).toEqual(ids([...reviews].sort(newestFirst)));
    expect(ids(reviews)[0]).toBe(26);
    const bare = await rawFetch('GET', '/admin/users?sort=email&size=100');
    const asc = await api.admin.users({ query: { sort: ['email,asc'], size: 100 } });
    expect(bare).toEqual({ status: 200, body: asc });
  });

  it('sorts the whole filtered set before paging', async () => {
    const all = await api.admin.orders({ query: { sort: ['total,desc'], size: 100 } });
    const second = await api.admin.orders({ query: { sort: ['total,desc'], page: 1, size: 5 } });
    expect(second.content).toEqual(all.content.slice(5, 10));
    expect(second).toMatchObject({ number: 1, totalElements: 32, totalPages: 7, last: false });
  });
});

describe('filters', () => {
  it('users by role: one value, several (OR), with search and paging', async () => {
    expect(ids((await api.admin.users({ query: { role: ['ADMIN'] } })).content)).toEqual([1, 10, 18, 26, 34]);

    const staff = await api.admin.users({ query: { role: ['ADMIN', 'COURIER'], size: 100 } });
    expect(staff.content.every((user) => user.role === 'ADMIN' || user.role === 'COURIER')).toBe(true);
    expect(staff.totalElements).toBe(
      mockDb.users.all().filter((user) => user.role === 'ADMIN' || user.role === 'COURIER').length,
    );

    // Search AND role; the totals count the filtered set.
    const page = await api.admin.users({
      query: { role: ['ADMIN', 'COURIER'], search: 'example.com', sort: ['email,asc'], page: 1, size: 5 },
    });
    expect(page).toMatchObject({ number: 1, totalElements: 11, totalPages: 3, last: false });
    expect(page.content).toHaveLength(5);
    const everyone = await api.admin.users({
      query: { role: ['ADMIN', 'COURIER'], search: 'example.com', sort: ['email,asc'], size: 100 },
    });
    expect(page.content).toEqual(everyone.content.slice(5, 10));
    expect(everyone.content.every((user) => user.email.endsWith('@example.com'))).toBe(true);
  });

  it('restaurants by active flag and owner (AND across parameters)', async () => {
    expect(ids((await api.restaurants.list({ query: { isActive: [false] } })).content)).toEqual([
      6, 12, 18, 24,
    ]);
    expect((await api.restaurants.list({ query: { isActive: [true, false] } })).totalElements).toBe(24);
    expect(ids((await api.restaurants.list({ query: { ownerId: [DEMO_OWNER_ID] } })).content)).toEqual([
      1, 2, 3,
    ]);
    expect(
      (await api.restaurants.list({ query: { ownerId: [DEMO_OWNER_ID], isActive: [false] } })).totalElements,
    ).toBe(0);
    const searched = await api.restaurants.list({ query: { isActive: [false], search: 'bistro' } });
    expect(searched.content.map((restaurant) => restaurant.name)).toEqual(['Le Petit Bistro']);
  });

  it('a filter turns GET /api/restaurants into the paged list', async () => {
    const raw = await rawFetch('GET', '/api/restaurants?isActive=false');
    expect(raw.body).toMatchObject({ totalElements: 4 });
  });

  it('menus and dishes by their flags', async () => {
    expect(ids((await api.menus.list({ query: { isActive: [false] } })).content)).toEqual([
      9, 18, 28, 37, 46, 56,
    ]);
    expect(
      ids(
        (await api.menus.byRestaurant({ params: { restaurantId: 4 }, query: { isActive: [false] } })).content,
      ),
    ).toEqual([9]);
    const dishes = await api.dishes.byMenu({ params: { menuId: 1 }, query: { available: [false] } });
    expect(ids(dishes.content)).toEqual([7, 14, 21]);
    const calzone = await api.dishes.byMenu({
      params: { menuId: 1 },
      query: { available: [false], search: 'CAL' },
    });
    expect(calzone.content.map((dish) => dish.name)).toEqual(['Calzone']);
  });

  it('orders by status, restaurant and creation time', async () => {
    const cancelled = await api.admin.orders({ query: { status: ['CANCELLED'], size: 100 } });
    expect(ids(cancelled.content)).toEqual([1026, 1016, 1006]);

    const mixed = await api.admin.orders({
      query: { status: ['PENDING', 'PREPARING'], restaurantId: [1, 6], size: 100 },
    });
    expect(ids(mixed.content)).toEqual([1008]);

    // createdFrom includes its instant, createdTo excludes it.
    const pivot = mockDb.orders.find(1020)!.createdAt;
    const from = await api.admin.orders({ query: { createdFrom: pivot, size: 100 } });
    expect(ids(from.content)).toEqual([
      1032, 1031, 1030, 1029, 1028, 1027, 1026, 1025, 1024, 1023, 1022, 1021, 1020,
    ]);
    const to = await api.admin.orders({ query: { createdTo: pivot, size: 100 } });
    expect(to.totalElements).toBe(32 - 13);
    expect(ids(to.content)[0]).toBe(1019);

    // Date-only bounds: from the start of the day, up to the start of the `to` day.
    mockDb.orders.update(1001, { createdAt: '2001-01-15T10:00:00.000Z' });
    const day = await api.admin.orders({ query: { createdFrom: '2001-01-15', createdTo: '2001-01-16' } });
    expect(ids(day.content)).toEqual([1001]);
    expect((await api.admin.orders({ query: { createdTo: '2001-01-15' } })).totalElements).toBe(0);
    const zoned = await api.admin.orders({
      query: { createdFrom: '2001-01-15T11:00:00+01:00', createdTo: '2001-01-16' },
    });
    expect(ids(zoned.content)).toEqual([1001]);

    const combined = await api.admin.orders({
      query: { status: ['DELIVERED'], search: 'trattoria', createdFrom: '2001-01-01', size: 100 },
    });
    expect(combined.content.every((order) => order.status === 'DELIVERED' && order.restaurantId === 1)).toBe(
      true,
    );
    expect(combined.totalElements).toBe(1);
  });

  it('reviews by rating and restaurant', async () => {
    expect(ids((await api.admin.reviews({ query: { rating: [1, 2] } })).content)).toEqual([23, 15, 7]);
    expect(ids((await api.admin.reviews({ query: { restaurantId: [8] } })).content)).toEqual([25, 1]);
    expect(ids((await api.admin.reviews({ query: { rating: [5], restaurantId: [1, 8] } })).content)).toEqual([
      26, 2,
    ]);
    const paged = await api.admin.reviews({
      query: { rating: [4, 5], page: 2, size: 5, sort: ['rating,asc'] },
    });
    expect(paged).toMatchObject({ number: 2, totalElements: 20, totalPages: 4 });
    expect(paged.content.map((review) => review.rating)).toEqual([5, 5, 5, 5, 5]);
  });

  it('empty filter values mean no filter', async () => {
    expect((await rawFetch('GET', '/admin/users?role=&size=100')).body).toMatchObject({ totalElements: 35 });
    expect((await api.admin.users({ query: { role: [] } })).totalElements).toBe(35);
  });
});

describe('facets', () => {
  it('users per role in text order (not the declared order), under the search', async () => {
    const count = (role: string, users = mockDb.users.all()) =>
      users.filter((user) => user.role === role).length;
    expect(await api.admin.userFacets()).toEqual({
      role: [
        { value: 'ADMIN', count: count('ADMIN') },
        { value: 'COURIER', count: count('COURIER') },
        { value: 'CUSTOMER', count: count('CUSTOMER') },
        { value: 'RESTAURANT', count: count('RESTAURANT') },
      ],
    });
    // Its own filter does not narrow a facet; the search does.
    expect(await api.admin.userFacets({ query: { role: ['ADMIN'] } })).toEqual(await api.admin.userFacets());
    expect(await api.admin.userFacets({ query: { search: 'demo.food' } })).toEqual({
      role: [
        { value: 'ADMIN', count: 1 },
        { value: 'COURIER', count: 1 },
        { value: 'CUSTOMER', count: 1 },
        { value: 'RESTAURANT', count: 1 },
      ],
    });
  });

  it('orders per status (alphabetical) under the other filters, values that occur only', async () => {
    expect(await api.admin.orderFacets({ query: { restaurantId: [1] } })).toEqual({
      status: [
        { value: 'DELIVERED', count: 1 },
        { value: 'PENDING', count: 1 },
      ],
      // Neither has a refund (the fixtures' are on rejected, cancelled and a few delivered orders).
      refund: [{ value: 'NONE', count: 2 }],
    });
    const filtered = await api.admin.orderFacets({
      query: { restaurantId: [1, 6, 11], status: ['CANCELLED'], search: 'a' },
    });
    const list = await api.admin.orders({ query: { restaurantId: [1, 6, 11], search: 'a', size: 100 } });
    const total = (filtered.status ?? []).reduce((sum, facet) => sum + facet.count, 0);
    expect(total).toBe(list.totalElements);
    for (const { value, count } of filtered.status ?? [])
      expect(list.content.filter((order) => order.status === value)).toHaveLength(count);

    const recent = mockDb.orders.find(1025)!.createdAt;
    const since = await api.admin.orderFacets({ query: { createdFrom: recent } });
    // Text order: PICKED_UP before PREPARING (I < R), not the lifecycle order of ORDER_STATUSES.
    expect(since).toEqual({
      status: [
        { value: 'ACCEPTED', count: 1 },
        { value: 'CANCELLED', count: 1 },
        { value: 'DELIVERED', count: 3 },
        { value: 'PENDING', count: 1 },
        { value: 'PICKED_UP', count: 1 },
        { value: 'PREPARING', count: 1 },
      ],
      // 1026 is cancelled: refunded in full (fixtures/orders.ts).
      refund: [
        { value: 'FULL', count: 1 },
        { value: 'NONE', count: 7 },
      ],
    });
  });

  it("reviews per rating as text: '1' to '5', and per moderation status", async () => {
    expect(await api.admin.reviewFacets()).toEqual({
      rating: [
        { value: '2', count: 3 },
        { value: '3', count: 3 },
        { value: '4', count: 10 },
        { value: '5', count: 10 },
      ],
      status: [
        { value: 'APPROVED', count: 18 },
        { value: 'PENDING', count: 5 },
        { value: 'REJECTED', count: 3 },
      ],
    });
    expect(await api.admin.reviewFacets({ query: { restaurantId: [8], rating: [5] } })).toEqual({
      rating: [{ value: '4', count: 2 }],
      status: [],
    });
  });

  it('restaurants by hasActiveMenu: false keeps those whose menus are all inactive (or that have none)', async () => {
    for (const menu of mockDb.menus.all().filter((row) => row.restaurantId === 2))
      mockDb.menus.update(menu.id, { isActive: false });
    const page = await api.restaurants.list({ query: { hasActiveMenu: [false], size: 100 } });
    expect(page.content.map((restaurant) => restaurant.id)).toEqual([2]);
    expect((await api.restaurants.facets()).hasActiveMenu).toEqual([
      { value: 'false', count: 1 },
      { value: 'true', count: 23 },
    ]);
  });

  it("restaurants, menus and dishes per flag: 'false' then 'true' (text order)", async () => {
    expect(await api.restaurants.facets()).toEqual({
      isActive: [
        { value: 'false', count: 4 },
        { value: 'true', count: 20 },
      ],
      // Every seeded restaurant has an active menu and the default hours (open around the clock);
      // none is paused, so the switched-off ones are the closed ones.
      hasActiveMenu: [{ value: 'true', count: 24 }],
      availability: [
        { value: 'closed', count: 4 },
        { value: 'open', count: 20 },
      ],
    });
    expect(await api.restaurants.facets({ query: { ownerId: [DEMO_OWNER_ID], isActive: [false] } })).toEqual({
      isActive: [{ value: 'true', count: 3 }],
      hasActiveMenu: [],
      availability: [],
    });
    expect(await api.restaurants.facets({ query: { search: 'zzz' } })).toEqual({
      isActive: [],
      hasActiveMenu: [],
      availability: [],
    });

    const menus = await api.menus.facets({ query: { search: 'dinner' } });
    expect(menus.isActive).toEqual([
      { value: 'false', count: 4 },
      {
        value: 'true',
        count: mockDb.menus.all().filter((m) => m.name.toLowerCase().includes('dinner') && m.isActive).length,
      },
    ]);
    expect(await api.menus.byRestaurantFacets({ params: { restaurantId: 4 } })).toEqual({
      isActive: [
        { value: 'false', count: 1 },
        { value: 'true', count: mockDb.menus.all().filter((m) => m.restaurantId === 4).length - 1 },
      ],
    });
    expect(await api.dishes.byMenuFacets({ params: { menuId: 1 } })).toMatchObject({
      available: [
        { value: 'false', count: 3 },
        { value: 'true', count: 21 },
      ],
    });
    expect(
      await api.dishes.byMenuFacets({ params: { menuId: 1 }, query: { search: 'pizza' } }),
    ).toMatchObject({
      available: [{ value: 'true', count: 2 }],
    });
  });

  it('dishes per category, in text order, without the dishes that have none, under the other filters', async () => {
    const ofMenu = mockDb.dishes.all().filter((dish) => dish.menuId === 1);
    const expected = (rows: typeof ofMenu) =>
      [...new Set(rows.flatMap((dish) => (dish.category ? [dish.category] : [])))]
        .sort()
        .map((value) => ({ value, count: rows.filter((dish) => dish.category === value).length }));
    const facets = await api.dishes.byMenuFacets({ params: { menuId: 1 } });
    expect(facets.category).toEqual(expected(ofMenu));
    expect(facets.category?.length).toBeGreaterThan(2);
    const available = await api.dishes.byMenuFacets({ params: { menuId: 1 }, query: { available: [true] } });
    expect(available.category).toEqual(expected(ofMenu.filter((dish) => dish.isAvailable)));

    const picked = await api.dishes.byMenu({
      params: { menuId: 1 },
      query: { category: ['DESSERT', 'DRINK'] },
    });
    expect(picked.content.length).toBeGreaterThan(0);
    expect(picked.content.every((dish) => dish.category === 'DESSERT' || dish.category === 'DRINK')).toBe(
      true,
    );
    expect(picked.totalElements).toBe(
      ofMenu.filter((dish) => dish.category === 'DESSERT' || dish.category === 'DRINK').length,
    );
  });

  it('answer 404 for unknown parents, like their lists', async () => {
    expect(await apiError(api.menus.byRestaurantFacets({ params: { restaurantId: 999 } }))).toMatchObject({
      status: 404,
      message: 'Restaurant not found',
    });
    expect(await apiError(api.dishes.byMenuFacets({ params: { menuId: 999 } }))).toMatchObject({
      status: 404,
      message: 'Menu not found',
    });
  });

  it('static routes win over `/{id}`: /api/restaurants/facets and /api/menus/facets', async () => {
    const restaurants = await rawFetch('GET', '/api/restaurants/facets');
    expect(restaurants.status).toBe(200);
    expect(restaurants.body).toEqual(await api.restaurants.facets());
    expect((await rawFetch('GET', '/api/menus/facets')).body).toHaveProperty('isActive');
  });
});
