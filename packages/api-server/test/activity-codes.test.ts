import { ACTIVITY_MESSAGES, type ActivityLogEntry, type Page } from '@food-admin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer, type TestUser } from './support/server';

/*
 * Activity entries carry a code and its parameters beside the English `action`
 * (docs/api.md#the-activity-feed), so the app can show them in the reader's language.
 */

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.db, 'ADMIN', 'ada');
});
afterAll(async () => {
  await server.close();
});

const feed = async (search: string) => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/admin/recent-activity?search=${encodeURIComponent(search)}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page<ActivityLogEntry>>().content;
};

describe('activity codes', () => {
  it('a write logs its code and parameters, which make the English text', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: admin.headers,
      payload: { name: 'Codex Café', address: '1 Rue des Codes' },
    });
    expect(created.statusCode).toBe(201);
    const restaurant = created.json<{ id: number }>();
    const renamed = await server.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurant.id}`,
      headers: admin.headers,
      payload: { name: 'Codex Bistro', address: '1 Rue des Codes' },
    });
    expect(renamed.statusCode).toBe(200);

    const entries = await feed('Codex');
    expect(entries.map(({ action, code, params }) => ({ action, code, params }))).toEqual([
      {
        action: 'Updated restaurant Codex Bistro',
        code: 'RESTAURANT_UPDATED',
        params: { name: 'Codex Bistro' },
      },
      { action: 'Created restaurant Codex Café', code: 'RESTAURANT_CREATED', params: { name: 'Codex Café' } },
    ]);
    for (const entry of entries) {
      const words = ACTIVITY_MESSAGES[entry.code as keyof typeof ACTIVITY_MESSAGES] as (p: unknown) => string;
      expect(words(entry.params)).toBe(entry.action);
    }
  });

  it("a client's own free text has no code", async () => {
    const recorded = await server.app.inject({
      method: 'POST',
      url: '/api/activity-log',
      headers: admin.headers,
      payload: { category: 'GENERAL', action: 'Codeless note from a client' },
    });
    expect(recorded.statusCode).toBeLessThan(300);
    const [entry] = await feed('Codeless note');
    expect(entry?.action).toBe('Codeless note from a client');
    expect(entry).not.toHaveProperty('code');
    expect(entry).not.toHaveProperty('params');
  });
});
