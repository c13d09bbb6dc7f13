import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_CAP } from '../src/db/count';
import { DEFERRED_OFFSET, listPage } from '../src/db/lists';
import { rowsOf } from '../src/db/rows';
import { restaurantsSource } from '../src/modules/restaurants/restaurants.repository';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';
import { recordStatements } from './support/statements';

// Lists count their rows only up to EXACT_COUNT_CAP and estimate past it (docs/performance.md).
// These tests hold a table just over the cap and check what users can see stays right.
const TOTAL = EXACT_COUNT_CAP + 245;
const RARE = 37;

let server: TestServer;
let admin: TestUser;

type PageBody = {
  content: { name: string }[];
  number: number;
  last: boolean;
  totalPages: number;
  totalElements: number;
};

async function listRestaurants(query: string): Promise<PageBody> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/restaurants?${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PageBody;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN');
  await server.db.execute(
    sql`insert into restaurants (name, address)
        select case when i <= ${RARE} then 'Rare Paging ' || i else 'Paging ' || i end, 'Test Street'
        from generate_series(1, ${TOTAL}) as i`,
  );
});
afterAll(async () => {
  await server.close();
});

describe('paging past the exact-count cap', () => {
  it('counts a filtered list under the cap exactly', async () => {
    const page = await listRestaurants('search=rare%20paging&page=1&size=10');
    expect(page).toMatchObject({ number: 1, last: false, totalElements: RARE, totalPages: 4 });
    expect(page.content).toHaveLength(10);
  });

  it('reports the last page exactly from its rows, without a count', async () => {
    const lastPage = Math.ceil(TOTAL / 10) - 1;
    const page = await listRestaurants(`page=${lastPage}&size=10`);
    expect(page).toMatchObject({
      number: lastPage,
      last: true,
      totalElements: TOTAL,
      totalPages: lastPage + 1,
    });
    expect(page.content).toHaveLength(TOTAL % 10 || 10);
  });

  it('never calls a page with rows after it the last one, and reports at least the cap', async () => {
    const page = await listRestaurants('page=0&size=10');
    expect(page.last).toBe(false);
    expect(page.content).toHaveLength(10);
    expect(page.totalElements).toBeGreaterThanOrEqual(EXACT_COUNT_CAP);
    expect(page.totalPages).toBeGreaterThanOrEqual(2);
  });

  it('estimates the total past the cap close to the real count once the table is analysed', async () => {
    await server.db.execute(sql`analyze restaurant_rows`);
    // A filter of its own: the unfiltered list's earlier estimate may still be reused.
    const page = await listRestaurants('search=paging&page=3&size=10');
    expect(page.totalElements).toBeGreaterThan(TOTAL * 0.9);
    expect(page.totalElements).toBeLessThan(TOTAL * 1.1);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 10));
  });

  it('answers a page past the end with empty content and the totals', async () => {
    const page = await listRestaurants('page=5000&size=10');
    expect(page.content).toEqual([]);
    expect(page.last).toBe(true);
    expect(page.totalElements).toBeGreaterThanOrEqual(EXACT_COUNT_CAP);
  });

  it('answers a deep page (its keys read first) with the rows and fields of the plain query', async () => {
    expect(DEFERRED_OFFSET).toBeLessThan(TOTAL - 20);
    for (const [query, order] of [
      ['sort=name,desc', sql`lower(name) desc, id desc`],
      ['search=paging', sql`id`],
    ] as const) {
      const number = DEFERRED_OFFSET / 10 + 1;
      const page = await listRestaurants(`${query}&page=${number}&size=10`);
      const expected = await server.db.execute(
        sql`select name from restaurants where lower(name) like '%paging%'
            order by ${order} offset ${number * 10} limit 10`,
      );
      expect(page.content.map((row) => row.name)).toEqual(rowsOf(expected).map((row) => row.name));
      expect(page.content[0]).toMatchObject({ averageRating: null, reviewCount: 0 });
      expect(page).toMatchObject({ number, last: false });
    }
  });

  it('answers a deep page of the feed (its ids read first) as the plain query does, cursor included', async () => {
    // Entries logged in the same microsecond in pairs: the order's tie-break (id) must hold too.
    await server.db.execute(
      sql`insert into activity_log (category, level, action_type, action, username, created_at)
          select case when i % 2 = 0 then 'DISH' else 'USER' end, 'INFO', 'TEST', 'Deep feed ' || i,
                 'tester', timestamptz '2026-01-01 00:00:00.123456+00' + ((i / 2) || ' seconds')::interval
          from generate_series(1, ${2 * DEFERRED_OFFSET + 100}) as i`,
    );
    const number = DEFERRED_OFFSET / 10 + 3;
    for (const [filter, where] of [
      ['', sql`true`],
      ['category=DISH&', sql`category = 'DISH'`],
    ] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/admin/recent-activity?${filter}page=${number}&size=10`,
        headers: admin.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { content: { id: number; action: string }[]; nextCursor?: string };
      const expected = rowsOf(
        await server.db.execute(
          sql`select id, action from activity_log where ${where}
              order by created_at desc, id desc offset ${number * 10} limit 10`,
        ),
      );
      expect(page.content.map(({ id, action }) => ({ id, action }))).toEqual(
        expected.map((row) => ({ id: Number(row.id), action: row.action })),
      );
      // The next page by cursor goes on exactly where this one ends.
      const next = await server.app.inject({
        method: 'GET',
        url: `/admin/recent-activity?${filter}page=${number + 1}&size=10&after=${page.nextCursor}`,
        headers: admin.headers,
      });
      expect(next.statusCode, next.body).toBe(200);
      const following = rowsOf(
        await server.db.execute(
          sql`select id from activity_log where ${where}
              order by created_at desc, id desc offset ${(number + 1) * 10} limit 10`,
        ),
      );
      expect((next.json() as { content: { id: number }[] }).content.map((row) => row.id)).toEqual(
        following.map((row) => Number(row.id)),
      );
    }
  });

  it('totals a page past the cap from the estimate, without counting the rows before it again', async () => {
    const { db: recording, statements } = recordStatements(server.db);
    const source = restaurantsSource(server.db, { id: 0 });
    const number = EXACT_COUNT_CAP / 10 + 2;
    // A filter no other test asks for: no estimate of it is kept yet.
    const page = await listPage<{ name: string }>(recording, source, {
      page: number,
      size: 10,
      search: 'paging',
      isActive: [true],
    });
    expect(page.content).toHaveLength(10);
    expect(page).toMatchObject({ number, last: false });
    expect(page.totalElements).toBeGreaterThanOrEqual((number + 1) * 10 + 1);
    expect(statements.filter((statement) => statement.startsWith('explain'))).toHaveLength(1);
    expect(statements.filter((statement) => statement.includes('count('))).toEqual([]);
  });

  it('counts the dashboard cards exactly below their cap', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/admin/dashboard-stats',
      headers: admin.headers,
    });
    expect(response.json()).toMatchObject({ restaurants: TOTAL, users: 1, orders: 0, reviews: 0 });
  });
});
