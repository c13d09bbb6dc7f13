import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews, users } from '../src/db/schema';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

// Sort, filters, facet counts and CSV export of every list (docs/api.md#lists). Each check compares
// the server's answer with the same rule applied to the whole list in the test, so it fails when
// a sort, a filter or a count disagrees with what the rows say.

let server: TestServer;
let admin: TestUser;
let customer: TestUser;
let owner: TestUser;
let menuId: number;
let restaurantIds: number[];

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  server = await startTestServer();
  [admin, customer, owner] = await Promise.all([
    createUser(server.db, 'ADMIN', 'Zoe'),
    createUser(server.db, 'CUSTOMER', 'adam'),
    createUser(server.db, 'RESTAURANT', 'Mia'),
  ]);
  await createUser(server.db, 'COURIER', 'bob');
  await createUser(server.db, 'CUSTOMER', 'Adam');
  const names = ['delta', 'Alpha', 'charlie', 'Bravo', 'alpha', '=HYPERLINK("http://x","y")'];
  const created = [];
  for (const [index, name] of names.entries()) {
    created.push(
      await insertRestaurant(server.db, {
        name,
        address: `${(index * 7) % 5} Main, "Quoted", Street\nLine 2`,
        isActive: index % 3 !== 0,
        ownerId: index % 2 === 0 ? owner.id : null,
      }),
    );
  }
  restaurantIds = created.map((row) => row.id);
  const menu = await insertMenu(server.db, restaurantIds[0] as number, { name: 'Lunch' });
  await insertMenu(server.db, restaurantIds[0] as number, { name: 'brunch', isActive: false });
  await insertMenu(server.db, restaurantIds[1] as number, { name: 'Dinner' });
  menuId = menu.id;
  const dishNames = ['soup', 'Salad', 'steak', 'Sushi', 'salad'];
  for (const [index, name] of dishNames.entries()) {
    await insertDish(server.db, menuId, {
      name,
      price: [12, 8.5, 12, 30, 8.5][index],
      isAvailable: index !== 2,
      category: (['STARTER', 'STARTER', 'MAIN', 'MAIN', null] as const)[index],
    });
  }
  const statuses = ['PENDING', 'DELIVERED', 'CANCELLED', 'DELIVERED', 'PREPARING', 'PENDING'] as const;
  for (const [index, status] of statuses.entries()) {
    const order = await insertOrder(server.db, restaurantIds[index % 3] as number, customer.id);
    const total = [20, 15.5, 20, 99, 5, 15.5][index] as number;
    await server.db
      .update(orders)
      .set({
        status,
        subtotal: total,
        total,
        createdAt: new Date(Date.UTC(2026, 10, 10 + index)),
      })
      .where(sql`${orders.id} = ${order.id}`);
  }
  for (const [index, rating] of [5, 3, 4, 5, 1].entries()) {
    const review = await insertReview(
      server.db,
      restaurantIds[index % 2] as number,
      customer.id,
      `Review ${index}`,
    );
    await server.db
      .update(reviews)
      .set({ rating, createdAt: new Date(Date.UTC(2026, 10, 1 + (index % 3))) })
      .where(sql`${reviews.id} = ${review.id}`);
  }
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, as: TestUser = admin) =>
  server.app.inject({ method: 'GET', url, headers: as.headers });

async function page(url: string): Promise<{ content: Row[]; totalElements: number }> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** Every row of a list (pages of 100), in the server's order. */
async function everyRow(path: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let number = 0; ; number += 1) {
    const answer = await page(withQuery(path, `size=100&page=${number}`));
    rows.push(...answer.content);
    if (answer.content.length < 100) return rows;
  }
}

type Lists = Record<
  string,
  {
    path: string;
    sort: Record<string, (row: Row) => unknown>;
    text: string[];
    filters: Record<string, string[]>;
  }
>;

const LISTS: Lists = {
  users: {
    path: '/admin/users',
    sort: {
      email: (r) => r.email,
      firstName: (r) => r.firstName,
      lastName: (r) => r.lastName,
      role: (r) => r.role,
    },
    text: ['email', 'firstName', 'lastName'],
    filters: { role: ['ADMIN', 'CUSTOMER', 'COURIER'] },
  },
  restaurants: {
    path: '/api/restaurants',
    sort: { name: (r) => r.name, address: (r) => r.address, isActive: (r) => r.isActive },
    text: ['name', 'address'],
    filters: { isActive: ['true', 'false'] },
  },
  menus: {
    path: '/api/menus',
    sort: { name: (r) => r.name },
    text: ['name'],
    filters: { isActive: ['true', 'false'] },
  },
  dishes: {
    path: '/api/menus/{menu}/dishes',
    sort: { name: (r) => r.name, price: (r) => r.price },
    text: ['name'],
    filters: { available: ['true', 'false'], category: ['MAIN', 'STARTER'] },
  },
  orders: {
    path: '/admin/orders',
    sort: {
      createdAt: (r) => r.createdAt,
      total: (r) => r.total,
      status: (r) => r.status,
      restaurantName: (r) => r.restaurantName,
    },
    text: ['restaurantName'],
    filters: { status: ['PENDING', 'DELIVERED', 'CANCELLED'] },
  },
  reviews: {
    path: '/admin/reviews',
    sort: { createdAt: (r) => r.createdAt, rating: (r) => r.rating },
    text: [],
    filters: { rating: ['5', '1', '4'] },
  },
};

const pathOf = (list: string) => (LISTS[list]?.path ?? '').replace('{menu}', String(menuId));

/** What a row's filter parameter compares against (the dish's `available` is its isAvailable). */
const filterValue = (row: Row, name: string) => String(name === 'available' ? row.isAvailable : row[name]);

function compare(a: unknown, b: unknown, text: boolean): number {
  const [x, y] = text ? [String(a).toLowerCase(), String(b).toLowerCase()] : [a, b];
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  return String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
}

describe.each(Object.keys(LISTS))('the %s list', (list) => {
  const spec = LISTS[list] as Lists[string];

  it.each(Object.keys(spec.sort))('sorts by %s both ways, ties by id, over the whole list', async (field) => {
    const read = spec.sort[field] as (row: Row) => unknown;
    const text = spec.text.includes(field);
    for (const direction of ['asc', 'desc'] as const) {
      const rows = await everyRow(withQuery(pathOf(list), `sort=${field},${direction}`));
      const expected = [...rows].sort((a, b) => {
        const order = compare(read(a), read(b), text);
        // The id breaks ties in the sort's direction.
        return (direction === 'asc' ? order : -order) || (direction === 'asc' ? a.id - b.id : b.id - a.id);
      });
      expect(
        rows.map((row) => row.id),
        `${field},${direction}`,
      ).toEqual(expected.map((row) => row.id));
      // Paging cuts the same order: page 1 of size 2 is rows 3-4.
      const second = await page(withQuery(pathOf(list), `sort=${field},${direction}&size=2&page=1`));
      expect(second.content.map((row) => row.id)).toEqual(rows.slice(2, 4).map((row) => row.id));
    }
  });

  it.each(Object.keys(spec.filters))('filters by %s (OR within, counts the filtered set)', async (name) => {
    const all = await everyRow(pathOf(list));
    const values = spec.filters[name] as string[];
    for (const chosen of [values.slice(0, 1), values.slice(0, 2)]) {
      const query = chosen.map((value) => `${name}=${encodeURIComponent(value)}`).join('&');
      const filtered = await page(withQuery(pathOf(list), `${query}&size=100`));
      const expected = all.filter((row) => chosen.includes(filterValue(row, name)));
      expect(expected.length, 'the fixtures make this filter meaningful').toBeGreaterThan(0);
      expect(filtered.content.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
      expect(filtered.totalElements).toBe(expected.length);
    }
  });

  it('answers facet counts per value under the other filters', async () => {
    const all = await everyRow(pathOf(list));
    const [name] = Object.keys(spec.filters) as [string];
    const facets = (await get(`${pathOf(list)}/facets`)).json();
    const expected: Record<string, number> = {};
    for (const row of all) expected[filterValue(row, name)] = (expected[filterValue(row, name)] ?? 0) + 1;
    const answered = Object.fromEntries(
      (facets[name] as { value: string; count: number }[]).map((facet) => [facet.value, facet.count]),
    );
    expect(answered).toEqual(expected);
  });

  it('refuses an unknown sort field or direction and a bad filter value, naming the parameter', async () => {
    const [name] = Object.keys(spec.filters) as [string];
    for (const query of ['sort=nope,asc', `sort=${Object.keys(spec.sort)[0]},up`, `${name}=%3Cbad%3E`]) {
      const response = await get(withQuery(pathOf(list), query));
      expect(response.statusCode, query).toBe(400);
      const field = query.startsWith('sort') ? 'sort' : name;
      expect(Object.keys(response.json().fieldErrors), query).toEqual([field]);
    }
    const unknown = await get(withQuery(pathOf(list), 'sort=nope,asc'));
    for (const field of Object.keys(spec.sort)) expect(unknown.json().fieldErrors.sort[0]).toContain(field);
  });

  it('refuses a filter it does not have, on the list, its facets and its export, naming it', async () => {
    for (const path of [pathOf(list), `${pathOf(list)}/facets`, `${pathOf(list)}/export`]) {
      const response = await get(withQuery(path, 'colour=red'));
      expect(response.statusCode, path).toBe(400);
      expect(Object.keys(response.json().fieldErrors), path).toEqual(['colour']);
      expect(response.json().fieldErrors.colour[0], path).toMatch(
        /^Unknown parameter: this call takes search, /,
      );
    }
  });

  it('exports every matching row as CSV in the list order', async () => {
    const firstSort = Object.keys(spec.sort)[0] as string;
    const query = `sort=${firstSort},desc`;
    const rows = await everyRow(withQuery(pathOf(list), query));
    const response = await get(`${pathOf(list)}/export?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parseCsv(response.body);
    expect(records[0]?.[0]).toBe('ID');
    expect(records.slice(1).map((record) => Number(record[0]))).toEqual(rows.map((row) => row.id));
  });
});

describe('dish categories', () => {
  it('counts dishes per category, leaving out those with none, under the other filters', async () => {
    const facets = (await get(`/api/menus/${menuId}/dishes/facets`)).json();
    expect(facets.category).toEqual([
      { value: 'MAIN', count: 2 },
      { value: 'STARTER', count: 2 },
    ]);
    const available = (await get(`/api/menus/${menuId}/dishes/facets?available=true`)).json();
    expect(available.category).toEqual([
      { value: 'MAIN', count: 1 },
      { value: 'STARTER', count: 2 },
    ]);
  });

  it('saves a category with the dish, clears it with null or blank, and names a wrong one', async () => {
    const create = await server.app.inject({
      method: 'POST',
      url: `/api/menus/${menuId}/dishes`,
      headers: admin.headers,
      payload: { name: 'Gelato', price: 4, category: 'DESSERT' },
    });
    expect(create.statusCode, create.body).toBe(201);
    expect(create.json()).toMatchObject({ name: 'Gelato', category: 'DESSERT' });
    const id = create.json().id as number;
    const cleared = await server.app.inject({
      method: 'PUT',
      url: `/api/dishes/${id}`,
      headers: admin.headers,
      payload: { name: 'Gelato', price: 4, category: '' },
    });
    expect(cleared.json()).toMatchObject({ category: null });
    const wrong = await server.app.inject({
      method: 'PUT',
      url: `/api/dishes/${id}`,
      headers: admin.headers,
      payload: { name: 'Gelato', price: 4, category: 'SNACK' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({
      category: ['Category must be one of: STARTER, MAIN, SIDE, DESSERT, DRINK'],
    });
    await server.app.inject({ method: 'DELETE', url: `/api/dishes/${id}`, headers: admin.headers });
  });
});

describe('combinations', () => {
  it('ANDs filters across parameters with search, sort and paging', async () => {
    const all = await everyRow('/admin/orders');
    const response = await page(
      '/admin/orders?status=PENDING&status=DELIVERED&createdFrom=2026-11-11&createdTo=2026-11-15T00:00:00Z&sort=total,desc&sort=createdAt,asc&size=2',
    );
    const expected = all
      .filter((row) => ['PENDING', 'DELIVERED'].includes(row.status as string))
      .filter((row) => (row.createdAt as string) >= '2026-11-11' && (row.createdAt as string) < '2026-11-15')
      .sort(
        (a, b) =>
          (b.total as number) - (a.total as number) ||
          compare(a.createdAt, b.createdAt, false) ||
          a.id - b.id,
      );
    expect(response.totalElements).toBe(expected.length);
    expect(response.content.map((row) => row.id)).toEqual(expected.slice(0, 2).map((row) => row.id));
  });

  it('counts each facet under the search and the other filters, not its own', async () => {
    const facets = (await get('/api/restaurants/facets?search=alpha&isActive=true')).json();
    const all = (await everyRow('/api/restaurants')).filter((row) =>
      String(row.name).toLowerCase().includes('alpha'),
    );
    const byFlag = (flag: boolean) => all.filter((row) => row.isActive === flag).length;
    expect(facets.isActive).toEqual(
      [
        { value: 'false', count: byFlag(false) },
        { value: 'true', count: byFlag(true) },
      ].filter((facet) => facet.count > 0),
    );
    const owned = await page(`/api/restaurants?ownerId=${owner.id}&size=100`);
    expect(owned.content.every((row) => row.ownerId === owner.id)).toBe(true);
    expect(owned.totalElements).toBe(3);
  });

  it('keeps the unpaged variants for callers that send no list parameter', async () => {
    const response = await get('/api/restaurants');
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('refuses more than three sort terms, a repeated field and malformed or impossible dates', async () => {
    for (const query of [
      'sort=createdAt,asc&sort=total,asc&sort=status,asc&sort=restaurantName,asc',
      'sort=total,asc&sort=total,desc',
      'createdFrom=yesterday',
      'createdTo=2026-13-45',
      'createdFrom=2026-02-30',
      'createdTo=2025-02-29T00:00:00Z',
      'createdFrom=2026-13-01',
    ]) {
      expect((await get(`/admin/orders?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('CSV export', () => {
  it('neutralises formulas and quotes commas, quotes and newlines (RFC 4180)', async () => {
    const response = await get('/api/restaurants/export?sort=name,asc');
    const records = parseCsv(response.body);
    const header = records[0] as string[];
    const byName = new Map(records.slice(1).map((record) => [record[header.indexOf('Name')], record]));
    expect(byName.has(`'=HYPERLINK("http://x","y")`)).toBe(true);
    const address = byName.get('Alpha')?.[header.indexOf('Address')];
    expect(address).toMatch(/^\d Main, "Quoted", Street\nLine 2$/);
    expect(response.body).toContain('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('gives anonymous callers 401 and other roles 403, never a partial file', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/admin/users/export' });
    expect(anonymous.statusCode).toBe(401);
    const refused = await get('/admin/users/export', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    expect((await get('/api/menus/999999/dishes/export')).statusCode).toBe(404);
  });

  it('streams a large export completely', async () => {
    const big = await insertMenu(server.db, restaurantIds[2] as number, { name: 'Big' });
    await server.db.execute(
      sql`insert into dishes (menu_id, name, price) select ${big.id}, 'Dish ' || n, 1 + n % 50 from generate_series(1, 25000) n`,
    );
    const response = await get(`/api/menus/${big.id}/dishes/export?sort=price,desc`);
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(25_001);
    expect(lines[1]).toMatch(/^\d+,\d+,Dish \d+,50\.00,true,,,$/);
  });
});

describe('users list', () => {
  it('filters by several roles at once', async () => {
    const rows = await everyRow('/admin/users?role=ADMIN&role=RESTAURANT');
    const expected = await server.db
      .select()
      .from(users)
      .where(sql`${users.role} in ('ADMIN', 'RESTAURANT')`);
    expect(rows.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
  });
});

/** A small RFC 4180 reader for the tests: quoted cells with doubled quotes, commas and newlines. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return records;
}
