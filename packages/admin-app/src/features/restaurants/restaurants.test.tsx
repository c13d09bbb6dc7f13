import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  endpoints,
  mockDb,
  overrides,
  routePattern,
  seedRestaurants,
  setMockOperations,
} from '@food-admin/mocks';
import { formatDateTime } from '@/lib/format-date';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend } from '@/test/render-app';
import { resetScroll, scrollToBottom } from '@/test/scroll';

setupMockBackend();
beforeEach(resetScroll);

const grid = () => screen.getByRole('list', { name: 'Restaurants' });
const card = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('article') as HTMLElement;

describe('/admin/restaurants', () => {
  it('loads further pages of 10 by infinite scroll until the last one', async () => {
    const requestedPages: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/restaurants')
        requestedPages.push(`${url.searchParams.get('page')}/${url.searchParams.get('size')}`);
    });
    await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    const all = seedRestaurants();
    await card(all[0]!.name);
    expect(within(grid()).getAllByRole('article')).toHaveLength(10);
    // Still at the bottom after each page arrives (jsdom's page does not grow), so it keeps going to the end.
    await scrollToBottom();
    expect(await screen.findByRole('link', { name: all[all.length - 1]!.name })).toBeVisible();
    await scrollToBottom();
    expect(within(grid()).getAllByRole('article')).toHaveLength(all.length);
    expect(requestedPages).toEqual(['0/10', '1/10', '2/10']);
    mockServer.events.removeAllListeners();
  });

  it('searches on the server with the text in the URL', async () => {
    const { user, history } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    await card('Trattoria Bella Vista');
    await user.type(screen.getByRole('searchbox', { name: 'Search restaurants' }), 'sakura');
    await waitFor(() => expect(history.location.search).toBe('?search=sakura'));
    await waitFor(() => expect(within(grid()).getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Sakura Sushi Bar' })).toBeVisible();
  });

  it('shows the empty state with Add Restaurant', async () => {
    mockServer.use(overrides.empty('restaurants'));
    await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByText('No restaurants yet')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Add Restaurant' }).length).toBeGreaterThan(0);
  });

  it('shows a warning banner when the list fails, and Retry loads it again', async () => {
    mockServer.use(overrides.error('restaurants', 500, 'Database is down'));
    const { user } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByText('Database is down')).toBeVisible();
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card(seedRestaurants()[0]!.name)).toBeVisible();
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
  });

  it('offers the way back, not Retry, for a restaurant that does not exist', async () => {
    await renderApp('/admin/restaurants/99999/edit', { signedInAs: DEMO_ADMIN });
    const back = await screen.findByRole('link', { name: 'Back to restaurants' });
    expect(back).toHaveAttribute('href', '/admin/restaurants');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('creates a restaurant: required validation messages, then the new card in the list', async () => {
    // docs/requirements.md#req-validation-restaurant
    const { user, history } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    await user.click((await screen.findAllByRole('link', { name: 'Add Restaurant' }))[0]!);
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants/new'));

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Address is required')).toBeVisible();

    await user.type(screen.getByLabelText(/^name/i), 'Green Bowl');
    await user.type(screen.getByLabelText(/^address/i), '1 Market Street');
    await user.type(screen.getByLabelText(/logo url/i), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Logo URL must be a valid http(s) URL')).toBeVisible();
    await user.clear(screen.getByLabelText(/logo url/i));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    await card('Trattoria Bella Vista');
    await scrollToBottom();
    const created = mockDb.restaurants.all().find((restaurant) => restaurant.name === 'Green Bowl');
    expect(created).toMatchObject({ address: '1 Market Street', isActive: true });
    expect(created).not.toHaveProperty('logoUrl', 'javascript:alert(1)');
    expect(await screen.findByRole('link', { name: 'Green Bowl' })).toBeVisible();
  });

  it('edits a restaurant from its card', async () => {
    const { user, history } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    const trattoria = await card('Trattoria Bella Vista');
    await user.click(within(trattoria).getByRole('button', { name: /Edit/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants/1/edit'));
    const name = await screen.findByLabelText(/^name/i);
    expect(name).toHaveValue('Trattoria Bella Vista');
    await user.clear(name);
    await user.type(name, 'Trattoria Nuova');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(await screen.findByRole('link', { name: 'Trattoria Nuova' })).toBeVisible();
    expect(mockDb.restaurants.find(1)?.name).toBe('Trattoria Nuova');
  });

  it('shows a failed save under the buttons and cannot be submitted twice', async () => {
    mockServer.use(overrides.slow('createRestaurant', 300));
    const { user, history } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    await user.type(await screen.findByLabelText(/^name/i), 'Twice');
    await user.type(screen.getByLabelText(/^address/i), 'Somewhere 2');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(mockDb.restaurants.all().filter((restaurant) => restaurant.name === 'Twice')).toHaveLength(1);

    mockServer.use(overrides.error('createRestaurant', 409, 'A restaurant with this name already exists'));
    await user.click((await screen.findAllByRole('link', { name: 'Add Restaurant' }))[0]!);
    await user.type(await screen.findByLabelText(/^name/i), 'Twice');
    await user.type(screen.getByLabelText(/^address/i), 'Somewhere 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A restaurant with this name already exists')).toBeVisible();
    expect(history.location.pathname).toBe('/admin/restaurants/new');
  });

  it("shows the server's per-field messages on their fields (400 'Validation failed')", async () => {
    mockServer.use(
      http.post(routePattern(endpoints.createRestaurant.path), () =>
        HttpResponse.json(
          { message: 'Validation failed', fieldErrors: { name: ['Name must be at most 120 characters'] } },
          { status: 400 },
        ),
      ),
    );
    const { user, history } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    const name = await screen.findByLabelText(/^name/i);
    await user.type(name, 'Green Bowl');
    await user.type(screen.getByLabelText(/^address/i), '1 Market Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // On the Name field itself (its error text, announced as the input's description after its
    // character count) ...
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        '10 of at most 120 characters Name must be at most 120 characters',
      ),
    );
    expect(screen.getByText('Name must be at most 120 characters')).toBeVisible();
    expect(screen.getByLabelText(/^address/i)).toHaveAccessibleDescription('15 of at most 300 characters');
    // ... and the save's message under the buttons, the form still open.
    expect(screen.getByText('Validation failed')).toBeVisible();
    expect(history.location.pathname).toBe('/admin/restaurants/new');

    // Editing the field drops the server's message; the next save succeeds.
    await user.type(name, ' Two');
    expect(name).toHaveAccessibleDescription('14 of at most 120 characters');
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(mockDb.restaurants.all().some((restaurant) => restaurant.name === 'Green Bowl Two')).toBe(true);
  });

  it('Cancel returns to the list without saving', async () => {
    const { user, history } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    await user.type(await screen.findByLabelText(/^name/i), 'Never saved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(mockDb.restaurants.all().some((restaurant) => restaurant.name === 'Never saved')).toBe(false);
  });

  it("deletes after 'Confirm deletion' and the card disappears", async () => {
    const { user } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    const sakura = await card('Sakura Sushi Bar');
    await user.click(within(sakura).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Sakura Sushi Bar' })).not.toBeInTheDocument(),
    );
    expect(mockDb.restaurants.find(2)).toBeUndefined();
  });

  it('refuses a delete based on an old version (someone changed it meanwhile) and keeps the restaurant', async () => {
    const { user } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    const sakura = await card('Sakura Sushi Bar');
    mockDb.restaurants.update(2, { description: 'Changed meanwhile' });
    await user.click(within(sakura).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(/This restaurant was changed by someone else since you opened it/),
    ).toBeInTheDocument();
    expect(mockDb.restaurants.find(2)).toBeDefined();
  });

  it('Cancel in the confirmation keeps the restaurant', async () => {
    const { user } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    const sakura = await card('Sakura Sushi Bar');
    await user.click(within(sakura).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mockDb.restaurants.find(2)).toBeDefined();
  });
});

describe('/admin/restaurants?layout=table', () => {
  const table = () => screen.getByRole('table', { name: 'Restaurants' });

  it('shows the table; Grid goes back to the cards with the search only, pushing a history entry', async () => {
    const { user, history } = await renderApp(
      '/admin/restaurants?layout=table&search=a&sort=%5B%22name%2Cdesc%22%5D',
      { signedInAs: DEMO_ADMIN },
    );
    expect(await within(table()).findByRole('link', { name: 'Trattoria Bella Vista' })).toBeVisible();
    expect(within(table()).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const layout = screen.getByRole('group', { name: 'Restaurants layout' });
    expect(within(layout).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(layout).getByRole('button', { name: 'Grid' }));
    await waitFor(() => expect(history.location.search).toBe('?search=a'));
    expect(await card('Trattoria Bella Vista')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    history.back();
    await waitFor(() => expect(history.location.search).toContain('layout=table'));
    expect(await screen.findByRole('table', { name: 'Restaurants' })).toBeVisible();
  });

  it('reads a malformed layout as the grid', async () => {
    await renderApp('/admin/restaurants?layout=cards', { signedInAs: DEMO_ADMIN });
    expect(await card('Trattoria Bella Vista')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('deactivates the selected rows in bulk and shows the result', async () => {
    const { user } = await renderApp('/admin/restaurants?layout=table', { signedInAs: DEMO_ADMIN });
    await within(table()).findByRole('link', { name: 'Trattoria Bella Vista' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Trattoria Bella Vista' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sakura Sushi Bar' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions on restaurants' });
    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Deactivate 2 restaurants?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(bar).findByText('2 changed')).toBeVisible();
    expect(mockDb.restaurants.find(1)?.isActive).toBe(false);
    expect(mockDb.restaurants.find(2)?.isActive).toBe(false);
  });

  it('shows when a pause began, which a link set, as a chip whose removal drops that filter alone', async () => {
    const HOUR = 3_600_000;
    const now = Date.now();
    const [longAgo, lately] = mockDb.restaurants.all().filter((row) => row.isActive);
    if (!longAgo || !lately) throw new Error('two active restaurants expected in the mock data');
    const pause = { reason: 'busy', note: '', until: new Date(now + HOUR).toISOString() } as const;
    const pausedAt = (hours: number) => ({
      pausedAt: new Date(now - hours * HOUR).toISOString(),
      pausedBy: null,
    });
    setMockOperations(longAgo.id, { pause }, pausedAt(5));
    setMockOperations(lately.id, { pause }, pausedAt(1));
    const pausedBefore = new Date(now - 2 * HOUR).toISOString();
    const query = new URLSearchParams({ layout: 'table', availability: '["paused"]', pausedBefore });

    const { user, history } = await renderApp(`/admin/restaurants?${query}`, { signedInAs: DEMO_ADMIN });
    expect(await within(table()).findByRole('link', { name: longAgo.name })).toBeVisible();
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: `Remove filter: Paused before ${formatDateTime(pausedBefore)}` }),
    );

    await waitFor(() => expect(history.location.search).not.toContain('pausedBefore'));
    expect(new URLSearchParams(history.location.search).get('availability')).toBe('["paused"]');
    expect(await within(table()).findByRole('link', { name: lately.name })).toBeVisible();
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
  });
});
