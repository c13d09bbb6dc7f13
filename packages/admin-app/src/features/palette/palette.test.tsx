import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb, overrides } from '@food-admin/mocks';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_OWNER,
  mockServer,
  recordRequests,
  renderApp,
  setupMockBackend,
} from '@/test/render-app';
import { openCommandPalette } from './shortcuts';

setupMockBackend();

const CTRL_K = '{Control>}k{/Control}';
const palette = () => screen.findByRole('dialog', { name: 'Command palette' });
const field = () => screen.getByRole('combobox', { name: 'Search pages, actions and records' });
/** The options' labels under a heading (their accessible names go on with the second line). */
const labelsIn = (dialog: HTMLElement, heading: string) =>
  within(within(dialog).getByRole('group', { name: heading }))
    .getAllByRole('option')
    .map((option) => option.querySelector('.fa-palette__label')?.textContent);
/** Long enough for the palette's chunk to load and open, had the shortcut been taken. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
const searches = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/search');

describe('the command palette', () => {
  it('is not there while signed out: Ctrl+K opens nothing on /login', async () => {
    const { user } = await renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.keyboard(CTRL_K);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens and closes with Ctrl+K and Cmd+K, offering an admin every page and action', async () => {
    const { user } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await user.keyboard(CTRL_K);
    const dialog = await palette();
    await waitFor(() => expect(field()).toHaveFocus());
    expect(labelsIn(dialog, 'Pages')).toEqual([
      'Dashboard',
      'Users',
      'Staff',
      'Restaurants',
      'Menus',
      'Orders',
      'Operations board',
      'Refunds',
      'Couriers',
      'Reviews',
      'Recently deleted',
      'Integrations',
      'Profile',
      'Settings',
      'API tokens',
    ]);
    expect(labelsIn(dialog, 'Actions')).toEqual(['New restaurant', 'Toggle theme', 'Sign out']);
    await user.keyboard(CTRL_K);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await palette()).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A button elsewhere (the header's, say) opens it without a shortcut.
    act(() => openCommandPalette());
    expect(await palette()).toBeVisible();
  });

  it("searches the server after a pause and opens a restaurant's page with the keyboard", async () => {
    const requests = recordRequests();
    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await user.keyboard(CTRL_K);
    const dialog = await palette();
    await user.type(field(), 'sakura');
    // One search for the whole word: the palette waits for typing to pause.
    const option = await within(dialog).findByRole('option', { name: /^Sakura Sushi Bar/ });
    expect(searches(requests).map((request) => new URL(request.url).searchParams.get('q'))).toEqual([
      'sakura',
    ]);
    expect(within(dialog).getByRole('group', { name: 'Restaurants' })).toContainElement(option);
    // No page matches "sakura": the first hit is the active option.
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    const sakura = mockDb.restaurants.all().find((row) => row.name === 'Sakura Sushi Bar');
    await waitFor(() => expect(history.location.pathname).toBe(`/admin/restaurants/${sakura?.id}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /Sakura Sushi Bar/ })).toBeVisible();
  });

  it('opens a user as the users list searched by their email, and a dish at its edit page', async () => {
    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await user.keyboard(CTRL_K);
    await user.type(field(), 'oscar');
    await user.click(await within(await palette()).findByRole('option', { name: /^Oscar Owner/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/users'));
    expect(history.location.search).toBe('?search=owner%40demo.food');

    const dish = mockDb.dishes.all()[0];
    await user.keyboard(CTRL_K);
    // Closing cleared the last query.
    await waitFor(() => expect(field()).toHaveValue(''));
    await user.type(field(), dish?.name ?? '');
    await user.click(
      await within(await palette()).findByRole('option', { name: new RegExp(`^${dish?.name}`) }),
    );
    await waitFor(() =>
      expect(history.location.pathname).toBe(`/admin/menus/${dish?.menuId}/dishes/${dish?.id}/edit`),
    );
  });

  it('says so when nothing matches, and keeps pages and actions when the search fails', async () => {
    const { user } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await user.keyboard(CTRL_K);
    const dialog = await palette();
    await user.type(field(), 'qqqzzz');
    expect(await within(dialog).findByText('No results for “qqqzzz”')).toBeVisible();

    mockServer.use(overrides.error('search', 503, 'Search is down'));
    await user.clear(field());
    await user.type(field(), 'set');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Search failed: Search is down. Pages and actions still work.',
    );
    expect(labelsIn(dialog, 'Pages')).toEqual(['Settings']);
  });

  it('offers a restaurant owner no admin pages and no users, only their own records', async () => {
    mockDb.actor = DEMO_OWNER.email;
    const { user } = await renderApp('/welcome', { signedInAs: DEMO_OWNER });
    await user.keyboard(CTRL_K);
    const dialog = await palette();
    expect(labelsIn(dialog, 'Pages')).toEqual([
      'Welcome',
      'My Restaurants',
      'Menus',
      'Orders',
      'Operations board',
      'Refunds',
      'Reviews',
      'Profile',
      'Settings',
      'API tokens',
    ]);
    expect(labelsIn(dialog, 'Actions')).toEqual(['New restaurant', 'Toggle theme', 'Sign out']);

    await user.type(field(), 'a');
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Restaurants' })).toBeVisible());
    const owned = mockDb.restaurants
      .all()
      .filter((row) => row.ownerId === 2 && row.name.toLowerCase().includes('a'))
      .map((row) => row.name);
    expect(labelsIn(dialog, 'Restaurants')).toEqual(expect.arrayContaining(owned));
    expect(labelsIn(dialog, 'Restaurants')).toHaveLength(owned.length);
    expect(within(dialog).queryByRole('group', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('gives other roles their own pages and never asks the server', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/welcome', { signedInAs: DEMO_CUSTOMER });
    await user.keyboard(CTRL_K);
    const dialog = await palette();
    expect(labelsIn(dialog, 'Pages')).toEqual(['Welcome', 'Profile', 'Settings']);
    expect(labelsIn(dialog, 'Actions')).toEqual(['Toggle theme', 'Sign out']);
    await user.type(field(), 'sushi');
    expect(await within(dialog).findByText('No results for “sushi”')).toBeVisible();
    expect(searches(requests)).toEqual([]);
  });

  it('toggles the theme and signs out', async () => {
    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await user.keyboard(CTRL_K);
    await user.type(field(), 'toggle');
    await user.keyboard('{Enter}');
    // 'system' shows light here (no dark preference), so the toggle goes dark, then back.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
    await user.keyboard(CTRL_K);
    await user.type(field(), 'toggle');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'light'));

    await user.keyboard(CTRL_K);
    await user.type(field(), 'sign out');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    await user.keyboard(CTRL_K);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the "/" shortcut', () => {
  it("focuses the page's search box, unless typed in a text field", async () => {
    const { user } = await renderApp('/admin/users', { signedInAs: DEMO_ADMIN });
    const search = (await screen.findByRole('searchbox', {
      name: 'Search users by email',
    })) as HTMLInputElement;
    await user.type(search, 'ada');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(search).not.toHaveFocus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
    // The slash was not typed into it, and the text is selected to be replaced.
    expect(search).toHaveValue('ada');
    expect([search.selectionStart, search.selectionEnd]).toEqual([0, 3]);
    await user.keyboard('/');
    expect(search).toHaveValue('/');
  });

  it('does nothing on a page without a search box', async () => {
    const { user } = await renderApp('/settings', { signedInAs: DEMO_ADMIN });
    await screen.findByRole('heading', { name: 'Settings' });
    await user.keyboard('/');
    expect(document.body).toHaveFocus();
  });
});
