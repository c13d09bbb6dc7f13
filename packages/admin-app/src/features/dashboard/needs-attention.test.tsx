import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb, setMockOperations } from '@food-admin/mocks';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/** Needs attention (docs/requirements.md#req-dashboard-trends): each item opens the list that shows it. */
describe('Needs attention', () => {
  it('"restaurants without an active menu" opens the restaurants table filtered to exactly those', async () => {
    const restaurant = mockDb.restaurants.all().find((row) => row.isActive);
    if (!restaurant) throw new Error('no active restaurant in the mock data');
    for (const menu of mockDb.menus.all().filter((row) => row.restaurantId === restaurant.id))
      mockDb.menus.update(menu.id, { isActive: false });

    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('link', { name: '1 restaurant without an active menu' }));

    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    const query = new URLSearchParams(history.location.search);
    const param = (name: string): unknown => JSON.parse(query.get(name) ?? 'null');
    expect(query.get('layout')).toBe('table');
    expect(param('isActive')).toEqual([true]);
    expect(param('hasActiveMenu')).toEqual([false]);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText(restaurant.name)).toBeVisible();
    // The filter shows in the toolbar, where it can be changed.
    expect(screen.getByRole('button', { name: /Active menu/ })).toBeVisible();
  });

  it('"restaurants paused" opens the restaurants table filtered to the paused ones', async () => {
    const restaurant = mockDb.restaurants.all()[0];
    if (!restaurant) throw new Error('no restaurant in the mock data');
    setMockOperations(restaurant.id, {
      pause: { reason: 'busy', note: '', until: new Date(Date.now() + 3_600_000).toISOString() },
    });

    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await user.click(await screen.findByRole('link', { name: '1 restaurant paused, taking no orders' }));

    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    const query = new URLSearchParams(history.location.search);
    expect(JSON.parse(query.get('availability') ?? 'null')).toEqual(['paused']);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText(restaurant.name)).toBeVisible();
    expect(screen.getByRole('button', { name: /Pause/ })).toBeVisible();
  });
});
