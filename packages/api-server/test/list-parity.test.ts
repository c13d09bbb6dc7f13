import {
  admits,
  grantsOf,
  listDeclarations,
  listEndpoints,
  type EndpointDefinition,
  type ListDeclaration,
  type Role,
} from '@food-admin/api-client';
import { handlerList, mockDb, resetMockDb, type MockActivityEntry, type MockOrder } from '@food-admin/mocks';
import { eq, sql } from 'drizzle-orm';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orderRefunds, orders as orderTable, reviews, users } from '../src/db/schema';
import { insertDish, insertMenu, insertOrder, insertRestaurant, insertReview } from './support/fixtures';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Every list declared in the contract (listDeclarations, docs/api.md#lists) answers the same rows in
 * the same order from this server and from the MSW mocks over the same rows: they are seeded here,
 * read back through the server's API and loaded into the mocks' store. For each list endpoint
 * (found in the contract by the declaration's query schemas, so a new list is covered without a
 * word here) the test runs searches, every sort field both ways, every filter, the facet counts,
 * the export and the walk by cursor on both, and compares the ids in order and the totals. The
 * lists a restaurant owner or a courier may read are compared as them too (their scope), and a
 * filter on the caller's own rows (`owner=me`) as each of them.
 */

type Row = Record<string, unknown> & { id: number };
type Query = Record<string, string | readonly string[]>;

let server: TestServer;
const callers: Partial<Record<Role, TestUser>> = {};
/** The ids a list's path names, each a row with rows under it. */
const pathIds: Record<string, number> = {};
/** Search terms: pieces of every text the seeded rows hold, and a few that match nothing or escape. */
let terms: string[] = [];

const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 10, day, hour));

async function seed(): Promise<void> {
  const db = server.db;
  const admin = await createUser(db, 'ADMIN', 'Zed');
  const owner = await createUser(db, 'RESTAURANT', 'Olga');
  const courier = await createUser(db, 'COURIER', 'Cody');
  Object.assign(callers, { ADMIN: admin, RESTAURANT: owner, COURIER: courier });
  // Texts that tie once lowercased, share pieces, hold a wildcard or a quote: for search and sort.
  const people = [
    ['ada', 'Lovelace', 'CUSTOMER'],
    ['Ada', 'byron', 'CUSTOMER'],
    ['bea', 'Smith_x', 'CUSTOMER'],
    ['Carl', 'smith', 'COURIER'],
    ['carl', '100% Jones', 'RESTAURANT'],
    ['Dora', "O'Hara", 'ADMIN'],
  ] as const;
  const customers: number[] = [];
  for (const [index, [firstName, lastName, role]] of people.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        uid: `parity-${index}`,
        email: `${firstName.toLowerCase()}.${index}@Parity.test`,
        firstName,
        lastName,
        role,
        phone: index % 2 === 0 ? `+44 ${index}` : null,
      })
      .returning();
    if (row?.role === 'CUSTOMER') customers.push(row.id);
  }
  const restaurantIds: number[] = [];
  for (const [index, name] of ['Alpha', 'alpha', 'Bravo', 'charlie', 'Delta', 'echo', 'Bravo'].entries()) {
    const restaurant = await insertRestaurant(db, {
      name,
      address: `${(index * 3) % 5} Main Street`,
      isActive: index % 3 !== 0,
      ownerId: index % 2 === 0 ? owner.id : null,
    });
    restaurantIds.push(restaurant.id);
  }
  const [first = 0, second = 0, third = 0] = restaurantIds;
  const menuIds: number[] = [];
  for (const [index, name] of ['Lunch', 'lunch', 'Dinner', 'brunch', 'Late'].entries()) {
    const menu = await insertMenu(db, index < 3 ? first : second, { name, isActive: index !== 1 });
    menuIds.push(menu.id);
  }
  const [menuId = 0, , otherMenu = 0] = menuIds;
  const dishes = [
    ['soup', 12, true, 'STARTER'],
    ['Salad', 8.5, true, 'STARTER'],
    ['steak', 12, false, 'MAIN'],
    ['Sushi', 30, true, 'MAIN'],
    ['salad', 8.5, false, null],
    ['Cake', 5, true, 'DESSERT'],
  ] as const;
  for (const [name, price, isAvailable, category] of dishes) {
    await insertDish(db, menuId, { name, price, isAvailable, category });
  }
  await insertDish(db, otherMenu, { name: 'Other soup' });
  const orders = [
    ['PENDING', 20, 10, 0, null],
    ['DELIVERED', 15.5, 11, 1, courier.id],
    ['CANCELLED', 20, 11, 2, null],
    ['READY', 99, 12, 0, null],
    ['PREPARING', 5, 12, 1, null],
    ['PICKED_UP', 15.5, 13, 2, courier.id],
    ['DELIVERED', 42, 14, 0, null],
    ['READY', 7, 14, 1, courier.id],
  ] as const;
  const orderIds: number[] = [];
  for (const [index, [status, total, day, restaurant, courierId]] of orders.entries()) {
    // Orders 1 and 2 share a time (day 11, midnight), as do 4 and 6 below: the id breaks the tie.
    const hour = index === 2 || index === 6 ? 0 : index;
    const order = await insertOrder(
      db,
      restaurantIds[restaurant] ?? first,
      customers[index % customers.length] ?? null,
      { status, subtotal: total, total, courierId, createdAt: at(day, index === 1 ? 0 : hour) },
    );
    orderIds.push(order.id);
  }
  // Refunds of some orders (the refunds list, and the orders' refund state): order 1 in full, 3 in
  // part, 4 in part with one waiting, 6 waiting with one declined. Two share a time.
  const refundRows = [
    [1, 'SUCCEEDED', 1550, 'QUALITY', 'PLATFORM', 'ORIGINAL_PAYMENT', 15, 'Cold, "very"'],
    [3, 'SUCCEEDED', 1000, 'MISSING_ITEM', 'RESTAURANT', 'CASH', 16, null],
    [4, 'SUCCEEDED', 199, 'GOODWILL', 'COURIER', 'OTHER', 16, 'Late'],
    [4, 'PENDING_APPROVAL', 100, 'DAMAGED', 'RESTAURANT', 'STORE_CREDIT', 17, null],
    [6, 'PENDING_APPROVAL', 4200, 'LATE_OR_COLD', 'RESTAURANT', 'STORE_CREDIT', 18, null],
    [6, 'DECLINED', 500, 'OTHER', 'PLATFORM', 'CASH', 17, '=1+1 not a formula'],
  ] as const;
  for (const [order, status, amountMinor, reason, bearer, method, day, note] of refundRows) {
    // Approved or declined by the admin; a small refund never waited.
    const decided = status !== 'PENDING_APPROVAL' && (status === 'DECLINED' || amountMinor >= 1000);
    await db.insert(orderRefunds).values({
      orderId: orderIds[order] ?? 0,
      status,
      amountMinor,
      currency: 'USD',
      reason,
      bearer,
      method,
      note,
      createdBy: admin.id,
      createdAt: at(day, day === 16 ? 0 : 3),
      decidedBy: decided ? admin.id : null,
      decidedAt: decided ? at(day, 5) : null,
    });
    const sum = status === 'SUCCEEDED' ? orderTable.refundedMinor : orderTable.refundPendingMinor;
    if (status !== 'DECLINED')
      await db
        .update(orderTable)
        .set({
          [status === 'SUCCEEDED' ? 'refundedMinor' : 'refundPendingMinor']: sql`${sum} + ${amountMinor}`,
        })
        .where(eq(orderTable.id, orderIds[order] ?? 0));
  }
  const reviewRows = [
    [5, 'Great food', 'APPROVED', 1],
    [3, 'great, but slow', 'PENDING', 2],
    [4, null, 'APPROVED', 2],
    [1, 'Cold fries', 'REJECTED', 3],
    [5, 'Lovely', 'PENDING', 4],
  ] as const;
  for (const [index, [rating, text, status, day]] of reviewRows.entries()) {
    const review = await insertReview(db, index % 2 === 0 ? first : third, customers[index % 3] ?? null);
    await db
      .update(reviews)
      .set({ rating, text, status, createdAt: at(day) })
      .where(eq(reviews.id, review.id));
  }
  const entries = [
    ['USER', 'INFO', 'Created user ada', 'admin@parity.test', 1],
    ['ORDER', 'WARN', 'Order 12 late', 'olga@parity.test', 1],
    ['DISH', 'INFO', 'Updated dish Soup', 'admin@parity.test', 2],
    ['REVIEW', 'ERROR', 'Review failed 100%', 'system', 3],
    ['ORDER', 'INFO', 'order delivered', 'cody@parity.test', 3],
    ['GENERAL', 'INFO', 'Backup done', 'system', 4],
  ] as const;
  for (const [category, level, action, username, day] of entries) {
    await db
      .insert(activityLog)
      .values({ category, level, action, actionType: 'TEST', username, createdAt: at(day) });
  }
  Object.assign(pathIds, { restaurantId: first, menuId });
}

// ---- Asking both sides ----------------------------------------------------------------------------

const queryText = (query: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  return params.toString();
};

function urlOf(definition: EndpointDefinition, query: Query): string {
  const path = definition.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const id = pathIds[name];
    if (id === undefined) throw new Error(`No row for {${name}} in ${definition.path}: add one to pathIds`);
    return String(id);
  });
  const text = queryText(query);
  return text === '' ? path : `${path}?${text}`;
}

type Answer = { status: number; text: string };

async function askServer(as: TestUser, url: string): Promise<Answer> {
  const response = await server.app.inject({ method: 'GET', url, headers: as.headers });
  return { status: response.statusCode, text: response.body };
}

async function askMocks(as: TestUser, url: string): Promise<Answer> {
  mockDb.actor = as.email;
  const response = await getResponse(handlerList, new Request(`http://localhost${url}`));
  if (!response) throw new Error(`No mock answers GET ${url}`);
  return { status: response.status, text: await response.text() };
}

async function serverJson<T>(url: string): Promise<T> {
  const answer = await askServer(callers.ADMIN as TestUser, url);
  expect(answer.status, `${url}: ${answer.text}`).toBe(200);
  return JSON.parse(answer.text) as T;
}

const everyRow = async (path: string) => (await serverJson<{ content: Row[] }>(`${path}?size=100`)).content;

/** The server's rows, as its API answers them, become the mocks' store. */
async function loadMocks(): Promise<void> {
  resetMockDb();
  const menus = await everyRow('/api/menus');
  const dishes = (await Promise.all(menus.map((menu) => everyRow(`/api/menus/${menu.id}/dishes`)))).flat();
  const orders = await Promise.all(
    (await everyRow('/admin/orders')).map(async ({ id }) => {
      const { allowedMoves: _moves, ...order } = await serverJson<MockOrder & { allowedMoves: unknown }>(
        `/admin/orders/${id}`,
      );
      return order as MockOrder;
    }),
  );
  const people = (await everyRow('/admin/users')).map((user) => ({ ...user, uid: `uid-${user.id}` }));
  mockDb.users.load(people as never);
  mockDb.restaurants.load((await everyRow('/api/restaurants')) as never);
  mockDb.menus.load(menus as never);
  mockDb.dishes.load(dishes as never);
  mockDb.orders.load(orders);
  mockDb.reviews.load((await everyRow('/admin/reviews')) as never);
  mockDb.activity.load((await everyRow('/admin/recent-activity')) as unknown as MockActivityEntry[]);
  mockDb.refunds.load((await everyRow('/admin/refunds')) as never);
  terms = searchTerms([people, menus, dishes, orders, mockDb.restaurants.all(), mockDb.reviews.all()].flat());
}

/**
 * Pieces of the rows' texts, case flipped: three letters from inside each text, and the end of one
 * text with the start of the next joined by a space ("first last"); plus texts that match nothing,
 * a wildcard and a quote (matched literally), and a blank search (none).
 */
function searchTerms(rows: readonly object[]): string[] {
  const pieces = new Set<string>();
  for (const row of rows) {
    const texts = Object.values(row).filter(
      (value): value is string => typeof value === 'string' && !/^\d{4}-\d\d-\d\dT/.test(value),
    );
    texts.forEach((text, index) => {
      if (text.length >= 3) pieces.add(text.slice(1, 4).toUpperCase());
      const next = texts[index + 1];
      if (next !== undefined) pieces.add(`${text.slice(-2)} ${next.slice(0, 2)}`);
    });
  }
  const sorted = [...pieces].sort();
  // At most 60, evenly spread over the sorted pieces, and the fixed ones.
  const step = Math.max(1, Math.ceil(sorted.length / 60));
  return [
    ...sorted.filter((_piece, index) => index % step === 0),
    'PARITY.TEST',
    '%',
    '_',
    "'",
    '  ',
    'no such text',
  ];
}

// ---- What each list is asked ----------------------------------------------------------------------

const declarations = Object.values(listDeclarations) as readonly ListDeclaration[];

/** The contract's endpoints whose query is the declaration's list, facets or export query. */
const endpointsOf = (list: ListDeclaration, kind: 'list' | 'facets' | 'export') =>
  listEndpoints().filter(({ definition }) => definition.query === list[kind]);

/** The list's rows as the admin sees them (its first endpoint, one page of 100). */
async function rowsOf(list: ListDeclaration): Promise<Row[]> {
  const [page] = endpointsOf(list, 'list');
  if (page === undefined) return [];
  return (await serverJson<{ content: Row[] }>(urlOf(page.definition, { size: '100' }))).content;
}

/** Values of a filter, from the rows' field (or the schema's values): each alone, and two together. */
function filterQueries(list: ListDeclaration, rows: readonly Row[]): Query[] {
  return list.filterNames.flatMap((name): Query[] => {
    const filter = list.filters[name];
    if (filter === undefined) return [];
    // The caller's own rows: one value, whoever asks.
    if (filter.match === 'mine') return [{ [name]: 'me' }];
    const values = rows
      .map((row) => row[filter.field])
      .filter((value) => value !== null && value !== undefined);
    if (filter.match === 'from' || filter.match === 'before') {
      const times = values.map(String).sort();
      const middle = times[Math.floor(times.length / 2)] ?? '2026-11-12T00:00:00.000Z';
      return [{ [name]: middle }, { [name]: middle.slice(0, 10) }];
    }
    const seen = [...new Set(values.map(String))];
    const schema = (list.list.entries[name] as { pipe?: { kind: string; metadata?: unknown }[] } | undefined)
      ?.pipe;
    const items = schema
      ?.map(
        (item) =>
          (item.metadata as { openapi?: { items?: { enum?: string[]; type?: string } } } | undefined)?.openapi
            ?.items,
      )
      .find((found) => found !== undefined);
    // A field the rows do not carry (a restaurant's hasActiveMenu): the values its schema allows.
    const declared = items?.enum ?? (items?.type === 'boolean' ? ['true', 'false'] : undefined);
    const choices = seen.length > 0 ? seen : [...(declared ?? [])];
    expect(choices, `values for the filter ${list.name}.${name}`).not.toHaveLength(0);
    const singles = choices.slice(0, 4).map((value): Query => ({ [name]: value }));
    return filter.match === 'oneOf' && choices.length > 1
      ? [...singles, { [name]: choices.slice(0, 2) }]
      : singles;
  });
}

function sortQueries(list: ListDeclaration): Query[] {
  const [first, second] = list.sortFields;
  const singles = list.sortFields.flatMap((field) => [{ sort: `${field},asc` }, { sort: `${field},desc` }]);
  return first !== undefined && second !== undefined
    ? [...singles, { sort: [`${second},desc`, `${first},asc`] }]
    : singles;
}

/** Every query a list is compared under: searches, sorts, filters and some of them together. */
function queriesFor(list: ListDeclaration, rows: readonly Row[]): Query[] {
  const filters = filterQueries(list, rows);
  const sorts = sortQueries(list);
  const combined = terms.slice(0, 8).map((search, index) => ({
    search,
    ...(filters[index % Math.max(1, filters.length)] ?? {}),
    ...(sorts[index % Math.max(1, sorts.length)] ?? {}),
  }));
  return [{}, ...terms.map((search) => ({ search })), ...sorts, ...filters, ...combined];
}

/** The answer to compare: the status and, for a page, its ids in order and its totals. */
function pageOf(answer: Answer) {
  if (answer.status !== 200) return { status: answer.status, body: answer.text };
  const page = JSON.parse(answer.text) as {
    content: Row[];
    totalElements: number;
    totalPages: number;
    last: boolean;
    nextCursor?: string;
  };
  return {
    status: 200,
    ids: page.content.map((row) => row.id),
    totalElements: page.totalElements,
    totalPages: page.totalPages,
    last: page.last,
    cursor: page.nextCursor !== undefined,
  };
}

/** The roles the endpoint admits that have rows of their own here: the admin, an owner, a courier. */
const rolesOf = (definition: EndpointDefinition) =>
  (definition.access as readonly Role[]).flatMap((role) =>
    callers[role] && admits(definition, role, grantsOf(role)) ? [callers[role]] : [],
  );

/** For each query, what the server and the mocks answer when they differ. */
async function differences(
  as: TestUser,
  definition: EndpointDefinition,
  queries: readonly Query[],
  compare: (answer: Answer) => unknown,
) {
  const found = [];
  for (const query of queries) {
    const url = urlOf(definition, query);
    const [fromServer, fromMocks] = [compare(await askServer(as, url)), compare(await askMocks(as, url))];
    expect(fromServer, `${url}: the server answers it`).toMatchObject({ status: 200 });
    if (JSON.stringify(fromServer) !== JSON.stringify(fromMocks))
      found.push({ as: as.role, url, server: fromServer, mocks: fromMocks });
  }
  return found;
}

/** Every page by cursor, two rows at a time: the ids of each page, until no cursor follows. */
async function walk(ask: (url: string) => Promise<Answer>, definition: EndpointDefinition, query: Query) {
  const pages: number[][] = [];
  let after: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const answer = await ask(
      urlOf(definition, { ...query, page: String(page), size: '2', ...(after ? { after } : {}) }),
    );
    const body = JSON.parse(answer.text) as { content: Row[]; nextCursor?: string };
    pages.push(body.content.map((row) => row.id));
    if (body.nextCursor === undefined) return pages;
    after = body.nextCursor;
  }
  return pages;
}

beforeAll(async () => {
  server = await startTestServer();
  await seed();
  await loadMocks();
}, 60_000);
afterAll(async () => {
  resetMockDb();
  await server.close();
});

describe('lists answer alike from the server and the mocks', () => {
  it('covers every declared list through at least one endpoint, with its facets and export', () => {
    for (const list of declarations) {
      expect(endpointsOf(list, 'list'), `${list.name}: its list endpoints`).not.toHaveLength(0);
      if (list.facetFields.length > 0) expect(endpointsOf(list, 'facets'), list.name).not.toHaveLength(0);
      if (list.csvColumns.length > 0) expect(endpointsOf(list, 'export'), list.name).not.toHaveLength(0);
    }
  });

  const pages = declarations.flatMap((list) =>
    endpointsOf(list, 'list').map((entry) => ({ list, ...entry })),
  );

  it.each(pages)(
    '$id: searches, sorts and filters',
    async ({ list, definition }) => {
      const admin = callers.ADMIN as TestUser;
      const rows = await rowsOf(list);
      expect(rows.length, `${list.name} has rows to compare`).toBeGreaterThan(2);
      const queries = queriesFor(list, rows);
      const found = [];
      for (const as of rolesOf(definition)) {
        // The admin is asked everything; the others (their own scope) a part of it.
        const asked = as === admin ? queries : queries.filter((_query, index) => index % 4 === 0);
        for (const paging of [{ size: '100' }, { page: '1', size: '3' }] as Query[]) {
          found.push(
            ...(await differences(
              as,
              definition,
              asked.map((query) => ({ ...query, ...paging })),
              pageOf,
            )),
          );
        }
      }
      expect(found).toEqual([]);
    },
    // Hundreds of queries of one list: 8 s alone, up to 40 s beside the e2e run in `npm test`.
    90_000,
  );

  const walks = pages.filter(({ list }) => list.cursor);

  it.each(walks)('$id: every page by cursor', async ({ list, definition }) => {
    const admin = callers.ADMIN as TestUser;
    const rows = await rowsOf(list);
    for (const query of [{}, ...filterQueries(list, rows).slice(0, 2), { search: 'A' }]) {
      const fromServer = await walk((url) => askServer(admin, url), definition, query);
      if (Object.keys(query).length === 0) expect(fromServer.length, 'pages to walk').toBeGreaterThan(1);
      expect(await walk((url) => askMocks(admin, url), definition, query), JSON.stringify(query)).toEqual(
        fromServer,
      );
    }
  });

  const facets = declarations.flatMap((list) =>
    endpointsOf(list, 'facets').map((entry) => ({ list, ...entry })),
  );

  it.each(facets)('$id: facet counts', async ({ list, definition }) => {
    const rows = await rowsOf(list);
    const queries = [{}, ...terms.slice(0, 10).map((search) => ({ search })), ...filterQueries(list, rows)];
    const asJson = (answer: Answer) => ({ status: answer.status, body: JSON.parse(answer.text) as unknown });
    const found = [];
    for (const as of rolesOf(definition)) found.push(...(await differences(as, definition, queries, asJson)));
    expect(found).toEqual([]);
  });

  const mine = declarations.flatMap((list) =>
    list.filterNames
      .filter((name) => list.filters[name]?.match === 'mine')
      .map((name) => ({ list, listName: list.name, name })),
  );

  it.each(mine)("$listName: $name=me, the caller's own rows, as each caller", async ({ list, name }) => {
    const own = { [name]: 'me' };
    const queries = [own, { ...own, search: terms[0] ?? '' }, { ...own, sort: `${list.sortFields[0]},desc` }];
    const asJson = (answer: Answer) => ({ status: answer.status, body: JSON.parse(answer.text) as unknown });
    const csv = (answer: Answer) => ({ status: answer.status, lines: answer.text.split('\r\n') });
    const found = [];
    let ownRows = 0;
    for (const kind of ['list', 'facets', 'export'] as const) {
      for (const { definition } of endpointsOf(list, kind)) {
        for (const as of rolesOf(definition)) {
          // Facets take no sort; a page of two shows the totals count past the page.
          const asked =
            kind === 'list'
              ? queries.map((query) => ({ ...query, size: '2' }))
              : kind === 'facets'
                ? queries.filter((query) => !('sort' in query))
                : queries;
          found.push(
            ...(await differences(
              as,
              definition,
              asked,
              kind === 'list' ? pageOf : kind === 'facets' ? asJson : csv,
            )),
          );
          if (kind === 'list' && as.role === 'RESTAURANT') {
            const answer = pageOf(await askServer(as, urlOf(definition, own)));
            ownRows += answer.totalElements ?? 0;
          }
        }
      }
    }
    expect(found).toEqual([]);
    // The comparison is not of empty lists alone: the owner has rows of their own here.
    expect(ownRows).toBeGreaterThan(0);
  });

  const exports = declarations.flatMap((list) =>
    endpointsOf(list, 'export').map((entry) => ({ list, ...entry })),
  );

  it.each(exports)('$id: the export, row for row', async ({ list, definition }) => {
    const rows = await rowsOf(list);
    const queries = [
      {},
      ...sortQueries(list),
      ...filterQueries(list, rows).slice(0, 3),
      { search: terms[0] ?? '' },
    ];
    const csv = (answer: Answer) => ({ status: answer.status, lines: answer.text.split('\r\n') });
    const found = [];
    for (const as of rolesOf(definition)) found.push(...(await differences(as, definition, queries, csv)));
    expect(found).toEqual([]);
  });
});
