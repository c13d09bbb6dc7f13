import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

// The infinite grids and the feed page by position (docs/api.md#keyset-paging): a page's
// nextCursor, sent back as `after`, must give exactly the rows that paging by offset gives, and
// keep giving the right ones when rows are added above.

let server: TestServer;
let admin: TestUser;

type PageBody = {
  content: { id: number }[];
  number: number;
  last: boolean;
  totalElements: number;
  nextCursor?: string;
};

async function get(url: string): Promise<{ status: number; body: PageBody & Record<string, unknown> }> {
  const response = await server.app.inject({ method: 'GET', url, headers: admin.headers });
  return { status: response.statusCode, body: response.json() };
}

async function page(url: string): Promise<PageBody> {
  const { status, body } = await get(url);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Every page of `base` by index, then by cursor: the ids of both walks. */
async function walk(base: string, size: number) {
  const byOffset: number[] = [];
  for (let number = 0; ; number += 1) {
    const body = await page(`${base}&page=${number}&size=${size}`);
    byOffset.push(...body.content.map((row) => row.id));
    if (body.last) break;
  }
  const byCursor: number[] = [];
  let after: string | undefined;
  for (let number = 0; ; number += 1) {
    const cursor = after === undefined ? '' : `&after=${after}`;
    const body = await page(`${base}&page=${number}&size=${size}${cursor}`);
    byCursor.push(...body.content.map((row) => row.id));
    if (body.last) {
      expect(body.nextCursor).toBeUndefined();
      break;
    }
    expect(body.nextCursor).toMatch(/^[\w-]+$/);
    after = body.nextCursor;
  }
  return { byOffset, byCursor };
}

const logEntries = (rows: { action: string; at: string }[]) =>
  server.db.execute(sql`
    insert into activity_log (category, level, action_type, action, username, created_at)
    select 'RESTAURANT', 'INFO', 'UPDATE', r.action, 'keyset@test', r.at::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(action text, at text)`);

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN');
  await server.db.execute(
    sql`insert into restaurants (name, address)
        select 'Keyset ' || i, 'Cursor Street' from generate_series(1, 47) as i`,
  );
  // Ties and times a millisecond cannot tell apart: five entries at one instant, and entries
  // microseconds apart (a JavaScript Date would round them together).
  await logEntries([
    ...Array.from({ length: 5 }, (_, i) => ({ action: `keyset tie ${i}`, at: '2026-01-01T10:00:00Z' })),
    ...Array.from({ length: 9 }, (_, i) => ({
      action: `keyset micro ${i}`,
      at: `2026-01-01T09:00:00.000${100 + i * 7}Z`,
    })),
    ...Array.from({ length: 12 }, (_, i) => ({
      action: `keyset older ${i}`,
      at: `2025-12-${String(10 + i).padStart(2, '0')}T08:00:00Z`,
    })),
  ]);
});
afterAll(async () => {
  await server.close();
});

describe('paging by position', () => {
  it('walks the restaurants grid by cursor through the same rows as by page', async () => {
    const { byOffset, byCursor } = await walk('/api/restaurants?search=keyset', 10);
    expect(byOffset).toHaveLength(47);
    expect(byCursor).toEqual(byOffset);
  });

  it('walks the feed by cursor through ties and microseconds as by page', async () => {
    const { byOffset, byCursor } = await walk('/admin/recent-activity?search=keyset', 4);
    expect(byOffset).toHaveLength(26);
    expect(new Set(byOffset).size).toBe(26);
    expect(byCursor).toEqual(byOffset);
  });

  it('neither repeats nor skips an entry when newer ones are logged between two loads', async () => {
    const first = await page('/admin/recent-activity?search=keyset&page=0&size=6');
    await logEntries([
      { action: 'keyset newest 1', at: '2026-06-01T00:00:00Z' },
      { action: 'keyset newest 2', at: '2026-06-01T00:00:01Z' },
    ]);
    const second = await page(`/admin/recent-activity?search=keyset&page=1&size=6&after=${first.nextCursor}`);
    const byOffset = await page('/admin/recent-activity?search=keyset&page=1&size=6');

    const firstIds = first.content.map((row) => row.id);
    const secondIds = second.content.map((row) => row.id);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    // By offset the page after the new entries repeats the two last rows already shown.
    expect(byOffset.content.map((row) => row.id).filter((id) => firstIds.includes(id))).toHaveLength(2);
    const everything = await walk('/admin/recent-activity?search=keyset', 100);
    const firstIndex = everything.byOffset.indexOf(firstIds.at(-1) as number);
    expect(secondIds).toEqual(everything.byOffset.slice(firstIndex + 1, firstIndex + 7));
  });

  it('offers no cursor for an explicit sort, which pages by offset', async () => {
    const body = await page('/api/restaurants?search=keyset&sort=name,desc&page=0&size=10');
    expect(body.last).toBe(false);
    expect(body.nextCursor).toBeUndefined();
  });

  it('refuses a cursor it did not hand out with a 400 naming the field', async () => {
    const feedCursor = (await page('/admin/recent-activity?search=keyset&page=0&size=2')).nextCursor;
    const gridCursor = (await page('/api/restaurants?search=keyset&page=0&size=2')).nextCursor;
    const forged = (position: unknown[]) => Buffer.from(JSON.stringify(position)).toString('base64url');
    for (const url of [
      `/api/restaurants?page=1&after=${feedCursor}`,
      `/admin/recent-activity?page=1&after=${gridCursor}`,
      `/admin/recent-activity?page=1&after=${forged(['not a date', 1])}`,
      // Times JavaScript reads but the database refuses (answered without naming the field before).
      `/admin/recent-activity?page=1&after=${forged(['2026', 1])}`,
      `/admin/recent-activity?page=1&after=${forged(['2026-02-31T00:00:00.000000Z', 1])}`,
      `/admin/recent-activity?page=1&after=${forged(['2026-01-01T00:00:00.000000Z', 1.5])}`,
      `/api/restaurants?page=1&after=${forged([1, 2])}`,
      '/api/restaurants?page=1&after=bm90LWpzb24',
      '/api/restaurants?page=1&after=not%20base64!',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.fieldErrors, url).toEqual({ after: ['Cursor is not valid'] });
    }
  });
});
