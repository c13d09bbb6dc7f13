import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// Every route with a record id in its path reads it through the router (lib/route-params.ts): an
// id that is not a positive integer shows the route's own message and asks the API nothing.
const invalidAddresses = [
  ['/admin/restaurants/abc/edit', 'This restaurant address is not valid.'],
  ['/admin/restaurants/0/menu', 'This restaurant address is not valid.'],
  ['/admin/menus/1e3/edit', 'This menu address is not valid.'],
  ['/admin/menus/2.5/dishes', /menu address is not valid/i],
  ['/admin/menus/x/dishes/new', 'This dish address is not valid.'],
  ['/admin/menus/1/dishes/012/edit', 'This dish address is not valid.'],
  ['/admin/orders/-4', 'This is not a valid order address.'],
] as const;

describe('record ids in addresses', () => {
  it.each(invalidAddresses)('%s says the address is not valid', async (path, message) => {
    const requests = recordRequests();
    await renderApp(path, { signedInAs: DEMO_ADMIN });
    expect(await screen.findByText(message)).toBeVisible();
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(
      paths.filter((requested) => /\/(restaurants|menus|dishes|orders)\/[^/]*$/.test(requested)),
    ).toEqual([]);
  });

  it('opens the record of a valid id', async () => {
    await renderApp('/admin/orders/1001', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: /Order #1001/ })).toBeVisible();
  });
});
