import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDb, overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend } from '@/test/render-app';
import { resetScroll } from '@/test/scroll';

setupMockBackend();
beforeEach(resetScroll);

const menuCard = async (name: string) =>
  (await screen.findAllByRole('heading', { name }))[0]!.closest('article') as HTMLElement;

describe('/admin/menus', () => {
  it('shows menu cards with their restaurant and opens the dishes page', async () => {
    const { user, history } = await renderApp('/admin/menus', { signedInAs: DEMO_ADMIN });
    const allDay = await menuCard('All day');
    expect(await within(allDay).findByText('Trattoria Bella Vista')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Menus' })).getAllByRole('article')).toHaveLength(10);
    await user.click(within(allDay).getByRole('button', { name: /View dishes/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus/1/dishes'));
    expect(await screen.findByRole('heading', { name: 'Dishes of All day', level: 1 })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Spaghetti Carbonara' })).toBeVisible();
  });

  it('searches menus on the server', async () => {
    const { user, history } = await renderApp('/admin/menus', { signedInAs: DEMO_ADMIN });
    await menuCard('All day');
    await user.type(screen.getByRole('searchbox', { name: 'Search menus' }), 'dessert');
    await waitFor(() => expect(history.location.search).toBe('?search=dessert'));
    await waitFor(() =>
      within(screen.getByRole('list', { name: 'Menus' }))
        .getAllByRole('article')
        .forEach((card) => expect(card).toHaveTextContent(/dessert/i)),
    );
  });

  it('edits a menu and returns to the list', async () => {
    const { user, history } = await renderApp('/admin/menus', { signedInAs: DEMO_ADMIN });
    await user.click(within(await menuCard('All day')).getByRole('button', { name: /Edit/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus/1/edit'));
    const name = await screen.findByLabelText(/^name/i);
    expect(name).toHaveValue('All day');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    await user.type(name, 'All day long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus'));
    expect(mockDb.menus.find(1)?.name).toBe('All day long');
  });

  it('creates a menu: the restaurant is required', async () => {
    const { user, history } = await renderApp('/admin/menus/new', { signedInAs: DEMO_ADMIN });
    await user.type(await screen.findByLabelText(/^name/i), 'Brunch');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Restaurant is required')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /restaurant/i }));
    await user.click(await screen.findByRole('option', { name: 'Sakura Sushi Bar' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus'));
    expect(mockDb.menus.all().find((menu) => menu.name === 'Brunch')).toMatchObject({ restaurantId: 2 });
  });

  it("shows the restaurant list's load error in the menu form", async () => {
    mockServer.use(overrides.error('restaurants', 500, 'Restaurants are unavailable'));
    await renderApp('/admin/menus/new', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByText('Restaurants are unavailable')).toBeVisible();
  });

  it('deletes a menu after confirmation', async () => {
    const { user } = await renderApp('/admin/menus', { signedInAs: DEMO_ADMIN });
    await user.click(within(await menuCard('Desserts')).getByRole('button', { name: /Delete/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm deletion' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(mockDb.menus.find(2)).toBeUndefined());
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Menus' })).queryAllByRole('article')[1],
      ).not.toHaveTextContent('Sweet things, made in house.'),
    );
  });
});

describe('/admin/menus/$menuId/dishes', () => {
  it('adds a dish and returns to the dishes list (no restaurant id passed)', async () => {
    const { user, history } = await renderApp('/admin/menus/2/dishes', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('link', { name: 'Add Dish' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus/2/dishes/new'));
    await user.type(await screen.findByLabelText(/^name/i), 'Zabaglione');
    await user.type(screen.getByLabelText(/^price/i), '8.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus/2/dishes'));
    expect(mockDb.dishes.all().find((dish) => dish.name === 'Zabaglione')).toMatchObject({
      menuId: 2,
      price: 8.25,
    });
  });

  it('deletes a dish after confirmation and it disappears', async () => {
    const { user } = await renderApp('/admin/menus/1/dishes', { signedInAs: DEMO_ADMIN });
    const carbonara = (await screen.findByRole('heading', { name: 'Spaghetti Carbonara' })).closest(
      'article',
    )!;
    await user.click(within(carbonara as HTMLElement).getByRole('button', { name: /Delete/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm deletion' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Spaghetti Carbonara' })).not.toBeInTheDocument(),
    );
    expect(mockDb.dishes.find(1)).toBeUndefined();
  });

  it('shows the dishes load error as a warning banner', async () => {
    mockServer.use(overrides.error('menuDishes', 500, 'Dishes are unavailable'));
    await renderApp('/admin/menus/1/dishes', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByText('Dishes are unavailable')).toBeVisible();
  });
});
