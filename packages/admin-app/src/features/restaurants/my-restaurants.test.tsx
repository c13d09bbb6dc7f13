import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OWNER_ID, mockDb, seedRestaurants } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// docs/requirements.md#req-roles-client: an owner's "My Restaurants" lists their own restaurants
// (owner=me on every read of the list); an admin's lists every one.

const owned = () => seedRestaurants().filter((restaurant) => restaurant.ownerId === DEMO_OWNER_ID);
/** The query strings of the app's reads of the restaurants list, its facets and its export. */
const listReads = (requests: readonly Request[]) =>
  requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.startsWith('/api/restaurants') && url.search !== '')
    .map((url) => url.searchParams);

describe("an owner's My Restaurants", () => {
  beforeEach(() => {
    mockDb.actor = DEMO_OWNER.email;
  });

  it('lists their own restaurants only, and the URL stays as it was', async () => {
    const requests = recordRequests();
    const { history } = await renderApp('/admin/restaurants', { signedInAs: DEMO_OWNER });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Restaurants' })).toBeVisible();
    const grid = await screen.findByRole('list', { name: 'Restaurants' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('article')
          .map((card) => within(card).getByRole('heading').textContent),
      ).toEqual(owned().map((restaurant) => restaurant.name)),
    );
    expect(screen.getByRole('heading', { name: 'Your restaurants' })).toBeInTheDocument();
    expect(listReads(requests).every((query) => query.get('owner') === 'me')).toBe(true);
    expect(history.location.search).toBe('');
  });

  it('scopes the table: its rows, its count and a bulk action on all matching are theirs', async () => {
    // Twelve of theirs: more than a page, so "all matching" is offered (6 and 12 are inactive).
    for (let id = 1; id <= 12; id += 1) mockDb.restaurants.update(id, { ownerId: DEMO_OWNER_ID });
    const others = mockDb.restaurants.all().filter((restaurant) => restaurant.ownerId !== DEMO_OWNER_ID);
    const requests = recordRequests();
    const { user } = await renderApp('/admin/restaurants?layout=table', { signedInAs: DEMO_OWNER });
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(await screen.findByRole('button', { name: 'Select all 12 matching' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions on restaurants' });
    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(bar).findByText('10 changed')).toBeVisible();

    const bulk = requests.find((request) => new URL(request.url).pathname === '/api/restaurants/bulk');
    expect(await bulk?.json()).toEqual({ action: 'deactivate', filter: { owner: 'me' } });
    // Nobody else's restaurant was touched.
    expect(
      others.every((restaurant) => mockDb.restaurants.find(restaurant.id)?.isActive === restaurant.isActive),
    ).toBe(true);
    expect(listReads(requests).every((query) => query.get('owner') === 'me')).toBe(true);
  });
});

describe("an admin's Restaurants", () => {
  it('lists every restaurant, without owner=me', async () => {
    const requests = recordRequests();
    await renderApp('/admin/restaurants?layout=table', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    expect(await screen.findByText(`${seedRestaurants().length} results`)).toBeVisible();
    expect(listReads(requests).some((query) => query.has('owner'))).toBe(false);
  });
});
