import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPage, type ListQueryValues, type ListSource } from '../src/db/lists';
import { findCaller } from '../src/auth/caller';
import type { SignedInUser } from '../src/auth/permissions';
import { dishesSource } from '../src/modules/dishes/dishes.repository';
import { ordersSource, type OrderListRow } from '../src/modules/orders/orders.repository';
import { reviewsSource } from '../src/modules/reviews/reviews.repository';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer } from './support/server';
import { countedSelects, recordStatements } from './support/statements';

// A list's total counts the rows without the joins only a search needs (orders and reviews name
// their restaurant and people through joins that never drop or repeat a row): the count reads one
// table. The totals must still be those of the list, searched, filtered and scoped.
let server: TestServer;
let admin: SignedInUser;
let owner: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  const [adminUser, ownerUser, customer] = await Promise.all([
    createUser(server.db, 'ADMIN', 'counting-admin'),
    createUser(server.db, 'RESTAURANT', 'counting-owner'),
    createUser(server.db, 'CUSTOMER', 'counting-customer'),
  ]);
  const owned = await insertRestaurant(server.db, { name: 'Owned Counting', ownerId: ownerUser.id });
  const other = await insertRestaurant(server.db, { name: 'Other Counting' });
  // Read as a request reads its caller: with the restaurants they own by then.
  admin = (await findCaller(server.db, adminUser.uid)).user as SignedInUser;
  owner = (await findCaller(server.db, ownerUser.uid)).user as SignedInUser;
  for (let i = 0; i < 7; i += 1) {
    const restaurant = i % 2 === 0 ? owned : other;
    await insertOrder(server.db, restaurant.id, customer.id, { status: i < 5 ? 'DELIVERED' : 'PENDING' });
    await insertReview(server.db, restaurant.id, customer.id, `Counting review ${i}`);
  }
});
afterAll(async () => {
  await server.close();
});

type Case = {
  name: string;
  source: (db: typeof server.db) => ListSource;
  query: ListQueryValues;
  total: number;
};

const cases: Case[] = [
  { name: 'all orders', source: (db) => ordersSource(db, admin), query: {}, total: 7 },
  {
    name: 'orders by status',
    source: (db) => ordersSource(db, admin),
    query: { status: ['DELIVERED'] },
    total: 5,
  },
  { name: "an owner's orders", source: (db) => ordersSource(db, owner), query: {}, total: 4 },
  {
    name: "an owner's orders by status",
    source: (db) => ordersSource(db, owner),
    query: { status: ['DELIVERED'] },
    total: 3,
  },
  { name: 'all reviews', source: (db) => reviewsSource(db, admin), query: {}, total: 7 },
  { name: "an owner's reviews", source: (db) => reviewsSource(db, owner), query: {}, total: 4 },
];

describe('list totals', () => {
  it.each(cases)('counts $name on the list table alone, exactly', async ({ source, query, total }) => {
    const { db, statements } = recordStatements(server.db);
    const page = await listPage(db, source(db), { ...query, page: 0, size: 2 });
    expect(page.content).toHaveLength(2);
    expect(page.totalElements).toBe(total);
    const counts = countedSelects(statements);
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatch(/^\(?select "id" from "(orders|reviews)"/);
    expect(counts[0]).not.toMatch(/ join /i);
  });

  it('counts a search with the joins it searches through', async () => {
    const { db, statements } = recordStatements(server.db);
    const page = await listPage(db, ordersSource(db, admin), {
      search: 'owned counting',
      page: 0,
      size: 2,
    });
    expect(page.totalElements).toBe(4);
    const counts = countedSelects(statements);
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatch(/ join /i);
  });

  it('filters by time with the query built for the first time asked', async () => {
    const { db, statements } = recordStatements(server.db);
    const since = (createdFrom: string) =>
      listPage(db, ordersSource(db, admin), { createdFrom, page: 0, size: 2 });
    expect((await since('2000-01-01T00:00:00.000Z')).totalElements).toBe(7);
    const built = statements.length;
    expect(await since('2999-01-01T00:00:00.000Z')).toMatchObject({ content: [], totalElements: 0 });
    expect(statements).toHaveLength(built);
    const before = await listPage(db, ordersSource(db, admin), {
      createdTo: '2999-01-01T00:00:00.000Z',
      status: ['PENDING'],
      page: 0,
      size: 1,
    });
    expect(before.totalElements).toBe(2);
  });

  it('gives two owners the query of one shape and each their own orders', async () => {
    const otherUser = await createUser(server.db, 'RESTAURANT', 'counting-owner-2');
    const theirs = await insertRestaurant(server.db, { name: 'Theirs Counting', ownerId: otherUser.id });
    const other = (await findCaller(server.db, otherUser.uid)).user as SignedInUser;
    for (let i = 0; i < 3; i += 1) await insertOrder(server.db, theirs.id, null);
    const { db, statements } = recordStatements(server.db);
    const ownerRows = await listPage<OrderListRow>(db, ordersSource(db, owner), { page: 0, size: 2 });
    const built = statements.length;
    const otherRows = await listPage<OrderListRow>(db, ordersSource(db, other), { page: 0, size: 2 });
    expect(statements).toHaveLength(built);
    expect(ownerRows.totalElements).toBe(4);
    expect(otherRows.totalElements).toBe(3);
    expect(otherRows.content.map((row) => row.order.restaurantId)).toEqual([theirs.id, theirs.id]);
    expect(ownerRows.content.map((row) => row.restaurantName)).toEqual(['Owned Counting', 'Owned Counting']);
  });

  it('gives each menu its own dishes from the query of one shape', async () => {
    const restaurant = await insertRestaurant(server.db, { name: 'Menus Counting' });
    const [lunch, dinner] = [
      await insertMenu(server.db, restaurant.id),
      await insertMenu(server.db, restaurant.id),
    ];
    for (const [menu, count] of [
      [lunch, 3],
      [dinner, 5],
    ] as const) {
      for (let i = 0; i < count; i += 1)
        await insertDish(server.db, menu.id, { name: `Dish ${menu.id}-${i}` });
    }
    const { db, statements } = recordStatements(server.db);
    const dishesOf = (menuId: number) =>
      listPage<{ menuId: number }>(db, dishesSource(db, menuId), { page: 0, size: 2 });
    const first = await dishesOf(lunch.id);
    const built = statements.length;
    const second = await dishesOf(dinner.id);
    expect(statements).toHaveLength(built);
    expect(first.totalElements).toBe(3);
    expect(second.totalElements).toBe(5);
    expect(second.content.map((dish) => dish.menuId)).toEqual([dinner.id, dinner.id]);
  });

  it('neither runs nor prepares a count when a kept estimate answers', async () => {
    const restaurant = await insertRestaurant(server.db, { name: 'Estimated Counting' });
    const menu = await insertMenu(server.db, restaurant.id);
    await server.db.execute(
      sql`insert into dishes (menu_id, name, price)
          select ${menu.id}::int, 'Estimated ' || i, 1 from generate_series(1, 1030) as i`,
    );
    const { db, statements } = recordStatements(server.db);
    const dishesPage = (page: number) => listPage(db, dishesSource(db, menu.id), { page, size: 10 });
    // A page past the exact cap keeps the planner's estimate of the menu's dishes...
    expect((await dishesPage(100)).totalElements).toBeGreaterThanOrEqual(1011);
    statements.length = 0;
    // ...which the first page takes as it is: its count is never built.
    expect((await dishesPage(0)).totalElements).toBeGreaterThanOrEqual(1011);
    expect(statements).toHaveLength(1);
    expect(countedSelects(statements)).toEqual([]);
  });
});
