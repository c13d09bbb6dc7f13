import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LONG_PAUSE_ALERT_HOURS } from '@food-admin/api-client';
import { mockDb, setMockOperations } from '@food-admin/mocks';
import { formatDateTime } from '@/lib/format-date';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

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

  it('"restaurants paused for long" opens the paused ones whose pause began before its hours, with a chip for the time', async () => {
    const [longAgo, justNow] = mockDb.restaurants.all().filter((row) => row.isActive);
    if (!longAgo || !justNow) throw new Error('two active restaurants expected in the mock data');
    const pause = {
      reason: 'busy',
      note: '',
      until: new Date(Date.now() + 60 * MINUTE).toISOString(),
    } as const;
    const hoursAgo = (LONG_PAUSE_ALERT_HOURS + 1) * 60 * MINUTE;
    setMockOperations(longAgo.id, { pause }, { pausedAt: ago(hoursAgo), pausedBy: null });
    setMockOperations(justNow.id, { pause }, { pausedAt: ago(10 * MINUTE), pausedBy: null });

    const opened = Date.now();
    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(
      within(attention).getByRole('link', { name: '2 restaurants paused, taking no orders' }),
    ).toBeVisible();
    await user.click(
      await within(attention).findByRole('link', { name: '1 restaurant paused for 2 hours or more' }),
    );

    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    const query = new URLSearchParams(history.location.search);
    expect(query.get('layout')).toBe('table');
    expect(JSON.parse(query.get('availability') ?? 'null')).toEqual(['paused']);
    // The hours before the dashboard's answer came.
    const pausedBefore = query.get('pausedBefore') ?? '';
    const hours = LONG_PAUSE_ALERT_HOURS * 60 * MINUTE;
    expect(Date.parse(pausedBefore)).toBeGreaterThanOrEqual(opened - hours);
    expect(Date.parse(pausedBefore)).toBeLessThanOrEqual(Date.now() - hours);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText(longAgo.name)).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: `Remove filter: Paused before ${formatDateTime(pausedBefore)}`,
      }),
    ).toBeVisible();
  });

  it('"orders answered by the platform soon" names the first one\'s time and opens the PENDING orders placed around them', async () => {
    const [restaurant] = mockDb.restaurants.all();
    const template = mockDb.orders.all()[0];
    if (!restaurant || !template) throw new Error('a restaurant and an order expected in the mock data');
    setMockOperations(restaurant.id, { acceptanceTimeoutMinutes: 10 });
    const placed = (agoMs: number) =>
      mockDb.orders.insert({
        ...template,
        restaurantId: restaurant.id,
        status: 'PENDING',
        createdAt: ago(agoMs),
      });
    const soonest = placed(8.5 * MINUTE);
    const next = placed(8 * MINUTE);
    placed(MINUTE); // due in 9 minutes: not yet

    const { user, history } = await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    const due = formatDateTime(new Date(Date.parse(soonest.createdAt) + 10 * MINUTE).toISOString());
    await user.click(
      await screen.findByRole('link', {
        name: `2 pending orders to be answered by the platform, the first at ${due}`,
      }),
    );

    await waitFor(() => expect(history.location.pathname).toBe('/admin/orders'));
    const query = new URLSearchParams(history.location.search);
    expect(JSON.parse(query.get('status') ?? 'null')).toEqual(['PENDING']);
    expect(query.get('createdFrom')).toBe(soonest.createdAt);
    expect(query.get('createdTo')).toBe(new Date(Date.parse(next.createdAt) + 1).toISOString());
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });
});
