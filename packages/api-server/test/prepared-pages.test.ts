import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral, listPage, MAX_NAMED_STATEMENTS, preparedPage, preparedShape } from '../src/db/lists';
import { rowsOf } from '../src/db/rows';
import { restaurants } from '../src/db/schema';
import { menusSource } from '../src/modules/menus/menus.repository';
import { restaurantsSource } from '../src/modules/restaurants/restaurants.repository';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';
import { recordStatements } from './support/statements';

// An unfiltered list's page runs a query prepared once (docs/performance.md#prepared-pages); a
// search, a filter or a scope builds its own. Both must answer the same rows as plain SQL.
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN');
  await server.db.execute(
    sql`insert into restaurants (name, address)
        select 'Prepared ' || chr(65 + (i * 7) % 26) || i, 'Street ' || i from generate_series(1, 45) as i`,
  );
  const [first, second] = rowsOf(
    await server.db.execute(sql`select id from restaurants order by id limit 2`),
  );
  await server.db.execute(
    sql`insert into menus (restaurant_id, name)
        select case when i % 3 = 0 then ${second?.id}::int else ${first?.id}::int end, 'Menu ' || i
        from generate_series(1, 12) as i`,
  );
});
afterAll(async () => {
  await server.close();
});

async function names(query: string): Promise<string[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/restaurants?${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: { name: string }[] }).content.map((row) => row.name);
}

async function expected(order: ReturnType<typeof sql>, offset: number, where = sql`true`) {
  const result = await server.db.execute(
    sql`select name from restaurants where ${where} order by ${order} offset ${offset} limit 10`,
  );
  return rowsOf(result).map((row) => row.name as string);
}

describe('prepared pages', () => {
  it('answers every page of an unfiltered list, in each order, as the plain query does', async () => {
    for (const [sort, order] of [
      ['', sql`id`],
      ['sort=name,desc&', sql`lower(name) desc, id desc`],
      ['sort=address,asc&', sql`lower(address), id`],
    ] as const) {
      for (const page of [0, 2, 4]) {
        expect(await names(`${sort}page=${page}&size=10`)).toEqual(await expected(order, page * 10));
      }
    }
  });

  it('never answers a search or a filter with the unfiltered query', async () => {
    await names('page=0&size=10');
    expect(await names('search=prepared%20b&page=0&size=10')).toEqual(
      await expected(sql`id`, 0, sql`lower(name) like '%prepared b%'`),
    );
    expect(await names('isActive=false&page=0&size=10')).toEqual([]);
  });

  it('keeps a scoped list to its scope after the same list unscoped', async () => {
    // Read by someone who owns nothing (no `owner=me` here).
    const menus = (restaurantId?: number) => menusSource(server.db, { id: 0 }, restaurantId);
    const all = await listPage<{ name: string }>(server.db, menus(), { page: 0, size: 20 });
    expect(all.content).toHaveLength(12);
    const [first] = rowsOf(await server.db.execute(sql`select id from restaurants order by id limit 1`));
    const scoped = await listPage<{ name: string }>(server.db, menus(Number(first?.id)), {
      page: 0,
      size: 20,
    });
    expect(scoped.content).toHaveLength(8);
  });

  it('prepares one query per name, and no named one past the cap', async () => {
    const { db, statements } = recordStatements(server.db);
    const build = () =>
      db.select({ name: restaurants.name }).from(restaurants).orderBy(restaurants.id).$dynamic();
    const shape = preparedShape('test', 'by id', []);
    const once = preparedPage(db, shape, build);
    preparedPage(db, shape, build);
    expect(statements).toHaveLength(1);
    expect(await once?.execute({ limit: 3, offset: 1 })).toEqual(
      (await expected(sql`id`, 1)).slice(0, 3).map((name) => ({ name })),
    );
    for (let index = 0; index < MAX_NAMED_STATEMENTS; index++) {
      preparedPage(db, preparedShape('test', `filler ${index}`, []), build);
    }
    expect(preparedPage(db, preparedShape('test', 'one too many', []), build)).toBeUndefined();
    expect(preparedPage(db, shape, build)).toBeDefined();
    // Past the cap a list builds its query as before and still answers.
    const page = await listPage<{ name: string }>(db, restaurantsSource(db, { id: 0 }), {
      page: 1,
      size: 10,
      sort: ['name,asc'],
    });
    expect(page.content.map((row) => row.name)).toEqual(await expected(sql`lower(name), id`, 10));
  });

  it('answers filtered and searched pages from a query built once per shape, each with its own values', async () => {
    await server.db.execute(sql`update restaurants set is_active = (id % 4 <> 0)`);
    const { db, statements } = recordStatements(server.db);
    const source = restaurantsSource(db, { id: 0 });
    const sameShape = [
      [
        [{ isActive: [false] }, sql`not is_active`],
        [{ isActive: [true] }, sql`is_active`],
      ],
      [
        [{ search: 'prepared b' }, sql`lower(name) like '%prepared b%'`],
        [{ search: 'prepared c' }, sql`lower(name) like '%prepared c%'`],
      ],
    ] as const;
    for (const [first, second] of sameShape) {
      for (const [index, [query, where]] of [first, second].entries()) {
        const before = statements.length;
        const page = await listPage<{ name: string }>(db, source, { ...query, page: 0, size: 1 });
        const [{ total }] = rowsOf(
          await server.db.execute(sql`select count(*)::int as total from restaurants where ${where}`),
        ) as [{ total: number }];
        expect(total).toBeGreaterThan(1);
        expect(page.content.map((row) => row.name)).toEqual((await expected(sql`id`, 0, where)).slice(0, 1));
        expect(page.totalElements).toBe(total);
        // The second value of a shape runs the page and the count built for the first.
        if (index === 1) expect(statements.length).toBe(before);
      }
    }
  });

  it('binds the values of a filter as one array text the database reads back whole', async () => {
    const values = ['plain', 'with "quotes"', 'back\\slash', 'a,b', ' spaced ', '{braces}', 'NULL'];
    const [row] = rowsOf(await server.db.execute(sql`select ${arrayLiteral(values)}::text[] as back`));
    expect(row?.back).toEqual(values);
  });

  it('counts the rows under one filter with one query, whatever the sort', async () => {
    const { db, statements } = recordStatements(server.db);
    const source = restaurantsSource(db, { id: 0 });
    const sorted = (sort: string) =>
      listPage<{ name: string }>(db, source, { isActive: [true], sort: [sort], page: 0, size: 1 });
    const byName = await sorted('name,asc');
    const built = statements.length;
    const byAddress = await sorted('address,desc');
    expect(statements).toHaveLength(built + 1); // its page; the count is the one built for the name sort
    expect(byAddress.totalElements).toBe(byName.totalElements);
    expect(byName.totalElements).toBeGreaterThan(1);
  });
});
