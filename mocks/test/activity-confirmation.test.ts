import { describe, expect, it } from 'vitest';
import { mockDb } from '../src/index';
import { mockClient, rawFetch, useMockApi } from './support';

useMockApi();
const api = mockClient();

/** What the app sends after saving a dish (docs/requirements.md#req-states-dish-activity). */
const confirm = (action: 'CREATE' | 'UPDATE', entityId?: number) =>
  rawFetch('POST', '/api/activity-log', { category: 'DISH', action, ...(entityId ? { entityId } : {}) });

const createDish = () => api.dishes.create({ params: { menuId: 1 }, body: { name: 'Pho', price: 9 } });

describe('the app confirming a dish write', () => {
  it('answers 200 with the entry the create logged, and the feed shows the change once', async () => {
    const dish = await createDish();
    const logged = mockDb.activity.count();

    const response = await confirm('CREATE', dish.id);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      category: 'DISH',
      actionType: 'CREATE',
      action: 'Created dish Pho in menu All day',
      code: 'DISH_CREATED',
      params: { name: 'Pho', menu: 'All day' },
    });
    expect(response.body).not.toHaveProperty('entityId');
    expect(mockDb.activity.count()).toBe(logged);
    const feed = await api.admin.recentActivity({ query: { category: 'DISH', size: 100 } });
    expect(feed.content.filter((entry) => entry.action.startsWith('Created dish Pho '))).toHaveLength(1);
  });

  it('matches an update to the update entry of the same dish', async () => {
    const dish = await createDish();
    await api.dishes.update({ params: { id: dish.id }, body: { name: 'Pho bo', price: 10 } });

    const response = await confirm('UPDATE', dish.id);

    expect(response).toMatchObject({
      status: 200,
      body: { actionType: 'UPDATE', action: 'Updated dish Pho bo', code: 'DISH_UPDATED' },
    });
  });

  it('records a new entry (201) when nothing the mock logged matches', async () => {
    const dish = await createDish();
    const other = await createDish();
    const cases = [
      confirm('CREATE'), // no entity named
      confirm('UPDATE', dish.id), // the dish was created, not updated
      confirm('CREATE', 999), // no such dish
      rawFetch('POST', '/api/activity-log', { category: 'RESTAURANT', action: 'CREATE', entityId: 1 }),
    ];
    for (const response of await Promise.all(cases)) expect(response.status).toBe(201);
    // The other dish's own entry is still there to match.
    expect((await confirm('CREATE', other.id)).status).toBe(200);
  });

  it("does not match another actor's entry, but matches an old one (no time window, like the server)", async () => {
    const dish = await createDish();
    const [entry] = mockDb.activity.all().filter((row) => row.entityId === dish.id);
    if (!entry) throw new Error('the create logged an entry');

    mockDb.actor = 'owner@demo.food';
    expect((await confirm('CREATE', dish.id)).status).toBe(201);

    mockDb.actor = 'admin@demo.food';
    mockDb.activity.update(entry.id, { createdAt: new Date(Date.now() - 3_600_000).toISOString() });
    expect(await confirm('CREATE', dish.id)).toMatchObject({ status: 200, body: { id: entry.id } });
  });

  it('the client reads both answers as the entry', async () => {
    const dish = await createDish();
    const confirmed = await api.activityLog.record({
      body: { category: 'DISH', action: 'CREATE', entityId: dish.id },
    });
    expect(confirmed.action).toBe('Created dish Pho in menu All day');
  });
});
