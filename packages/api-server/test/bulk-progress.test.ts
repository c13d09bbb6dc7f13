import { randomUUID } from 'node:crypto';
import { errorBody, PROGRESS_CONTENT_TYPE } from '@food-admin/api-client';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../src/db/schema';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Progress of a bulk action (docs/api.md#progress): asked with Accept: application/x-ndjson, the
 * action answers a line per chunk of 500 rows, then its answer once committed, or the error that
 * undid it. Without that Accept header the answer is the JSON of test/bulk-actions.test.ts.
 */

let server: TestServer;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server.db, 'RESTAURANT', 'progress-owner');
});
afterAll(async () => {
  await server.close();
});

/** `count` active restaurants of `owner` whose names start with a prefix no other test uses. */
async function insertRestaurants(count: number): Promise<string> {
  const prefix = `Progress ${randomUUID().slice(0, 8)}`;
  await server.db.insert(restaurants).values(
    Array.from({ length: count }, (_, index) => ({
      name: `${prefix} ${String(index).padStart(4, '0')}`,
      address: '1 Test Street',
      ownerId: owner.id,
    })),
  );
  return prefix;
}

const activeCount = async (prefix: string) => {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(restaurants)
    .where(and(like(restaurants.name, `${prefix}%`), eq(restaurants.isActive, true)));
  return row?.n;
};

const bulkWithProgress = (url: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { ...owner.headers, accept: PROGRESS_CONTENT_TYPE },
    payload,
  });

const linesOf = (body: string) =>
  body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('bulk actions with progress', () => {
  it('reports each chunk of 500 rows, then the answer', async () => {
    const prefix = await insertRestaurants(1200);
    const response = await bulkWithProgress('/api/restaurants/bulk', {
      action: 'deactivate',
      filter: { search: prefix },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain(PROGRESS_CONTENT_TYPE);
    expect(linesOf(response.body)).toEqual([
      { progress: { done: 0, total: 1200 } },
      { progress: { done: 500, total: 1200 } },
      { progress: { done: 1000, total: 1200 } },
      { progress: { done: 1200, total: 1200 } },
      { result: { changed: 1200, refused: [] } },
    ]);
    expect(await activeCount(prefix)).toBe(0);
  });

  it('answers a refusal before any work with its own status and JSON', async () => {
    const response = await bulkWithProgress('/api/menus/999999/dishes/bulk', {
      action: 'delete',
      ids: [1],
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ message: 'Menu not found' });
  });

  it('ends with the error when a later chunk fails, and nothing is changed', async () => {
    const prefix = await insertRestaurants(700);
    // The 600th row's activity entry fails: after the first chunk was written and reported.
    const failing = `${prefix} 0600`;
    await server.db.execute(
      sql.raw(`create function fail_on_progress() returns trigger language plpgsql as $$
        begin
          if new.action like '%${failing}%' then raise exception 'simulated failure in chunk 2'; end if;
          return new;
        end $$`),
    );
    await server.db.execute(
      sql.raw(
        'create trigger fail_on_progress before insert on activity_log for each row execute function fail_on_progress()',
      ),
    );
    let response;
    try {
      response = await bulkWithProgress('/api/restaurants/bulk', {
        action: 'deactivate',
        filter: { search: prefix },
      });
    } finally {
      await server.db.execute(sql.raw('drop trigger fail_on_progress on activity_log'));
      await server.db.execute(sql.raw('drop function fail_on_progress()'));
    }

    expect(response.statusCode).toBe(200);
    expect(linesOf(response.body)).toEqual([
      { progress: { done: 0, total: 700 } },
      { progress: { done: 500, total: 700 } },
      { error: { ...errorBody(500, 'Internal server error'), status: 500 } },
    ]);
    expect(await activeCount(prefix)).toBe(700);
  });

  it('is declared in the OpenAPI document for each bulk action', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>();
    for (const path of [
      '/admin/users/bulk',
      '/admin/reviews/bulk',
      '/api/restaurants/bulk',
      '/api/menus/{menuId}/dishes/bulk',
    ]) {
      const content = document.paths[path]?.post?.responses['200']?.content ?? {};
      expect(Object.keys(content), path).toEqual(['application/json', PROGRESS_CONTENT_TYPE]);
    }
  });
});
