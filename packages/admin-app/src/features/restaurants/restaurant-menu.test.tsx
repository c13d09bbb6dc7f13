import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDb, overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';
import { resetScroll } from '@/test/scroll';

setupMockBackend();
beforeEach(resetScroll);

describe('/admin/restaurants/$restaurantId/menu', () => {
  it("opens from a restaurant card and shows 'Menu of <name>' with the first menu's dishes", async () => {
    const { user, history } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('link', { name: 'Trattoria Bella Vista' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants/1/menu'));
    expect(await screen.findByRole('heading', { name: 'Menu of Trattoria Bella Vista' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Spaghetti Carbonara' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Menu' })).toHaveAttribute(
      'href',
      '/admin/menus/1/edit?restaurantId=1',
    );
    expect(screen.getByRole('link', { name: 'Add Dish' })).toHaveAttribute(
      'href',
      '/admin/menus/1/dishes/new?restaurantId=1',
    );
  });

  it("starts the page's reads from its route on hover, the first menu's dishes as soon as the menus arrive", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/admin/restaurants', { signedInAs: DEMO_ADMIN });
    const link = await screen.findByRole('link', { name: 'Trattoria Bella Vista' });
    const paths = () => requests.map((request) => new URL(request.url).pathname);
    const before = requests.length;

    await user.hover(link);
    await waitFor(() => expect(paths()).toContain('/api/menus/1/dishes'));
    expect(paths().slice(before)).toEqual(
      expect.arrayContaining(['/api/restaurants/1', '/api/restaurants/1/menus', '/api/menus/1/dishes']),
    );

    // The screen then reads what the loader fetched: no call is sent twice.
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Spaghetti Carbonara' })).toBeVisible();
    const pagePaths = paths().slice(before);
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    mockServer.events.removeAllListeners();
  });

  it('searches the dishes of the menu', async () => {
    const { user, history } = await renderApp('/admin/restaurants/1/menu', { signedInAs: DEMO_ADMIN });
    await screen.findByRole('heading', { name: 'Spaghetti Carbonara' });
    await user.type(screen.getByRole('searchbox', { name: 'Search dishes' }), 'ragù');
    await waitFor(() => expect(history.location.search).toContain('search='));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Spaghetti Carbonara' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Tagliatelle al Ragù' })).toBeVisible();
  });

  it("offers 'Add Menu' when the restaurant has none, and the menu form returns here", async () => {
    mockDb.menus.removeWhere((menu) => menu.restaurantId === 2);
    const { user, history } = await renderApp('/admin/restaurants/2/menu', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { name: 'Menu of Sakura Sushi Bar' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add Dish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add Menu' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus/new'));
    // The restaurant is preselected from ?restaurantId=.
    expect(await screen.findByRole('combobox', { name: /restaurant/i })).toHaveTextContent(
      'Sakura Sushi Bar',
    );
    await user.type(screen.getByLabelText(/^name/i), 'Omakase');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants/2/menu'));
    expect(mockDb.menus.all().find((menu) => menu.name === 'Omakase')).toMatchObject({
      restaurantId: 2,
      isActive: true,
    });
    expect(await screen.findByRole('link', { name: 'Add Dish' })).toBeVisible();
  });

  /** The DISH entries the feed holds for one dish, and what the app posted to /api/activity-log. */
  const dishActivity = async (dishId: number, requests: Request[]) => ({
    entries: mockDb.activity.all().filter((entry) => entry.category === 'DISH' && entry.entityId === dishId),
    posted: await Promise.all(
      requests
        .filter((request) => new URL(request.url).pathname === '/api/activity-log')
        .map((request) => request.json() as Promise<unknown>),
    ),
  });

  it('adds a dish from the menu page, records the DISH CREATE activity and returns here', async () => {
    const requests = recordRequests();
    const { user, history } = await renderApp('/admin/restaurants/1/menu', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('link', { name: 'Add Dish' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus/1/dishes/new'));

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Price must be positive')).toBeVisible();

    await user.type(screen.getByLabelText(/^name/i), 'Risotto al Tartufo');
    await user.type(screen.getByLabelText(/^price/i), '0');
    expect(await screen.findByText('Price must be positive')).toBeVisible();
    await user.clear(screen.getByLabelText(/^price/i));
    await user.type(screen.getByLabelText(/^price/i), '14.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants/1/menu'));
    const created = mockDb.dishes.all().find((dish) => dish.name === 'Risotto al Tartufo');
    expect(created).toMatchObject({ menuId: 1, price: 14.5, isAvailable: true });
    // The confirmation names the saved dish, so the feed holds the create once.
    const { entries, posted } = await dishActivity(created!.id, requests);
    expect(posted).toEqual([{ category: 'DISH', action: 'CREATE', entityId: created!.id }]);
    expect(entries.map((entry) => entry.actionType)).toEqual(['CREATE']);
    mockServer.events.removeAllListeners();
  });

  it('edits a dish (UPDATE activity) and Cancel/Save return to the menu page', async () => {
    const requests = recordRequests();
    const { user, history } = await renderApp('/admin/restaurants/1/menu', { signedInAs: DEMO_ADMIN });
    const dish = (await screen.findByRole('heading', { name: 'Spaghetti Carbonara' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(dish).getByRole('button', { name: /Edit/ }));
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/admin\/menus\/1\/dishes\/\d+\/edit$/));
    const price = await screen.findByLabelText(/^price/i);
    await user.clear(price);
    await user.type(price, '19.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants/1/menu'));
    const carbonara = mockDb.dishes.all().find((candidate) => candidate.name === 'Spaghetti Carbonara');
    expect(carbonara?.price).toBe(19.99);
    const { entries, posted } = await dishActivity(carbonara!.id, requests);
    expect(posted).toEqual([{ category: 'DISH', action: 'UPDATE', entityId: carbonara!.id }]);
    expect(entries.filter((entry) => entry.actionType === 'UPDATE')).toHaveLength(1);
    expect(await screen.findByText('$19.99')).toBeVisible();
    mockServer.events.removeAllListeners();
  });

  it('shows a warning banner when the restaurant cannot be loaded', async () => {
    mockServer.use(overrides.error('restaurant', 404, 'Restaurant not found'));
    await renderApp('/admin/restaurants/999/menu', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByText('Restaurant not found')).toBeVisible();
  });
});

describe('the restaurant menu page and the table view', () => {
  it("offers the first menu's dishes as a table", async () => {
    const { user, history } = await renderApp('/admin/restaurants/1/menu', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('link', { name: 'Open as table' }));
    await waitFor(() => expect(history.location.search).toBe('?layout=table'));
    expect(history.location.pathname).toMatch(/^\/admin\/menus\/\d+\/dishes$/);
    expect(await screen.findByRole('table', { name: 'Dishes' })).toBeVisible();
  });
});
