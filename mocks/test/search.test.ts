import {
  SEARCH_HITS_PER_KIND,
  SEARCH_TEXT_REQUIRED_MESSAGE,
  validationErrorBody,
} from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../src/index';
import { apiError, mockClient, rawFetch, useMockApi } from './support';

useMockApi();
const api = mockClient();
const search = (q: string) => api.search.all({ query: { q } });

describe('GET /api/search', () => {
  it('finds users by name or email and restaurants by name, with what the app needs to open them', async () => {
    const byName = await search('ada adm');
    expect(byName.users).toEqual([
      { id: 1, label: 'Ada Admin', detail: 'admin@demo.food · ADMIN', email: 'admin@demo.food' },
    ]);
    const sushi = await search('SUSHI');
    expect(sushi.restaurants).toEqual([
      { id: expect.any(Number), label: 'Sakura Sushi Bar', detail: expect.any(String) },
    ]);
    expect((await search('owner@demo')).users.map((hit) => hit.label)).toEqual(['Oscar Owner']);
  });

  it('answers menus with their restaurant and dishes with their menu, at most 5 per kind', async () => {
    const lunch = await search('lunch');
    expect(lunch.menus).toHaveLength(SEARCH_HITS_PER_KIND);
    const [first] = lunch.menus;
    const menu = mockDb.menus.find(first?.id ?? 0);
    expect(first).toEqual({
      id: menu?.id,
      label: 'Lunch',
      detail: mockDb.restaurants.find(menu?.restaurantId ?? 0)?.name,
      restaurantId: menu?.restaurantId,
    });
    const dish = mockDb.dishes.all()[0];
    const found = (await search(dish?.name ?? '')).dishes.find((hit) => hit.id === dish?.id);
    expect(found).toMatchObject({ label: dish?.name, menuId: dish?.menuId });
  });

  it('gives a restaurant owner no users and only their own restaurants', async () => {
    mockDb.actor = 'owner@demo.food';
    const owned = mockDb.restaurants.all().filter((row) => row.ownerId === 2);
    const body = await search(owned[0]?.name ?? '');
    expect(body.users).toEqual([]);
    expect(body.restaurants.map((hit) => hit.id)).toEqual([owned[0]?.id]);
    const everyLunch = await search('lunch');
    const ownedIds = owned.map((row) => row.id);
    expect(everyLunch.menus.every((hit) => ownedIds.includes(hit.restaurantId))).toBe(true);
    expect((await search('ada')).users).toEqual([]);
  });

  it("refuses customers with the server's 403, and blank text with its 400", async () => {
    mockDb.actor = 'customer@demo.food';
    const refused = await apiError(search('sushi'));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Administrator or restaurant role required');
    mockDb.actor = 'admin@demo.food';
    expect(await rawFetch('GET', '/api/search?q=%20')).toEqual({
      status: 400,
      body: validationErrorBody({ q: [SEARCH_TEXT_REQUIRED_MESSAGE] }),
    });
  });
});
