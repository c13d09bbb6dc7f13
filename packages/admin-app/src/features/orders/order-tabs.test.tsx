import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_COURIER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// docs/requirements.md#req-orders-screens: the status tabs are the statuses the role meets an order in.

/** The tabs' names without their counts. */
const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Order status' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent?.replace(/\s*\d+$/, ''));
const selectedTab = () =>
  within(screen.getByRole('tablist', { name: 'Order status' }))
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent?.replace(/\s*\d+$/, '');

describe('the orders status tabs', () => {
  it('give a courier the statuses a courier meets: ready, picked up, delivered, cancelled', async () => {
    mockDb.actor = DEMO_COURIER.email;
    await renderApp('/admin/orders', { signedInAs: DEMO_COURIER });
    await screen.findByRole('tablist', { name: 'Order status' });
    expect(tabNames()).toEqual(['All', 'Ready', 'Picked up', 'Delivered', 'Cancelled']);
  });

  it('show a courier All, with the filter kept, for a status they have no tab for', async () => {
    mockDb.actor = DEMO_COURIER.email;
    const { history } = await renderApp('/admin/orders?status=PENDING', { signedInAs: DEMO_COURIER });
    await screen.findByRole('tablist', { name: 'Order status' });
    expect(selectedTab()).toBe('All');
    // The URL keeps its filter (in the router's spelling) and the list says it is filtered.
    expect(decodeURIComponent(history.location.search)).toBe('?status=["PENDING"]');
    expect(await screen.findByText('No orders match these filters.')).toBeVisible();
  });

  it('give an admin every status, in the order an order lives them', async () => {
    await renderApp('/admin/orders', { signedInAs: DEMO_ADMIN });
    await screen.findByRole('tablist', { name: 'Order status' });
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'All',
        'Pending',
        'Accepted',
        'Preparing',
        'Ready',
        'Picked up',
        'Delivered',
        'Cancelled',
        'Rejected',
      ]),
    );
  });
});
