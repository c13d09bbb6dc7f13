import { mockDb } from '@food-admin/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

const userOf = (email: string) => mockDb.users.all().find((user) => user.email === email)!;

/** A change of a field that names another record shows names (docs/requirements.md#req-history). */
describe('history of a reference', () => {
  it('shows "Courier: Cody Courier" rather than the id, and "#id (deleted)" for a record gone for good', async () => {
    const courier = userOf('courier@demo.food');
    mockDb.orders.update(1028, { courierId: courier.id });
    mockDb.orders.update(1028, { courierId: 987_654 });
    await renderApp('/admin/orders/1028', { signedInAs: DEMO_ADMIN });
    const history = within(await screen.findByRole('region', { name: 'History' }));
    const name = `${courier.firstName} ${courier.lastName}`;
    const first = within(await history.findByRole('table', { name: 'Changes in version 2' }));
    expect(first.getByRole('row', { name: `Courier (empty) ${name}` })).toBeVisible();
    const second = within(history.getByRole('table', { name: 'Changes in version 3' }));
    expect(second.getByRole('row', { name: `Courier ${name} #987654 (deleted)` })).toBeVisible();
  });

  it("names a restaurant's owner in Arabic, where the page gives the field no label of its own", async () => {
    const olivia = userOf('olivia.martin@example.com');
    mockDb.restaurants.update(1, { ownerId: olivia.id });
    await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    const history = within(await screen.findByRole('region', { name: 'السجل' }));
    const changes = within(await history.findByRole('table', { name: 'التغييرات في الإصدار 2' }));
    expect(changes.getByRole('rowheader', { name: 'المالك' })).toBeVisible();
    expect(changes.getByRole('cell', { name: 'Olivia Martin' })).toBeVisible();
  });
});
