import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_ID, mockDb, seedMenus, seedRestaurants } from '@food-admin/mocks';
import { DEMO_OWNER, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// docs/requirements.md#req-roles-client: an owner's menus are the menus of their own restaurants.

const ownMenus = () => {
  const owned = new Set(
    seedRestaurants()
      .filter((restaurant) => restaurant.ownerId === DEMO_OWNER_ID)
      .map((restaurant) => restaurant.id),
  );
  return seedMenus().filter((menu) => owned.has(menu.restaurantId));
};
const menuReads = (requests: readonly Request[]) =>
  requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.startsWith('/api/menus') && url.search !== '')
    .map((url) => url.searchParams);

describe("an owner's menus", () => {
  it.each(['/admin/menus', '/admin/menus?layout=table'])(
    'are the menus of their own restaurants, "My Menus" (%s)',
    async (path) => {
      mockDb.actor = DEMO_OWNER.email;
      const requests = recordRequests();
      await renderApp(path, { signedInAs: DEMO_OWNER });
      expect(await screen.findByRole('heading', { level: 1, name: 'My Menus' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Menus of your restaurants' })).toBeInTheDocument();
      const expected = ownMenus().map((menu) => menu.name);
      expect(expected.length).toBeGreaterThan(0);
      await waitFor(() => {
        const names = path.includes('table')
          ? within(screen.getByRole('table', { name: 'Menus' }))
              .getAllByRole('row')
              .slice(1)
              .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
          : within(screen.getByRole('list', { name: 'Menus' }))
              .getAllByRole('article')
              .map((card) => within(card).getByRole('heading').textContent);
        expect(names).toEqual(expected);
      });
      expect(menuReads(requests).every((query) => query.get('owner') === 'me')).toBe(true);
    },
  );
});

describe("an owner's menu form", () => {
  it('offers only their own restaurants to add a menu to', async () => {
    mockDb.actor = DEMO_OWNER.email;
    const { user } = await renderApp('/admin/menus/new', { signedInAs: DEMO_OWNER });
    const select = await screen.findByRole('combobox', { name: /restaurant/i });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await screen.findAllByRole('option');
    const offered = screen
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-disabled') !== 'true')
      .map((option) => option.textContent ?? '');
    const own = seedRestaurants()
      .filter((restaurant) => restaurant.ownerId === DEMO_OWNER_ID)
      .map((restaurant) => restaurant.name);
    expect(own.length).toBeGreaterThan(0);
    expect(offered.sort()).toEqual(own.sort());
  });
});
